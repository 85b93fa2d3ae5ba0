import { ApiError, unexplainedFailure } from './api-error.ts';
import { sendJson } from './http.ts';

export const WEB_CLIENT_ID = 'hashi-web';

type AppToken = { token: string; expiresAt: number };
let cached: AppToken | null = null;
let pending: Promise<string> | null = null;

/**
 * The client-credentials token guests send as bearer. Kept for HALF its stated lifetime (spec §4),
 * so a token fetched just before a slow request never expires on the server mid-flight.
 * Parallel callers share one request.
 */
export function getAppToken(now = Date.now()): Promise<string> {
  if (cached && now < cached.expiresAt) return Promise.resolve(cached.token);
  pending ??= fetchAppToken().finally(() => {
    pending = null;
  });
  return pending;
}

async function fetchAppToken(): Promise<string> {
  const requestedAt = Date.now();
  const payload = await sendJson<unknown>('/oauth/token', {
    method: 'POST',
    body: { grant_type: 'client_credentials', client_id: WEB_CLIENT_ID },
  });
  const response = asClientToken(payload);
  cached = { token: response.access_token, expiresAt: requestedAt + (response.expires_in * 1000) / 2 };
  return response.access_token;
}

/**
 * The two fields of clientTokenResponseSchema this module reads, checked by hand: every guest page
 * asks for this token first, and zod must not be part of a first screen's download (ADR 0041).
 */
function asClientToken(payload: unknown): { access_token: string; expires_in: number } {
  const { access_token, expires_in } = (payload ?? {}) as Record<string, unknown>;
  if (typeof access_token === 'string' && access_token && Number.isInteger(expires_in)) {
    return { access_token, expires_in: expires_in as number };
  }
  console.error('Unexpected response from /oauth/token', payload);
  throw new ApiError(500, { message: unexplainedFailure(500), code: 'server_error' });
}

/** Tests start from a clean slate. */
export function resetAppToken(): void {
  cached = null;
  pending = null;
}
