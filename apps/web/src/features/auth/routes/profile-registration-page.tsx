import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLogout, useSession } from '../session.ts';
import { AuthPage } from '../components/auth-page.tsx';

const TOPICS = ['skills', 'jobs', 'languages', 'basic'] as const;

/**
 * Where a new applicant lands after the first login (spec §4). The registration wizard is built by a
 * later issue; until then this page says honestly what comes next and that it is not open yet.
 */
export default function ProfileRegistrationPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const logout = useLogout();
  return (
    <AuthPage title={t('profile_registration.title')} maxWidth={560}>
      <Typography sx={{ mb: 2 }}>
        {user ? t('profile_registration.logged_in_as', { email: user.email }) : t('profile_registration.logged_in')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('profile_registration.next')}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
        {TOPICS.map((topic) => (
          <Typography component="li" key={topic}>
            {t(`profile_registration.topic_${topic}`)}
          </Typography>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('profile_registration.not_open_yet')}
      </Typography>
      <Button variant="outlined" onClick={() => void logout()}>
        {t('profile_registration.logout')}
      </Button>
    </AuthPage>
  );
}
