import type { ApplicantAuthResponse, TokenResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import { UserType } from '@hashi/shared/enums';
import { translateShared } from '@hashi/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error.ts';
import { requestLocale } from '../../lib/api/http.ts';
import { type StoredSession, saveTokens } from '../../lib/api/session-store.ts';
import { applicantAuthQueryOptions } from '../../lib/session/applicant-auth.ts';
import { userAuthQueryOptions } from '../../lib/session/user-auth.ts';
import { clearSession } from '../../lib/session/session.ts';

/** Pages a logged-in user must not be sent back to: they are guest-only and would bounce. */
const GUEST_ONLY_PREFIXES = [
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/lp-',
  '/success',
  '/email-verification',
];

/**
 * A `redirect` query comes from the URL, so anyone can craft it: only a path on this site passes
 * (never `//evil.example` or `/\evil.example`, which browsers treat as another host). Every login
 * (the applicant app's and the consoles') checks its redirect with this first.
 */
export function sitePath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}

/** Where the applicant app's login may send someone back to: a path on this site, not a guest-only page. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  const path = sitePath(raw);
  if (!path || GUEST_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  return path;
}

type Progress = Pick<ApplicantAuthResponse, 'current_step' | 'needs_initial_password'>;

/** Where a fresh login lands (spec §4 login flow). */
export function decideLoginRedirect(account: Progress, requested: string | null | undefined): string {
  if (account.current_step === REGISTRATION_COMPLETE_STEP) return safeRedirectPath(requested) ?? '/';
  if (account.needs_initial_password) return '/initial-password-change';
  return '/profile-registration';
}

export type LoggedIn = { user: UserAuthResponse; applicant: ApplicantAuthResponse };

/**
 * The first steps of every login (spec §4; the consoles, ADR 0020): the tokens are stored, the
 * account is fetched with them and must be of `userType`. Anything else ends the new session again,
 * so no half-logged-in state is left behind; another user type is a 403 wrong_user_type, said with
 * `wrongTypeMessage` (each app has its own words for it).
 */
export async function startSession(
  tokens: TokenResponse,
  queryClient: QueryClient,
  userType: number,
  wrongTypeMessage: () => string,
): Promise<{ session: StoredSession; user: UserAuthResponse }> {
  const session = saveTokens(tokens);
  let user: UserAuthResponse;
  try {
    user = await queryClient.fetchQuery(userAuthQueryOptions(session));
  } catch (error) {
    console.error('Login stopped: the current user could not be fetched', error);
    clearSession();
    throw error;
  }
  if (user.type !== userType) {
    clearSession();
    throw new ApiError(403, { message: wrongTypeMessage(), code: ErrorCode.WrongUserType });
  }
  return { session, user };
}

/**
 * Spec §4: session stored → user fetched → applicant fetched → both kept in the query cache (the
 * registration status the shell reads). A failure to fetch the user stops the login: the session
 * is cleared again so no half-logged-in state is left behind.
 */
export async function completeLogin(tokens: TokenResponse, queryClient: QueryClient): Promise<LoggedIn> {
  const { session, user } = await startSession(tokens, queryClient, UserType.JobSeeker, () =>
    translateShared(requestLocale(), `errors.${ErrorCode.WrongUserType}`),
  );
  try {
    const applicant = await queryClient.fetchQuery(applicantAuthQueryOptions(session));
    return { user, applicant };
  } catch (error) {
    console.error('Login stopped: the applicant record could not be fetched', error);
    clearSession();
    throw error;
  }
}
