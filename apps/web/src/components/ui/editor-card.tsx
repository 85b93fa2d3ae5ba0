import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  title: string;
  /** The message for the whole form (useFormError's `formError`), under the title. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** The save runs: the save button spins and cancel waits. */
  busy: boolean;
  children: ReactNode;
};

/** A form in a card above a list, to create or edit one of its items: title, fields, Save and Cancel. */
export function EditorCard({ title, error, onSubmit, saveLabel, cancelLabel, onCancel, busy, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        {children}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={busy}>
            {saveLabel}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
