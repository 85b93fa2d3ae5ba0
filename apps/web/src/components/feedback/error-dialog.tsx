import { useState } from 'react';
import { dismissErrorDialog, useErrorDialogState } from './error-dialog-store.ts';
import { ErrorDialogView } from './feedback-islands.ts';

type Props = {
  /** The 401 action once the dialog has closed: clear the session and go to login (the app knows how). */
  onLogin: () => void;
};

/**
 * The global alert of spec §8. It lives inside the router so its 401 action can navigate; the
 * dialog itself (MUI) loads with the first error.
 */
export function ErrorDialog({ onLogin }: Props) {
  const model = useErrorDialogState();
  const [mounted, setMounted] = useState(false);
  if (model && !mounted) setMounted(true);
  if (!mounted) return null;

  const onAction = () => {
    const action = model?.action;
    dismissErrorDialog();
    if (action === 'login') onLogin();
  };
  return <ErrorDialogView model={model} onClose={dismissErrorDialog} onAction={onAction} />;
}
