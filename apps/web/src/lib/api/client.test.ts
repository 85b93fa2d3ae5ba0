import { REFRESH_GRACE_AFTER_EXPIRY_MS } from '@hashi/shared/constants';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appToken, logIn, mockApi, tokens } from '../../features/auth/test/mock-api.ts';
import { ApiError } from './api-error.ts';
import { apiFetch } from './client.ts';
import { readSession } from './session-store.ts';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

describe('every call (spec §7)', () => {
  it('sends the current language, JSON accept and credentials', async () => {
    const api = mockApi({ 'POST /oauth/token': appToken(), 'GET /api/ping': { body: {} } });
    await apiFetch('/api/ping');
    await i18next.changeLanguage('ja');
    await apiFetch('/api/ping');

    const [first, second] = api.callsTo('GET', '/api/ping');
    expect(first?.headers.get('X-Localization')).toBe('en');
    expect(second?.headers.get('X-Localization')).toBe('ja');
    expect(first?.headers.get('Accept')).toBe('application/json');
    expect(first?.credentials).toBe('include');
    expect(api.callsTo('POST', '/oauth/token')[0]?.headers.get('X-Localization')).toBe('en');
  });

  it('throws an ApiError carrying the status and the error body', async () => {
    const body = { message: 'Required.', code: 'validation_failed', errors: { email: ['Required.'] } };
    mockApi({ 'POST /oauth/token': appToken(), 'POST /api/v1/signup': { status: 422, body } });
    const error = await apiFetch('/api/v1/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body, showDialog: true });
  });

  it('marks a 400 with the show_dialog flag as not for the global dialog', async () => {
    mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/x': { status: 400, body: { message: 'No', code: 'bad_request', show_dialog: true } },
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 400, showDialog: false });
  });

  it("says in the user's language that Hashi is busy when a load balancer answers for it (an HTML 502, 503 or 504)", async () => {
    const balancerPage =
      '<html><body><h1>503 Service Unavailable</h1> No server is available to handle this request.</body></html>';
    mockApi({ 'POST /oauth/token': appToken() });
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input) === '/oauth/token') return new Response(JSON.stringify(appToken().body), { status: 200 });
      const status = Number(String(input).split('/').pop());
      return new Response(balancerPage, {
        status,
        statusText: 'Service Unavailable',
        headers: { 'content-type': 'text/html' },
      });
    });
    for (const status of [502, 503, 504]) {
      await expect(apiFetch(`/api/x/${status}`)).rejects.toMatchObject({
        status,
        message: 'Hashi is busy right now. Please try again in a moment.',
      });
    }
    await i18next.changeLanguage('ja');
    await expect(apiFetch('/api/x/503')).rejects.toMatchObject({
      status: 503,
      message: 'ただいま混み合っています。しばらくしてからもう一度お試しください。',
    });
    // Any other answer that is not the API's own says "server error", never the proxy's English.
    await expect(apiFetch('/api/x/500')).rejects.toMatchObject({
      status: 500,
      message: 'サーバーエラーが発生しました',
    });
  });

  it("gives every error the API did not explain a message in the user's language (uploads, the CV parse)", async () => {
    expect(new ApiError(0).message).toBe('Server Error');
    expect(new ApiError(503).message).toBe('Hashi is busy right now. Please try again in a moment.');
    await i18next.changeLanguage('ja');
    expect(new ApiError(0).message).toBe('サーバーエラーが発生しました');
    expect(new ApiError(504).message).toBe('ただいま混み合っています。しばらくしてからもう一度お試しください。');
    expect(new ApiError(422, { message: 'サーバーの言葉', code: 'validation_failed' }).message).toBe('サーバーの言葉');
  });

  it('reports "no response" as status 0', async () => {
    mockApi({ 'POST /oauth/token': appToken() });
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input) === '/oauth/token') return new Response(JSON.stringify(appToken().body), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('app token for guests (spec §4)', () => {
  it('sends the client-credentials token as bearer and reuses it for half its lifetime', async () => {
    const api = mockApi({ 'POST /oauth/token': appToken('app-1', 3600), 'GET /api/ping': { body: {} } });
    await apiFetch('/api/ping');
    vi.setSystemTime(NOW + 1799_000);
    await apiFetch('/api/ping');
    expect(api.callsTo('POST', '/oauth/token')).toHaveLength(1);
    expect(api.callsTo('POST', '/oauth/token')[0]?.body).toEqual({
      grant_type: 'client_credentials',
      client_id: 'hashi-web',
    });
    expect(api.callsTo('GET', '/api/ping').map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer app-1',
      'Bearer app-1',
    ]);

    vi.setSystemTime(NOW + 1800_000);
    await apiFetch('/api/ping');
    expect(api.callsTo('POST', '/oauth/token')).toHaveLength(2);
  });

  it('reports a token answer without a token as a server error, and asks again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({
      'POST /oauth/token': { body: { token_type: 'Bearer', expires_in: 3600 } },
      'GET /api/ping': { body: {} },
    });
    await expect(apiFetch('/api/ping')).rejects.toMatchObject({ status: 500, body: { code: 'server_error' } });
    await expect(apiFetch('/api/ping')).rejects.toMatchObject({ status: 500 });
    expect(api.callsTo('POST', '/oauth/token')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/ping')).toHaveLength(0);
  });

  it("sends no bearer with auth 'none'", async () => {
    const api = mockApi({ 'GET /api/ping': { body: {} } });
    await apiFetch('/api/ping', { auth: 'none' });
    expect(api.callsTo('GET', '/api/ping')[0]?.headers.get('Authorization')).toBeNull();
    expect(api.callsTo('POST', '/oauth/token')).toHaveLength(0);
  });
});

