import { translateShared } from '@hashi/shared/i18n';
import { ApiError } from './api-error.ts';
import { parseResponse, requestLocale, sendJson } from './http.ts';
import { clearStoredSession, readSession, saveTokens, type StoredSession } from './session-store.ts';
import { canRefresh, isAccessTokenExpired } from './token-expiry.ts';

let refreshing: Promise<StoredSession> | null = null;

/**
 * The logged-in user's access token, refreshed first when it is (nearly) expired — spec §4.
 * Returns null for guests. Throws a 401 ApiError, after clearing the session, when the session
 * can no longer be renewed.
 */
export async function getUserAccessToken(now = Date.now()): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  if (!isAccessTokenExpired(session, now)) return session.accessToken;
  if (!canRefresh(session, now)) {
    clearStoredSession();
    throw sessionEnded('token_expired');
  }
  // Refresh tokens rotate and a reused one revokes the whole session, so concurrent requests
  // must share one refresh instead of each spending the same token.
  refreshing ??= refresh(session.refreshToken).finally(() => {
    refreshing = null;
  });
  return (await refreshing).accessToken;
}

/** Renews the session now (the guards call this for a token that is expired but still refreshable). */
export function refreshSession(): Promise<StoredSession> {
  const session = readSession();
  if (!session) return Promise.reject(sessionEnded('unauthenticated'));
  refreshing ??= refresh(session.refreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refresh(refreshToken: string): Promise<StoredSession> {
  try {
    // The schema module (and zod) loads alongside the request; see apiFetchLazySchema.
    const [{ tokenResponseSchema }, payload] = await Promise.all([
      import('@hashi/shared/auth.schema'),
      sendJson<unknown>('/api/v1/refresh-token', { method: 'POST', body: { refresh_token: refreshToken } }),
    ]);
    return saveTokens(parseResponse(tokenResponseSchema, payload, '/api/v1/refresh-token'), { continues: true });
  } catch (error) {
    // Only the server's "no" ends the session; a dropped connection keeps it for the next try,
    // so a user on a flaky train line is not logged out.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearStoredSession();
    throw error;
  }
}

function sessionEnded(code: 'token_expired' | 'unauthenticated'): ApiError {
  return new ApiError(401, { message: translateShared(requestLocale(), `errors.${code}`), code });
}
