import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profileQueryOptions } from '../../profile/api/profile.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { RegistrationWizard } from '../components/registration-wizard.tsx';

/**
 * /profile-registration (spec §2): the simple registration wizard. Every step starts from the
 * saved profile, so what an earlier visit, another device or /cv-edit saved is already filled in.
 */
export default function ProfileRegistrationPage() {
  const { t } = useTranslation(REGISTRATION_NS);
  // Always read afresh on arrival: /cv-edit (or another tab) may have just saved into the profile,
  // and each step's form starts from what this answer holds. The page shows its own retry; the
  // alert dialog would only repeat it.
  const profile = useQuery({ ...profileQueryOptions(), refetchOnMount: 'always', meta: { silent: true } });
  const ready = profile.data !== undefined && profile.isFetchedAfterMount;
  const title = t('page.title');
  // The CV review lays proposals beside saved values: it gets the width /cv-edit gives it.
  const [params] = useSearchParams();
  const wide = params.get('start') === 'cv';
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  return (
    <Box sx={{ maxWidth: wide ? 880 : 720, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 4 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('page.intro')}
      </Typography>
      {ready && profile.data ? (
        <RegistrationWizard profile={profile.data} />
      ) : profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.load_failed')}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
          <CircularProgress size={28} aria-hidden />
          <Typography color="text.secondary">{t('page.loading')}</Typography>
        </Box>
      )}
    </Box>
  );
}
