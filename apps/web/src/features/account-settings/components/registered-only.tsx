import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session.ts';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/**
 * Account settings are for registered applicants (spec §6); one who has not finished registering is
 * told so and steered to the registration, rather than shown settings for a profile that is not there.
 */
export default function RegisteredOnly() {
  const { isRegistered } = useSession();
  return isRegistered ? <Outlet /> : <RegistrationNeeded />;
}

function RegistrationNeeded() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const title = t('registration_needed.title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeading subtitle={t('registration_needed.body')} spacing={3}>
          {title}
        </PageHeading>
        <Button component={RouterLink} to="/profile-registration" variant="contained" size="large">
          {t('registration_needed.action')}
        </Button>
      </Paper>
    </Box>
  );
}
