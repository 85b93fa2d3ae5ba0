import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';

type Loadable<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/**
 * A section waits for its data with a visible "Loading", and a failed load says what happened and
 * offers another try, so the form never appears blank or half-filled (UX.md).
 */
export function SectionLoader<T>({ query, children }: { query: Loadable<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            {t('state.retry')}
          </Button>
        }
      >
        {t('state.load_failed')}
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, color: 'text.secondary' }}>
      <CircularProgress size={24} aria-hidden="true" />
      {t('state.loading')}
    </Box>
  );
}
