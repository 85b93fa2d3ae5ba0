import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { facebookUrl, linkedInUrl } from '../external-links.ts';

/** Our Facebook and LinkedIn pages, in a new tab (drawer and desktop footer, spec §2), when configured. */
export function SocialLinks() {
  const { t } = useTranslation();
  const newTab = t('a11y.opens_new_tab');
  const links = [
    { name: 'facebook' as const, url: facebookUrl(), label: t('footer.facebook') },
    { name: 'linkedin' as const, url: linkedInUrl(), label: t('footer.linkedin') },
  ].filter((link): link is typeof link & { url: string } => Boolean(link.url));
  if (links.length === 0) return null;
  return (
    <ul className="hashi-social">
      {links.map((link) => (
        <li key={link.name}>
          <a
            className="hashi-icon-btn hashi-icon-btn--primary"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} ${newTab}`}
          >
            <Icon name={link.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
