import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

/** Spec §9: the confirmation dialog is at most 512 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 512;

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Colours the confirm button as dangerous (delete, discard). */
  destructive?: boolean;
  /** The confirmed step is running: the confirm button spins, and the dialog stays until it ends. */
  busy?: boolean;
  /** The button focused on opening: Cancel, the safe answer, unless the question is harmless. */
  initialFocus?: 'confirm' | 'cancel';
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one yes/no question of the app (the `useConfirm()` dialog and every page that must keep its
 * question open while the step runs).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  initialFocus = 'cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus={initialFocus === 'cancel'}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={onConfirm}
          autoFocus={initialFocus === 'confirm'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
