import type { ApplicantAuthResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { UserType } from '@hashi/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../api/client.ts';
import {
  clearStoredSession,
  readPaintedSession,
  readSession,
  type StoredSession,
  subscribeSession,
} from '../api/session-store.ts';
import { applicantAuthQueryOptions } from './applicant-auth.ts';
import { userAuthQueryOptions } from './user-auth.ts';

export type SessionState = {
  status: 'loading' | 'guest' | 'authenticated';
  user?: UserAuthResponse;
  applicant?: ApplicantAuthResponse;
  /** Spec §6: "registered" means registered_at is set; it drives the bottom navigation. */
  isRegistered: boolean;
};

/** The stored tokens, re-rendering on login, refresh and logout (also from other tabs). */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, readSession, readPaintedSession);
}

// Hooks cannot be called conditionally: a guest gets disabled queries under a key no login uses.
const NO_SESSION = { user: { id: 0, type: 0, current_step: 0 }, startedAt: 0 };
// Who is logged in is asked in the background (shell, guards share these queries): a session the
// server ended is the guards' to handle (→ /login), never a dialog over the page they lead to.
const IDENTITY_META = { silent: true };

export function useSession(): SessionState {
  const stored = useStoredSession();
  const user = useQuery({
    ...userAuthQueryOptions(stored ?? NO_SESSION),
    enabled: stored !== null,
    meta: IDENTITY_META,
  });
  const isApplicant = user.data?.type === UserType.JobSeeker;
  const applicant = useQuery({
    ...applicantAuthQueryOptions(stored ?? NO_SESSION),
    enabled: stored !== null && isApplicant,
    meta: IDENTITY_META,
  });

  if (!stored || user.isError || (user.data && !isApplicant)) return { status: 'guest', isRegistered: false };
  if (!user.data) return { status: 'loading', isRegistered: false };
  return {
    status: 'authenticated',
    user: user.data,
    applicant: applicant.data,
    isRegistered: Boolean(applicant.data?.registered_at ?? user.data.registered_at),
  };
}

/** Sign-out on this device: storage emptied except the user id, applicant-id cookie removed (spec §4). */
export function clearSession(): void {
  clearStoredSession();
}

/**
 * Ends the session on the server too, so the refresh token cannot be used again. The local session
 * is cleared even when the server cannot be reached: the user asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    if (readSession()) await apiFetch('/api/v1/logout', { method: 'POST' });
  } catch (error) {
    console.error('Logout request failed; clearing the local session anyway', error);
  } finally {
    clearSession();
  }
}

/** Logout then /login (spec §4), for menus and buttons. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate('/login', { replace: true });
  }, [navigate]);
}
