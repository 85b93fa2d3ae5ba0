import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Themed } from '../ui/themed.tsx';
import type { ErrorDialogModel } from './describe-error.ts';

/** Spec §9: the alert dialog is at most 500 px wide. */
export const ALERT_DIALOG_MAX_WIDTH = 500;

type Translate = ReturnType<typeof useTranslation>['t'];

function text(t: Translate, value: ErrorDialogModel['title'] | ErrorDialogModel['message']): string {
  return 'text' in value ? value.text : t(value.key, 'params' in value ? value.params : undefined);
}

type Props = { model: ErrorDialogModel | null; onClose: () => void; onAction: () => void };

/** The alert dialog of spec §8 (loaded on the first error; error-dialog.tsx decides what it shows). */
export default function ErrorDialogView({ model, onClose, onAction }: Props) {
  const { t } = useTranslation();
  // Keep the last content while the dialog fades out after `model` became null.
  const last = useRef(model);
  if (model) last.current = model;
  const shown = last.current;
  return (
    <Themed>
      <Dialog
        open={model !== null}
        // A 401 must end on its action (clear the session, go to login), not on a click outside.
        onClose={model?.action === 'login' ? undefined : onClose}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: ALERT_DIALOG_MAX_WIDTH } } }}
        aria-labelledby="error-dialog-title"
        aria-describedby="error-dialog-message"
        role="alertdialog"
      >
        {shown && (
          <>
            <DialogTitle id="error-dialog-title">{text(t, shown.title)}</DialogTitle>
            <DialogContent>
              <DialogContentText id="error-dialog-message">{text(t, shown.message)}</DialogContentText>
              {shown.detailKey && <DialogContentText sx={{ mt: 1 }}>{t(shown.detailKey)}</DialogContentText>}
              {shown.fieldMessages.length > 0 && (
                <DialogContentText component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
                  {shown.fieldMessages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </DialogContentText>
              )}
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={onAction} autoFocus>
                {shown.action === 'login' ? t('actions.login') : t('actions.close')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Themed>
  );
}
