import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n.ts';

type Props = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

/**
 * The last question before an account is deleted. Local rather than the shell's confirm dialog:
 * it must stay open, with its button busy, until the deletion has finished.
 */
export function ConfirmDeleteDialog({ open, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-body"
      slotProps={{ paper: { sx: { maxWidth: 512 } } }}
    >
      <DialogTitle id="confirm-delete-title">{t('delete_account.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-body">{t('delete_account.confirm_body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('delete_account.confirm_cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          {t('delete_account.confirm_delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