describe('user access token (spec §4)', () => {
  it("sends the user's token while it is valid, without refreshing", async () => {
    logIn({ now: NOW, expiresIn: 900 });
    const api = mockApi({ 'GET /api/ping': { body: {} } });
    await apiFetch('/api/ping');
    expect(api.callsTo('GET', '/api/ping')[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(api.callsTo('POST', '/api/v1/refresh-token')).toHaveLength(0);
  });

  it('refreshes a token within one minute of expiry before the request, and stores the new tokens', async () => {
    logIn({ now: NOW, expiresIn: 900 });
    vi.setSystemTime(NOW + 841_000);
    const api = mockApi({
      'POST /api/v1/refresh-token': { body: tokens({ access_token: 'access-2', refresh_token: 'refresh-2' }) },
      'GET /api/ping': { body: {} },
    });
    await apiFetch('/api/ping');
    expect(api.callsTo('POST', '/api/v1/refresh-token')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(api.callsTo('GET', '/api/ping')[0]?.headers.get('Authorization')).toBe('Bearer access-2');
    expect(readSession()?.refreshToken).toBe('refresh-2');
  });

  it('shares one refresh between concurrent requests', async () => {
    logIn({ now: NOW, expiresIn: 900 });
    vi.setSystemTime(NOW + 900_000);
    const api = mockApi({
      'POST /api/v1/refresh-token': { body: tokens({ access_token: 'access-2' }) },
      'GET /api/a': { body: {} },
      'GET /api/b': { body: {} },
      'GET /api/c': { body: {} },
    });
    await Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    expect(api.callsTo('POST', '/api/v1/refresh-token')).toHaveLength(1);
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      expect(api.callsTo('GET', path)[0]?.headers.get('Authorization')).toBe('Bearer access-2');
    }
  });

  it('clears the session when the refresh is refused', async () => {
    logIn({ now: NOW, expiresIn: 900 });
    localStorage.setItem('hashi_user_id', '7');
    sessionStorage.setItem('something', 'x');
    vi.setSystemTime(NOW + 900_000);
    mockApi({
      'POST /api/v1/refresh-token': { status: 401, body: { message: 'Please login again.', code: 'token_reused' } },
    });
    await expect(apiFetch('/api/ping')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('something')).toBeNull();
    expect(localStorage.getItem('hashi_user_id')).toBe('7');
  });

  it('does not try a refresh from one hour after expiry; the session ends', async () => {
    logIn({ now: NOW, expiresIn: 900 });
    vi.setSystemTime(NOW + 900_000 + REFRESH_GRACE_AFTER_EXPIRY_MS);
    const api = mockApi({});
    await expect(apiFetch('/api/ping')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('POST', '/api/v1/refresh-token')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/ping')).toHaveLength(0);
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the refresh gets no answer (offline is not a logout)', async () => {
    logIn({ now: NOW, expiresIn: 900 });
    vi.setSystemTime(NOW + 900_000);
    mockApi({});
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/ping')).rejects.toMatchObject({ status: 0 });
    expect(readSession()).not.toBeNull();
  });
});
