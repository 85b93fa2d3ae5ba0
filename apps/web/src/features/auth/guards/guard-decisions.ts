import type { ApplicantAuthResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { UserType } from '@hashi/shared/enums';
import { isApiError } from '../../../lib/api/api-error.ts';
import type { StoredSession } from '../../../lib/api/session-store.ts';
import { canRefresh, isAccessTokenExpired } from '../../../lib/api/token-expiry.ts';

export const INITIAL_PASSWORD_PATH = '/initial-password-change';

type Requested = { pathname: string; search: string };

/**
 * A login page remembering the requested page (path and query) for after the login; a request for
 * one of the app's `homes` needs no reminder, as the login lands there anyway.
 */
export function loginUrlFor(loginPath: string, requested: Requested, homes: readonly string[]): string {
  const target = `${requested.pathname}${requested.search}`;
  return homes.includes(target) ? loginPath : `${loginPath}?${new URLSearchParams({ redirect: target })}`;
}

/** /login, remembering the requested page (path and query) for after the login (spec §4). */
export function loginUrl(requested: Requested): string {
  return loginUrlFor('/login', requested, ['/']);
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

/** The token step of every guard (spec §4): an expired token is refreshed while it may be. */
export type TokenStep = { kind: 'refresh' } | { kind: 'clear-and-login' };

/** Null: the session's token is fresh, the guard goes on to the account. */
export function decideTokenStep(session: StoredSession, now: number): TokenStep | null {
  if (isAccessTokenExpired(session, now)) {
    return canRefresh(session, now) ? { kind: 'refresh' } : { kind: 'clear-and-login' };
  }
  return null;
}

export type AccountStep = { kind: 'clear-and-login' } | { kind: 'wait' } | { kind: 'retry'; error: unknown };

/**
 * The account step of every guard: the server's answer about the token decides. A refusal ends the
 * session, no answer offers a retry, and an account of another user type is logged out (the
 * applicant app logs company users out; each console admits only its own). Null: the account is
 * `userType`, the guard goes on with its own steps.
 */
export function decideAccountStep(
  user: { data?: UserAuthResponse; error: unknown },
  userType: number,
): AccountStep | null {
  if (user.error) return isRejection(user.error) ? { kind: 'clear-and-login' } : { kind: 'retry', error: user.error };
  if (!user.data) return { kind: 'wait' };
  if (user.data.type !== userType) return { kind: 'clear-and-login' };
  return null;
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
  const step = decideTokenStep(session, now) ?? decideAccountStep(user, UserType.JobSeeker);
  if (step) return step;
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
