import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { ADMIN_NS } from '../i18n.ts';

/**
 * Asks for the reason of a decline (required; the company reads it) or a suspension (optional).
 * `error` is the failed request's message; `fieldError` the server's message for the reason.
 */
export function ReasonDialog({
  title,
  message,
  label,
  confirmLabel,
  required,
  busy,
  error,
  fieldError,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** What the action does, under the title. */
  message?: string;
  label: string;
  confirmLabel: string;
  required: boolean;
  busy: boolean;
  error: string | null;
  fieldError: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const localError = formState.errors.reason?.message;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={handleSubmit((v) => onConfirm(v.reason.trim()))}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {message && <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <FormTextField
            label={label}
            registration={register('reason', {
              validate: (v) => !required || v.trim() !== '' || 'validation.required',
            })}
            error={errorText(localError ?? fieldError)}
            required={required}
            multiline
            minRows={3}
            disabled={busy}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
