import type { LoginCredentials, TokenResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { StoredSession } from '../../../lib/api/session-store.ts';
import { postLogin } from '../../auth/api/login.ts';
import {
  type AccountStep,
  decideAccountStep,
  decideTokenStep,
  type TokenStep,
} from '../../auth/guards/guard-decisions.ts';
import { startSession } from '../../auth/login-flow.ts';
import { CONSOLES, type ConsoleKind } from './console-kind.ts';

/** Password login with the console's client type (the app token speaks for the guest). */
export function postConsoleLogin(kind: ConsoleKind, values: LoginCredentials): Promise<TokenResponse> {
  return postLogin(values, CONSOLES[kind].clientType);
}

/**
 * The login flow of every app (startSession: the one session store, ADR 0020) admitting only the
 * console's user type, with the console's words for another account.
 */
export async function completeConsoleLogin(
  kind: ConsoleKind,
  tokens: TokenResponse,
  queryClient: QueryClient,
): Promise<UserAuthResponse> {
  const { user } = await startSession(tokens, queryClient, CONSOLES[kind].userType, () =>
    i18next.t('employer:console.wrong_account', { lng: i18next.language }),
  );
  return user;
}

export type ConsoleGuardInput = {
  kind: ConsoleKind;
  session: StoredSession | null;
  now: number;
  user: { data?: UserAuthResponse; error: unknown };
};

export type ConsoleGuardDecision = { kind: 'login' } | TokenStep | AccountStep | { kind: 'render' };

/**
 * The console guard: a session, a fresh token (refreshed when it can be), a verified account of the
 * console's user type. A job seeker, a company user in the admin console (or the reverse) is logged
 * out and sent to this console's login, as the applicant app logs company users out.
 */
export function decideConsoleGuard({ kind, session, now, user }: ConsoleGuardInput): ConsoleGuardDecision {
  if (!session) return { kind: 'login' };
  const { userType } = CONSOLES[kind];
  const token = decideTokenStep(session, now);
  if (token) return token;
  // Another user type's session ends before the server is asked anything.
  if (session.user.type !== userType) return { kind: 'clear-and-login' };
  return decideAccountStep(user, userType) ?? { kind: 'render' };
}
