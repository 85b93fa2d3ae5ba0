import { FOOTER_START_YEAR } from '@hashi/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { isExternalUrl } from '../external-links.ts';
import { legalLinks } from '../footer-links.ts';
import { areFooterLinksHidden } from '../footer-rules.ts';
import { FaqLink } from './faq-link.tsx';
import { SocialLinks } from './social-links.tsx';

export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (!isExternalUrl(href)) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('a11y.opens_new_tab')}</VisuallyHidden>
    </a>
  );
}

/**
 * Spec §2 footer. The layout renders it only at lg and wider and not on the full-screen task pages
 * (footer-rules.ts); here it drops its links on the Conversation route.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status } = useSession();
  const showLinks = !areFooterLinksHidden(pathname);

  return (
    <footer className="hashi-footer">
      <div className="hashi-footer__inner">
        <div>
          {showLinks && (
            <nav aria-label={t('a11y.footer_navigation')}>
              <ul className="hashi-footer__links">
                <li>
                  <Link to={status === 'authenticated' ? '/jobs' : '/search'}>{t('footer.find_jobs')}</Link>
                </li>
                <li>
                  <FaqLink>{t('footer.faq_inquiry')}</FaqLink>
                </li>
                {legalLinks().map((link) => (
                  <li key={link.key}>
                    <FooterLink href={link.href}>{t(link.labelKey)}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className="hashi-footer__copyright">{t('footer.copyright', { from: FOOTER_START_YEAR, to: year })}</p>
        </div>
        {showLinks && <SocialLinks />}
      </div>
    </footer>
  );
}
