import type { TokenResponse } from '@hashi/shared/auth.schema';
import type { ApplicantAuthResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { vi } from 'vitest';
import { resetAppToken } from '../../../lib/api/app-token.ts';
import { saveTokens } from '../../../lib/api/session-store.ts';

export type RecordedCall = {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
};
type Reply = Response | { status?: number; body?: unknown };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * A fake server for fetch: routes are 'METHOD /path' (query ignored); every call is recorded so
 * tests can assert what the app sent. An unknown route answers 404 and is recorded too.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init.body;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    const reply =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { message: 'Not found', code: 'not_found' } });
    if (reply instanceof Response) return reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  resetAppToken();
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path.split('?')[0] === path),
  };
}

export const appToken = (token = 'app-token', expiresIn = 3600) => ({
  body: { token_type: 'Bearer', access_token: token, expires_in: expiresIn },
});

export function tokens(
  overrides: Partial<TokenResponse> = {},
  user: Partial<TokenResponse['user']> = {},
): TokenResponse {
  return {
    token_type: 'Bearer',
    access_token: 'access-1',
    expires_in: 900,
    refresh_token: 'refresh-1',
    refresh_expires_in: 30 * 86_400,
    ...overrides,
    user: { id: 7, type: 1, current_step: 1, ...user },
  };
}

export function userAuth(overrides: Partial<UserAuthResponse> = {}): UserAuthResponse {
  return {
    id: 7,
    type: 1,
    email: 'aiko@example.com',
    login_id: null,
    current_step: 1,
    registered_at: null,
    locale: 'en',
    needs_initial_password: false,
    ...overrides,
  };
}

export function applicantAuth(overrides: Partial<ApplicantAuthResponse> = {}): ApplicantAuthResponse {
  return {
    id: 70,
    locale: 'en',
    registered_at: null,
    current_step: 1,
    profile_photo: { url: null },
    profile_video: { url: null },
    basic_personal_information: { full_name: null },
    overall_completion_rate: 0,
    needs_initial_password: false,
    ...overrides,
  };
}

/** Stores a logged-in session as a login would; `expiresIn` seconds from now. */
export function logIn(options: { expiresIn?: number; now?: number } = {}) {
  return saveTokens(tokens({ expires_in: options.expiresIn ?? 900 }), { now: options.now ?? Date.now() });
}
