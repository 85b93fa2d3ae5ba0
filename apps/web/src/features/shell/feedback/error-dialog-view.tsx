import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession } from '../../auth/session.ts';
import type { ErrorDialogModel } from './describe-error.ts';
import { dismissErrorDialog, useErrorDialogState } from './error-dialog-store.ts';

/** Spec §9: the alert dialog is at most 500 px wide. */
export const ALERT_DIALOG_MAX_WIDTH = 500;

type Translate = ReturnType<typeof useTranslation>['t'];

function text(t: Translate, value: ErrorDialogModel['title'] | ErrorDialogModel['message']): string {
  return 'text' in value ? value.text : t(value.key, 'params' in value ? value.params : undefined);
}

/** The global alert of spec §8; rendered inside the router so its 401 action can navigate. */
export function ErrorDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const model = useErrorDialogState();

  const onAction = () => {
    dismissErrorDialog();
    if (model?.action === 'login') {
      clearSession();
      navigate('/login');
    }
  };

  return (
    <Dialog
      open={model !== null}
      // A 401 must end on its action (clear the session, go to login), not on a click outside.
      onClose={model?.action === 'login' ? undefined : dismissErrorDialog}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: ALERT_DIALOG_MAX_WIDTH } } }}
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-message"
      role="alertdialog"
    >
      {model && (
        <>
          <DialogTitle id="error-dialog-title">{text(t, model.title)}</DialogTitle>
          <DialogContent>
            <DialogContentText id="error-dialog-message">{text(t, model.message)}</DialogContentText>
            {model.detailKey && <DialogContentText sx={{ mt: 1 }}>{t(model.detailKey)}</DialogContentText>}
            {model.fieldMessages.length > 0 && (
              <DialogContentText component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
                {model.fieldMessages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onAction} autoFocus>
              {model.action === 'login' ? t('actions.login') : t('actions.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
