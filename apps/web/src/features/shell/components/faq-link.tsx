import type { Locale } from '@hashi/shared/constants';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { visitorFaqUrl } from '../external-links.ts';

type FaqLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/**
 * Spec §2: signed-in users reach the in-app FAQ and inquiry form; guests get the visitor site's FAQ
 * in their language, in a new tab so the sign-up they were doing stays open.
 */
export function FaqLink({ children, ...props }: FaqLinkProps) {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  if (status === 'authenticated') {
    return (
      <RouterLink to="/faq-inquiry" {...props}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={visitorFaqUrl((i18n.resolvedLanguage ?? 'en') as Locale)} target="_blank" rel="noopener" {...props}>
      {children}
      <VisuallyHidden> {t('a11y.opens_new_tab')}</VisuallyHidden>
    </a>
  );
}
