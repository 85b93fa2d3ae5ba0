import { UserType } from '@hashi/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { applicantAuthQueryOptions } from '../../../lib/session/applicant-auth.ts';
import { PageLoading, PageRetry } from '../components/page-status.tsx';
import { useStoredSession } from '../../../lib/session/session.ts';
import { decideAuthGuard, loginUrl } from './guard-decisions.ts';
import { GUARD_META, NO_SESSION, useGuardActions, useGuardUser } from './use-guard-session.ts';

/**
 * Spec §4 access guard for the applicant's pages: logged in, token fresh (refreshed when needed),
 * token verified and the account a job seeker, applicant record loaded. Then the page: the child
 * route, or `children` where a page wraps itself in the guard (`/`, which guests see too).
 */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const session = useStoredSession();
  const location = useLocation();
  const navigation = useNavigation();
  const user = useGuardUser(session);
  const isApplicant = user.data?.type === UserType.JobSeeker;
  const applicant = useQuery({
    ...applicantAuthQueryOptions(session ?? NO_SESSION),
    enabled: session !== null && isApplicant,
    meta: GUARD_META,
  });
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

  const { refresh, refreshFailed } = useGuardActions(decision.kind);

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
      return children ?? <Outlet />;
    default:
      return <PageLoading />;
  }
}

export default AuthGuard;
