import type { UserAuthResponse } from '@hashi/shared/auth.schema';
import { type LoginCredentials, type TokenResponse, tokenResponseSchema } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import type { StoredSession } from '../../../lib/api/session-store.ts';
import { saveTokens } from '../../../lib/api/session-store.ts';
import { canRefresh, isAccessTokenExpired } from '../../../lib/api/token-expiry.ts';
import { userAuthQueryOptions } from '../../auth/api/user-auth.ts';
import { isRejection } from '../../auth/guards/guard-decisions.ts';
import { clearSession } from '../../auth/session.ts';
import { CONSOLES, type ConsoleKind } from './console-kind.ts';

/** Password login with the console's client type (the app token speaks for the guest). */
export function postConsoleLogin(kind: ConsoleKind, values: LoginCredentials): Promise<TokenResponse> {
  return apiFetch('/api/v1/login', {
    method: 'POST',
    auth: 'client',
    body: { ...values, type: CONSOLES[kind].clientType },
    schema: tokenResponseSchema,
  });
}

/**
 * Stores the tokens (the one session store of the web app, ADR 0020), then checks the account is
 * the console's user type. Anything else ends the new session again, so no half-login is left.
 */
export async function completeConsoleLogin(
  kind: ConsoleKind,
  tokens: TokenResponse,
  queryClient: QueryClient,
): Promise<UserAuthResponse> {
  const session = saveTokens(tokens);
  let user: UserAuthResponse;
  try {
    user = await queryClient.fetchQuery(userAuthQueryOptions(session));
  } catch (error) {
    clearSession();
    throw error;
  }
  if (user.type !== CONSOLES[kind].userType) {
    clearSession();
    throw new ApiError(403, {
      message: i18next.t('employer:console.wrong_account', { lng: i18next.language }),
      code: ErrorCode.WrongUserType,
    });
  }
  return user;
}

export type ConsoleGuardInput = {
  kind: ConsoleKind;
  session: StoredSession | null;
  now: number;
  user: { data?: UserAuthResponse; error: unknown };
};

export type ConsoleGuardDecision =
  | { kind: 'login' }
  | { kind: 'refresh' }
  | { kind: 'clear-and-login' }
  | { kind: 'wait' }
  | { kind: 'retry' }
  | { kind: 'render' };

/**
 * The console guard: a session, a fresh token (refreshed when it can be), a verified account of the
 * console's user type. A job seeker, a company user in the admin console (or the reverse) is logged
 * out and sent to this console's login, as the applicant app logs company users out.
 */
export function decideConsoleGuard({ kind, session, now, user }: ConsoleGuardInput): ConsoleGuardDecision {
  if (!session) return { kind: 'login' };
  if (isAccessTokenExpired(session, now)) {
    return canRefresh(session, now) ? { kind: 'refresh' } : { kind: 'clear-and-login' };
  }
  if (session.user.type !== CONSOLES[kind].userType) return { kind: 'clear-and-login' };
  if (user.error) return isRejection(user.error) ? { kind: 'clear-and-login' } : { kind: 'retry' };
  if (!user.data) return { kind: 'wait' };
  if (user.data.type !== CONSOLES[kind].userType) return { kind: 'clear-and-login' };
  return { kind: 'render' };
}
