import { useLocation, useNavigate } from 'react-router';
import { loginUrl } from '../features/auth/guards/guard-decisions.ts';
import { clearSession } from '../lib/session/session.ts';

/**
 * The alert dialog's 401 action (spec §8): clear the stored session and go to /login, then back to
 * where the person was once they have logged in again (as the auth guard does).
 */
export function useLoginAgain(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    clearSession();
    navigate(location.pathname === '/login' ? '/login' : loginUrl(location));
  };
}
