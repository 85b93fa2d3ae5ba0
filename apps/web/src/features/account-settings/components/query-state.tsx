import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

/** What a page shows while its data loads, or when it could not: words and a way to try again. */
export function QueryState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        }
      >
        {t('state.load_failed')}
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{t('state.loading')}</Typography>
    </Box>
  );
}
