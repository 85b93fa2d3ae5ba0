import type { UserAuthResponse } from '@hashi/shared/auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetchLazySchema } from '../api/client.ts';
import type { StoredSession } from '../api/session-store.ts';

/** Keyed by the login, so a later login (even of the same user) never sees this one's answer. */
export const userAuthQueryKey = (session: Pick<StoredSession, 'user' | 'startedAt'>) =>
  ['auth', 'user', session.user.id, session.startedAt] as const;

/** Verifies the access token and returns the account (spec §7 GET user/auth). */
export function getUserAuth(signal?: AbortSignal): Promise<UserAuthResponse> {
  // The shell checks the session at start-up: its schema must not pull zod into the first download.
  return apiFetchLazySchema(
    '/api/v1/user/auth',
    async () => (await import('@hashi/shared/auth.schema')).userAuthResponseSchema,
    { signal },
  );
}

export const userAuthQueryOptions = (session: Pick<StoredSession, 'user' | 'startedAt'>) =>
  queryOptions({
    queryKey: userAuthQueryKey(session),
    queryFn: ({ signal }) => getUserAuth(signal),
    staleTime: 5 * 60_000,
    // A 401 here means the session is gone; retrying only delays the way back to /login.
    retry: false,
  });
