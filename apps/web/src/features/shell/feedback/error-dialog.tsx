import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginUrl } from '../../auth/guards/guard-decisions.ts';
import { clearSession } from '../../../lib/session/session.ts';
import { ErrorDialogView } from '../islands.ts';
import { dismissErrorDialog, useErrorDialogState } from './error-dialog-store.ts';

/**
 * The global alert of spec §8. It lives inside the router so its 401 action can navigate; the
 * dialog itself (MUI) loads with the first error.
 */
export function ErrorDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const model = useErrorDialogState();
  const [mounted, setMounted] = useState(false);
  if (model && !mounted) setMounted(true);
  if (!mounted) return null;

  const onAction = () => {
    const action = model?.action;
    dismissErrorDialog();
    if (action === 'login') {
      clearSession();
      // Back to where the person was once they have logged in again (as the auth guard does).
      navigate(location.pathname === '/login' ? '/login' : loginUrl(location));
    }
  };
  return <ErrorDialogView model={model} onClose={dismissErrorDialog} onAction={onAction} />;
}
