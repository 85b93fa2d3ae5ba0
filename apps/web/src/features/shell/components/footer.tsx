import { FOOTER_START_YEAR } from '@hashi/shared/constants';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { aboutUsUrl, isExternalUrl, privacyPolicyUrl } from '../external-links.ts';
import { areFooterLinksHidden } from '../footer-rules.ts';
import { FaqLink } from './faq-link.tsx';
import { SocialLinks } from './social-links.tsx';

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (!isExternalUrl(href)) {
    return (
      <Link component={RouterLink} to={href} color="inherit">
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener" color="inherit">
      {children}
      <VisuallyHidden> {t('a11y.opens_new_tab')}</VisuallyHidden>
    </Link>
  );
}

/**
 * Spec §2 footer. The layout renders it only at lg and wider and not on the full-screen task pages
 * (footer-rules.ts); here it drops its links on the Conversation route.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showLinks = !areFooterLinksHidden(pathname);

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Stack
        direction="row"
        sx={{ maxWidth: 1264, mx: 'auto', px: 3, py: 3, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
      >
        <Box>
          {showLinks && (
            <Box
              component="nav"
              aria-label={t('a11y.footer_navigation')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 1, typography: 'body2' }}
            >
              <Link component={FaqLink} color="inherit">
                {t('footer.faq_inquiry')}
              </Link>
              <FooterLink href={aboutUsUrl()}>{t('footer.about_us')}</FooterLink>
              <FooterLink href="/terms-of-use">{t('footer.terms_of_use')}</FooterLink>
              <FooterLink href={privacyPolicyUrl()}>{t('footer.privacy_policy')}</FooterLink>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright', { from: FOOTER_START_YEAR, to: year })}
          </Typography>
        </Box>
        {showLinks && <SocialLinks />}
      </Stack>
    </Box>
  );
}
