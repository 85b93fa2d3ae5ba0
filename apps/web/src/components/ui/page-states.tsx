import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/*
 * The designed states of a page or a list (UX.md: never blank). Texts come from the feature that
 * shows them, in its own namespace; `space` is the vertical room the state takes (theme spacing).
 */

/** Data on its way: a spinner and words, announced politely. */
export function LoadingState({ label, space = 6 }: { label: string; space?: number }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: space }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** A failed load: what happened and a button to try again; the rest of the page stays usable. */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
  space = 0,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  space?: number;
}) {
  return (
    <Alert
      severity="error"
      sx={{ my: space }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** An empty list or page: what it means, centred in the space the content would take. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{children}</Typography>
    </Box>
  );
}
