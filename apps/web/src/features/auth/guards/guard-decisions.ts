import type { ApplicantAuthResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { UserType } from '@hashi/shared/enums';
import { isApiError } from '../../../lib/api/api-error.ts';
import type { StoredSession } from '../../../lib/api/session-store.ts';
import { canRefresh, isAccessTokenExpired } from '../../../lib/api/token-expiry.ts';

export const INITIAL_PASSWORD_PATH = '/initial-password-change';

/** /login, remembering the requested page (path and query) for after the login (spec §4). */
export function loginUrl(requested: { pathname: string; search: string }): string {
  const target = `${requested.pathname}${requested.search}`;
  return target === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: target })}`;
}

/**
 * The server refused the token or the account (401/403): the session is over. Anything else (no
 * answer, 429, 5xx) says nothing about the session, so the user may retry instead of being logged out.
 */
export function isRejection(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * The public page a guest gets instead of an applicant's job page: a shared link to /jobs or
 * /jobs/{id} opens the same search or posting at /search (spec §2 public), query kept. Null for
 * every other page (those need a login).
 */
export function guestJobsPath(pathname: string, search: string): string | null {
  if (pathname === '/jobs' || pathname === '/jobs/') return `/search${search}`;
  const posting = /^\/jobs\/(\d+)\/?$/.exec(pathname);
  return posting ? `/search/${posting[1]}${search}` : null;
}

export type AuthGuardInput = {
  session: StoredSession | null;
  now: number;
  pathname: string;
  /** The query string of the requested page ('' or '?…'). */
  search?: string;
  /**
   * The visitor came without a session (a guest following a link), rather than losing it here
   * (logout, expiry): only such a guest is sent from /jobs to the public /search.
   */
  arrivedAsGuest?: boolean;
  user: { data?: UserAuthResponse; error: unknown };
  applicant: { data?: ApplicantAuthResponse; error: unknown };
};

export type AuthGuardDecision =
  | { kind: 'login' }
  | { kind: 'refresh' }
  | { kind: 'clear-and-login' }
  | { kind: 'wait' }
  | { kind: 'retry'; error: unknown }
  | { kind: 'redirect'; to: string }
  | { kind: 'render' };

/** Spec §4 access guard, step by step. */
export function decideAuthGuard(input: AuthGuardInput): AuthGuardDecision {
  const { session, now, pathname, user, applicant } = input;
  if (!session) {
    const guestPage = input.arrivedAsGuest ? guestJobsPath(pathname, input.search ?? '') : null;
    return guestPage ? { kind: 'redirect', to: guestPage } : { kind: 'login' };
  }
  if (isAccessTokenExpired(session, now)) {
    return canRefresh(session, now) ? { kind: 'refresh' } : { kind: 'clear-and-login' };
  }
  if (user.error) return isRejection(user.error) ? { kind: 'clear-and-login' } : { kind: 'retry', error: user.error };
  if (!user.data) return { kind: 'wait' };
  if (user.data.type !== UserType.JobSeeker) return { kind: 'clear-and-login' };
  if (applicant.error) {
    return isRejection(applicant.error) ? { kind: 'clear-and-login' } : { kind: 'retry', error: applicant.error };
  }
  if (!applicant.data) return { kind: 'wait' };
  if (applicant.data.current_step === REGISTRATION_COMPLETE_STEP && pathname === INITIAL_PASSWORD_PATH) {
    return { kind: 'redirect', to: '/' };
  }
  return { kind: 'render' };
}

type Progress = Pick<ApplicantAuthResponse, 'current_step' | 'needs_initial_password'>;

/** Spec §4 not-registered guard: where to go instead, or null to show the page. */
export function decideNotRegistered(account: Progress): string | null {
  if (account.current_step === REGISTRATION_COMPLETE_STEP) return '/profile-settings';
  if (account.needs_initial_password) return INITIAL_PASSWORD_PATH;
  return null;
}

/** Guest-only pages: where an authenticated visitor goes back to (spec §2 "the previous path"). */
export function previousPath(historyIndex: number | undefined): -1 | '/' {
  return historyIndex !== undefined && historyIndex > 0 ? -1 : '/';
}
