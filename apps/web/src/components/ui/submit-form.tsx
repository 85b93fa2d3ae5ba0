import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  /** The message for the whole form (useFormError's `formError`), shown above it. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit runs: the button spins. */
  pending: boolean;
  children: ReactNode;
};

/**
 * A one-column form that ends in one full-width submit button (the account and password pages),
 * under the message of a failed submit.
 */
export function SubmitForm({ error, onSubmit, submitLabel, pending, children }: Props) {
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Box>
    </>
  );
}
