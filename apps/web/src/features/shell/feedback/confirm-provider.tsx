import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmContext, type ConfirmOptions } from './use-confirm.ts';

/** Spec §9: the confirmation dialog is at most 512 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 512;

/** Hosts the one confirmation dialog; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request cancels the first rather than leaving its promise hanging.
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={options !== null}
        onClose={() => answer(false)}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
        aria-labelledby="confirm-dialog-title"
        aria-describedby={options?.message ? 'confirm-dialog-message' : undefined}
      >
        {options && (
          <>
            <DialogTitle id="confirm-dialog-title">{options.title}</DialogTitle>
            {options.message && (
              <DialogContent>
                <DialogContentText id="confirm-dialog-message">{options.message}</DialogContentText>
              </DialogContent>
            )}
            <DialogActions>
              <Button onClick={() => answer(false)}>{options.cancelLabel ?? t('actions.cancel')}</Button>
              <Button
                variant="contained"
                color={options.destructive ? 'error' : 'primary'}
                onClick={() => answer(true)}
                autoFocus
              >
                {options.confirmLabel ?? t('actions.confirm')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
