import { parseResponse, sendJson } from './http.ts';

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
  // The schema module (and zod) loads alongside the request; see apiFetchLazySchema.
  const [{ clientTokenResponseSchema }, payload] = await Promise.all([
    import('@hashi/shared/auth.schema'),
    sendJson<unknown>('/oauth/token', {
      method: 'POST',
      body: { grant_type: 'client_credentials', client_id: WEB_CLIENT_ID },
    }),
  ]);
  const response = parseResponse(clientTokenResponseSchema, payload, '/oauth/token');
  cached = { token: response.access_token, expiresAt: requestedAt + (response.expires_in * 1000) / 2 };
  return response.access_token;
}

/** Tests start from a clean slate. */
export function resetAppToken(): void {
  cached = null;
  pending = null;
}
