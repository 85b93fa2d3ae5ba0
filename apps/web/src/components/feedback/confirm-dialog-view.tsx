import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Themed } from '../ui/themed.tsx';
import type { ConfirmOptions } from './use-confirm.ts';

/** Spec §9: the confirmation dialog is at most 512 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 512;

type Props = { options: ConfirmOptions | null; onAnswer: (ok: boolean) => void };

/** The confirmation dialog (loaded with the first `confirm()` call). */
export default function ConfirmDialogView({ options, onAnswer }: Props) {
  const { t } = useTranslation();
  // Keep the last content while the dialog fades out after `options` became null.
  const last = useRef(options);
  if (options) last.current = options;
  const shown = last.current;
  return (
    <Themed>
      <Dialog
        open={options !== null}
        onClose={() => onAnswer(false)}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
        aria-labelledby="confirm-dialog-title"
        aria-describedby={shown?.message ? 'confirm-dialog-message' : undefined}
      >
        {shown && (
          <>
            <DialogTitle id="confirm-dialog-title">{shown.title}</DialogTitle>
            {shown.message && (
              <DialogContent>
                <DialogContentText id="confirm-dialog-message">{shown.message}</DialogContentText>
              </DialogContent>
            )}
            <DialogActions>
              <Button onClick={() => onAnswer(false)}>{shown.cancelLabel ?? t('actions.cancel')}</Button>
              <Button
                variant="contained"
                color={shown.destructive ? 'error' : 'primary'}
                onClick={() => onAnswer(true)}
                autoFocus
              >
                {shown.confirmLabel ?? t('actions.confirm')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Themed>
  );
}
