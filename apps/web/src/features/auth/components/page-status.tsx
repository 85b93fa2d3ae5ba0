import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n.ts';

/** Shown while a guard checks the session: a spinner with words, never a blank page. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{label ?? t('status.checking_session')}</Typography>
    </Box>
  );
}

/** The session could not be checked (no answer, server trouble): say so and offer another try. */
export function PageRetry({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 2, py: 8 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('status.retry')}
          </Button>
        }
      >
        {message ?? t('status.session_check_failed')}
      </Alert>
    </Box>
  );
}
