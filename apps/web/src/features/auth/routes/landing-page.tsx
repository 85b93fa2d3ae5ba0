import type { Locale } from '@hashi/shared/constants';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { HaveAccountLink, SignupForm } from '../components/signup-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import type { SuccessSignupState } from './success-signup-page.tsx';
import { AUTH_NS } from '../i18n.ts';
import { HiringCompanies } from '../../public-pages/components/hiring-companies.tsx';
import { documentTitle, pageMeta } from '../../public-pages/public-pages-meta.ts';

const POINTS = ['point_salary', 'point_visa', 'point_language', 'point_remote', 'point_free'] as const;

/**
 * /lp-en and /lp-jp: a campaign lands on one language, and the page stays in it (spec §2). The
 * app's own language is left alone: a visitor who chose one keeps it, and one who had none gets
 * the page's language when the app starts (detectInitialLanguage). The sign-up on this page, its
 * e-mail and the confirmation after it use the page's language.
 */
export function LandingPage({ lng }: { lng: Locale }) {
  const { t } = useTranslation(AUTH_NS, { lng });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation_token');
  const source = lng === 'ja' ? 'lp-jp' : 'lp-en';

  const title = documentTitle(pageMeta(source, lng));
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Box
      lang={lng}
      sx={{
        maxWidth: 1120,
        mx: 'auto',
        px: 2,
        py: { xs: 4, md: 8 },
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-labelledby="landing-title">
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t('landing.eyebrow')}
        </Typography>
        <Typography
          id="landing-title"
          component="h1"
          variant="h3"
          sx={{ fontWeight: 800, mb: 2, fontSize: { xs: 30, md: 42 } }}
        >
          {t('landing.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
          {t('landing.lead')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
          {POINTS.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleOutline color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Box>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t(`landing.${point}_title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.${point}_body`)}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, display: 'grid', gap: 1 }}>
          <li>
            <Link component={RouterLink} to="/hashi-info">
              {t('landing.more_info')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/for-employer">
              {t('landing.for_employer')}
            </Link>
          </li>
        </Box>
      </Box>
      <Paper
        component="section"
        aria-labelledby="landing-form-title"
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
      >
        <Typography id="landing-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('landing.form_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('landing.form_subtitle')}
        </Typography>
        <SignupForm
          source={source}
          lng={lng}
          invitationToken={invitationToken}
          onSuccess={(email) => {
            const state: SuccessSignupState = { fromLanding: true, email, lng };
            navigate('/successsignup', { state });
          }}
        />
        <SocialButtons mode="sign-up" invitationToken={invitationToken} lng={lng} />
        <HaveAccountLink lng={lng} />
      </Paper>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <HiringCompanies lng={lng} />
      </Box>
    </Box>
  );
}

export function LandingPageEn() {
  return <LandingPage lng="en" />;
}

export function LandingPageJa() {
  return <LandingPage lng="ja" />;
}
