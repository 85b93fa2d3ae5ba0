import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../components/page-status.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { decideNotRegistered } from './guard-decisions.ts';

/**
 * Spec §4 not-registered guard, nested inside AuthGuard: registration pages are for applicants who
 * have not finished (steps 1–3). Finished → /profile-settings; an account still waiting for its
 * first password → /initial-password-change.
 */
export function NotRegisteredGuard() {
  const { applicant } = useSession();
  if (!applicant) return <PageLoading />;
  const redirect = decideNotRegistered(applicant);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

export default NotRegisteredGuard;
