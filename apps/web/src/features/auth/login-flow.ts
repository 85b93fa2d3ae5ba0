import type { ApplicantAuthResponse, TokenResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import { UserType } from '@hashi/shared/enums';
import { translateShared } from '@hashi/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error.ts';
import { requestLocale } from '../../lib/api/http.ts';
import { saveTokens } from '../../lib/api/session-store.ts';
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
 * The `redirect` query comes from the URL, so anyone can craft it: accept only a path on this
 * site (never `//evil.example` or `/\evil.example`, which browsers treat as another host).
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (GUEST_ONLY_PREFIXES.some((prefix) => raw.startsWith(prefix))) return null;
  return raw;
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
 * Spec §4: session stored → user fetched → applicant fetched → both kept in the query cache (the
 * registration status the shell reads). A failure to fetch the user stops the login: the session
 * is cleared again so no half-logged-in state is left behind.
 */
export async function completeLogin(tokens: TokenResponse, queryClient: QueryClient): Promise<LoggedIn> {
  const session = saveTokens(tokens);
  let user: UserAuthResponse;
  try {
    user = await queryClient.fetchQuery(userAuthQueryOptions(session));
  } catch (error) {
    console.error('Login stopped: the current user could not be fetched', error);
    clearSession();
    throw error;
  }
  if (user.type !== UserType.JobSeeker) {
    clearSession();
    const locale = requestLocale();
    throw new ApiError(403, {
      message: translateShared(locale, `errors.${ErrorCode.WrongUserType}`),
      code: ErrorCode.WrongUserType,
    });
  }
  try {
    const applicant = await queryClient.fetchQuery(applicantAuthQueryOptions(session));
    return { user, applicant };
  } catch (error) {
    console.error('Login stopped: the applicant record could not be fetched', error);
    clearSession();
    throw error;
  }
}
