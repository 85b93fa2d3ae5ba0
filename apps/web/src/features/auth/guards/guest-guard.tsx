import { UserType } from '@hashi/shared/enums';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { readSession } from '../../../lib/api/session-store.ts';
import { canRefresh, isAccessTokenExpired } from '../../../lib/api/token-expiry.ts';
import { refreshSession } from '../../../lib/api/user-token.ts';
import { userAuthQueryOptions } from '../../../lib/session/user-auth.ts';
import { PageLoading } from '../components/page-status.tsx';
import { clearSession } from '../../../lib/session/session.ts';
import { isRejection, previousPath } from './guard-decisions.ts';

/**
 * Whether the visitor is really logged in: the stored token is refreshed when expired and then
 * verified with the server. A session the server refuses is cleared, so the guest page shows.
 */
export async function checkGuest(queryClient: QueryClient, now = Date.now()): Promise<'guest' | 'authenticated'> {
  let session = readSession();
  if (!session) return 'guest';
  try {
    if (isAccessTokenExpired(session, now)) {
      if (!canRefresh(session, now)) {
        clearSession();
        return 'guest';
      }
      session = await refreshSession();
    }
    // Silent: a refused token here just means "show the guest page", not an error to report.
    // Always asked afresh (staleTime 0): a cached answer may predate a logout or deletion elsewhere.
    const user = await queryClient.fetchQuery({
      ...userAuthQueryOptions(session),
      staleTime: 0,
      meta: { silent: true },
    });
    if (user.type === UserType.JobSeeker) return 'authenticated';
    clearSession();
    return 'guest';
  } catch (error) {
    if (isRejection(error)) clearSession();
    // Unverifiable (offline, server trouble): showing the guest page lets the person log in again.
    return 'guest';
  }
}

/**
 * Spec §2/§4 guest-only pages (login, sign-up, …). The check runs when the visitor arrives at a
 * page, not when the session changes: the login page stores the session and waits one second
 * before moving on, and must not be pushed "back" in between.
 */
export function GuestGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A guest (no stored session) sees the page at once; only a stored session needs a server check.
  const [allowed, setAllowed] = useState<string | null>(() => (readSession() ? null : pathname));

  useEffect(() => {
    let cancelled = false;
    if (!readSession()) {
      setAllowed(pathname);
      return;
    }
    setAllowed(null);
    void checkGuest(queryClient).then((result) => {
      if (cancelled) return;
      if (result === 'guest') {
        setAllowed(pathname);
        return;
      }
      const back = previousPath((window.history.state as { idx?: number } | null)?.idx);
      if (back === -1) navigate(-1);
      else navigate('/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate, queryClient]);

  return allowed === pathname ? <Outlet /> : <PageLoading />;
}

export default GuestGuard;
