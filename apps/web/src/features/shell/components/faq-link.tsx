import type { Locale } from '@hashi/shared/constants';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { visitorFaqUrl } from '../external-links.ts';

type FaqLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/**
 * The visitor site's FAQ (by default our public /faq) in the reader's language, in a new tab, so
 * the sign-up or registration under way stays open (spec §6; ADR 0029).
 */
export function PublicFaqLink({ children, ...props }: FaqLinkProps) {
  const { t, i18n } = useTranslation();
  return (
    // Our href last: a wrapper (a ListItemButton) may pass an undefined one.
    <a {...props} href={visitorFaqUrl((i18n.resolvedLanguage ?? 'en') as Locale)} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('a11y.opens_new_tab')}</VisuallyHidden>
    </a>
  );
}

/**
 * Spec §2, §6: registered applicants reach the in-app FAQ and inquiry form; guests and applicants
 * who have not finished registration get the public FAQ in a new tab (PublicFaqLink).
 */
export function FaqLink({ children, ...props }: FaqLinkProps) {
  const { isRegistered } = useSession();
  if (isRegistered) {
    return (
      <RouterLink {...props} to="/faq-inquiry">
        {children}
      </RouterLink>
    );
  }
  return <PublicFaqLink {...props}>{children}</PublicFaqLink>;
}
