import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JOBS_NS } from '../i18n.ts';

/** Sign up (the main call) and log in, side by side; on a phone each takes the whole width. */
export function JoinCalls() {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Button
        component={RouterLink}
        to="/sign-up"
        variant="contained"
        size="large"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('home.sign_up')}
      </Button>
      <Button
        component={RouterLink}
        to="/login"
        variant="outlined"
        size="large"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('home.log_in')}
      </Button>
    </Box>
  );
}
