import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { StoredSession } from '../../../lib/api/session-store.ts';
import { refreshSession } from '../../../lib/api/user-token.ts';
import { userAuthQueryOptions } from '../../../lib/session/user-auth.ts';
import { clearSession } from '../../../lib/session/session.ts';
import { isRejection } from './guard-decisions.ts';

/** Hooks cannot be called conditionally: without a session a guard's queries wait, disabled, under a key no login uses. */
export const NO_SESSION: Pick<StoredSession, 'user' | 'startedAt'> = {
  user: { id: 0, type: 0, current_step: 0 },
  startedAt: 0,
};
/** A guard reports nothing itself: a 401/403 ends in its login page, anything else in a retry panel. */
export const GUARD_META = { silent: true };

/** The account behind the stored session, as the server reports it (spec §4 token verify); not asked without one. */
export function useGuardUser(session: StoredSession | null) {
  return useQuery({ ...userAuthQueryOptions(session ?? NO_SESSION), enabled: session !== null, meta: GUARD_META });
}

/**
 * What every guard (the applicant app's and the consoles') does about its decision: 'clear-and-login'
 * ends the session, 'refresh' refreshes the token. A refresh that succeeds stores new tokens, which
 * re-renders the guard with a fresh session; a refused one ends the session (→ the login page); no
 * answer leaves it, and `refreshFailed` asks for a retry button that calls `refresh` again.
 */
export function useGuardActions(decision: string): { refresh: () => void; refreshFailed: boolean } {
  const [refreshFailed, setRefreshFailed] = useState(false);
  const refresh = useCallback(() => {
    setRefreshFailed(false);
    refreshSession().catch((error: unknown) => {
      if (isRejection(error)) clearSession();
      else setRefreshFailed(true);
    });
  }, []);

  useEffect(() => {
    if (decision === 'clear-and-login') clearSession();
    if (decision === 'refresh') refresh();
  }, [decision, refresh]);

  return { refresh, refreshFailed };
}
