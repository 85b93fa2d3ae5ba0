import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';

/** While a section's data loads, or after it failed to: never a blank area (UX.md). */
export function SectionStatus({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('page.retry')}
          </Button>
        }
      >
        {t('page.load_failed')}
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      {t('page.loading')}
    </Box>
  );
}
