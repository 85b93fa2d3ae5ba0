import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SAVED_SEARCH_NAME_MAX } from '@hashi/shared/saved-search.schema';
import { type ReactNode, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { SAVED_SEARCHES_NS } from '../i18n.ts';

type NameDialogProps = {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  note?: ReactNode;
  onClose: () => void;
  /** Saves; a thrown 422 shows its messages in the dialog. */
  onSubmit: (name: string) => Promise<unknown>;
};

/** Asks for a search's name (saving on /jobs, renaming on /my-search). */
export function NameDialog({ open, title, submitLabel, initialName, note, onClose, onSubmit }: NameDialogProps) {
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const titleId = useId();
  const form = useForm<{ name: string }>({ defaultValues: { name: initialName } });
  const { register, handleSubmit, reset, setError, formState, getFieldState } = form;
  // A suggested name may arrive late (reference lists): it replaces the field until the user types.
  useEffect(() => {
    if (!open || !getFieldState('name').isDirty) reset({ name: initialName });
  }, [open, initialName, reset, getFieldState]);

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) throw error;
      const fields = error.fieldErrors;
      const message = fields.name?.[0] ?? fields.conditions?.[0] ?? error.message;
      setError(fields.name ? 'name' : 'root', { message });
    }
  });
  const nameError = formState.errors.name?.message;
  const rootError = formState.errors.root?.message;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('name', {
              validate: (v) => v.trim() !== '' || t('validation.required'),
              maxLength: { value: SAVED_SEARCH_NAME_MAX, message: t('validation.max') },
            })}
            label={t('save.name')}
            autoFocus
            fullWidth
            margin="dense"
            error={Boolean(nameError)}
            helperText={nameError}
          />
          {rootError && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {rootError}
            </Typography>
          )}
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {note}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
