import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { EMPLOYER_NS } from '../i18n.ts';

/** Loading, error and empty states of the console pages: words, never a blank area. */
export function ConsoleLoading({ label }: { label?: string }) {
  const { t } = useTranslation(EMPLOYER_NS);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label ?? t('states.loading')}</Typography>
    </Box>
  );
}

/** A failed load: the server's message when it sent one, and another try. */
export function ConsoleError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const message = isApiError(error) && error.status > 0 && error.body?.message ? error.body.message : t('states.error');
  return (
    <Alert
      severity="error"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function ConsoleEmpty({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{children}</Typography>
    </Box>
  );
}

/** The message of a failed action (not a form's field errors): the server's words, or a general one. */
export function useActionErrorText() {
  const { t } = useTranslation(EMPLOYER_NS);
  return (error: unknown): string =>
    isApiError(error) && error.status > 0 && error.message ? error.message : t('states.action_failed');
}
