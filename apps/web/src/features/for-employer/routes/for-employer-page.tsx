import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyRequestForm } from '../components/company-request-form.tsx';
import { FOR_EMPLOYER_NS } from '../i18n.ts';

const FEATURES = ['post', 'scout', 'pin', 'message'] as const;
const STEPS = ['account', 'profile', 'submit', 'review', 'published'] as const;

/**
 * /for-employer: what Hashi offers companies — the service is free for job seekers; companies post
 * jobs, scout, pin and message applicants; every posting is reviewed before it is published — the
 * company account request (ADR 0033) and the way into the employer console.
 */
export default function ForEmployerPage() {
  const { t } = useTranslation(FOR_EMPLOYER_NS);
  const title = t('title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', px: 2, py: { xs: 4, md: 7 } }}>
      <Box component="header" sx={{ mb: 5 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', mb: 3, maxWidth: 720 }}>{t('lead')}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" href="#request">
            {t('request_cta')}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/employer/login">
            {t('login')}
          </Button>
        </Box>
      </Box>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, md: 3 }, mb: 5 }} aria-labelledby="fe-free">
        <Typography id="fe-free" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('free_title')}
        </Typography>
        <Typography>{t('free_body')}</Typography>
      </Paper>

      <Box component="section" sx={{ mb: 5 }} aria-labelledby="fe-features">
        <Typography id="fe-features" component="h2" variant="h5" gutterBottom>
          {t('features_title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FEATURES.map((feature) => (
            <Paper key={feature} variant="outlined" sx={{ p: 2.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
                {t(`features.${feature}_title`)}
              </Typography>
              <Typography color="text.secondary">{t(`features.${feature}_body`)}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box component="section" sx={{ mb: 5 }} aria-labelledby="fe-approval">
        <Typography id="fe-approval" component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('approval_title')}
        </Typography>
        <Typography gutterBottom>{t('approval_lead')}</Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {STEPS.map((step) => (
            <Typography component="li" key={step}>
              {t(`steps.${step}`)}
            </Typography>
          ))}
        </Box>
      </Box>

      <Paper
        variant="outlined"
        component="section"
        id="request"
        sx={{ p: { xs: 2.5, md: 3 }, mb: 5, scrollMarginTop: 80 }}
        aria-labelledby="fe-request"
      >
        <Typography id="fe-request" component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('request.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('request.lead')}</Typography>
        <CompanyRequestForm />
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, md: 3 } }} aria-labelledby="fe-start">
        <Typography id="fe-start" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('start_title')}
        </Typography>
        <Typography gutterBottom>{t('start_body')}</Typography>
        <Button variant="outlined" component={RouterLink} to="/employer/login">
          {t('login')}
        </Button>
      </Paper>
    </Box>
  );
}
