import { UserType } from '@hashi/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { refreshSession } from '../../../lib/api/user-token.ts';
import { applicantAuthQueryOptions } from '../../../lib/session/applicant-auth.ts';
import { userAuthQueryOptions } from '../../../lib/session/user-auth.ts';
import { PageLoading, PageRetry } from '../components/page-status.tsx';
import { clearSession, useStoredSession } from '../../../lib/session/session.ts';
import { decideAuthGuard, isRejection, loginUrl } from './guard-decisions.ts';

const NO_SESSION = { user: { id: 0, type: 0, current_step: 0 }, startedAt: 0 };
// The guard reports nothing itself: a 401/403 ends in /login, anything else in a retry panel.
const GUARD_META = { silent: true };

/**
 * Spec §4 access guard for the applicant's pages: logged in, token fresh (refreshed when needed),
 * token verified and the account a job seeker, applicant record loaded. Then the page.
 */
export function AuthGuard() {
  const session = useStoredSession();
  const location = useLocation();
  const navigation = useNavigation();
  const key = session ?? NO_SESSION;
  const user = useQuery({ ...userAuthQueryOptions(key), enabled: session !== null, meta: GUARD_META });
  const isApplicant = user.data?.type === UserType.JobSeeker;
  const applicant = useQuery({
    ...applicantAuthQueryOptions(key),
    enabled: session !== null && isApplicant,
    meta: GUARD_META,
  });
  const [refreshFailed, setRefreshFailed] = useState(false);
  // A guest following a link to /jobs is sent to /search; a session ending here goes to the login.
  const arrivedAsGuest = useRef(session === null).current;

  const decision = decideAuthGuard({
    session,
    now: Date.now(),
    pathname: location.pathname,
    search: location.search,
    arrivedAsGuest,
    user: { data: user.data, error: user.error },
    applicant: { data: applicant.data, error: applicant.error },
  });

  // Success stores new tokens, which re-renders this guard with a fresh session. A refused refresh
  // ends the session (→ /login); no answer leaves it, with a retry button.
  const refresh = useCallback(() => {
    setRefreshFailed(false);
    refreshSession().catch((error: unknown) => {
      if (isRejection(error)) clearSession();
      else setRefreshFailed(true);
    });
  }, []);

  useEffect(() => {
    if (decision.kind === 'clear-and-login') clearSession();
    if (decision.kind === 'refresh') refresh();
  }, [decision.kind, refresh]);

  switch (decision.kind) {
    case 'login':
      // A navigation already under way (a page leaving as it ends the session) is not replaced
      // by ours: it carries its own destination and message.
      return navigation.state === 'idle' ? <Navigate to={loginUrl(location)} replace /> : <PageLoading />;
    case 'redirect':
      return navigation.state === 'idle' ? <Navigate to={decision.to} replace /> : <PageLoading />;
    case 'refresh':
      return refreshFailed ? <PageRetry onRetry={refresh} /> : <PageLoading />;
    case 'retry':
      return <PageRetry onRetry={() => void (user.error ? user.refetch() : applicant.refetch())} />;
    case 'render':
      return <Outlet />;
    default:
      return <PageLoading />;
  }
}

export default AuthGuard;
