import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { facebookUrl, linkedInUrl } from '../external-links.ts';

/** Our Facebook and LinkedIn pages, in a new tab (drawer and desktop footer, spec §2). */
export function SocialLinks() {
  const { t } = useTranslation();
  const newTab = t('a11y.opens_new_tab');
  return (
    <ul className="hashi-social">
      <li>
        <a
          className="hashi-icon-btn hashi-icon-btn--primary"
          href={facebookUrl()}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('footer.facebook')} ${newTab}`}
        >
          <Icon name="facebook" />
        </a>
      </li>
      <li>
        <a
          className="hashi-icon-btn hashi-icon-btn--primary"
          href={linkedInUrl()}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('footer.linkedin')} ${newTab}`}
        >
          <Icon name="linkedin" />
        </a>
      </li>
    </ul>
  );
}
