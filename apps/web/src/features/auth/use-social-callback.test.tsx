import { REDIRECT_DELAY_MS } from '@hashi/shared/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/api/session-store.ts';
import { getCookie, setCookie } from '../../lib/cookies.ts';
import LoginPage from './routes/login-page.tsx';
import { GitHubCallbackPage } from './routes/social-callback-page.tsx';
import { readPendingSocialLogin, savePendingSocialLogin } from './social-pending.ts';
import { appToken, applicantAuth, mockApi, tokens, userAuth } from './test/mock-api.ts';
import { renderRoutes, Stub } from './test/render-route.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/social-github', element: <GitHubCallbackPage /> },
  { path: '/profile-registration', element: <Stub name="Registration" /> },
];

const pending = (provider: 'google' | 'github') => ({
  provider,
  state: 'state-1',
  redirectUri: `http://localhost:3000${provider === 'github' ? '/social-github' : '/login'}`,
  startedFrom: 'http://localhost:3000/sign-up?utm_source=x',
  redirect: null,
  invitationToken: 'inv-9',
});

function server(login: { status?: number; body?: unknown } = { body: tokens() }) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/login/providers': { body: { data: ['google'] } },
    'POST /api/v1/login/google': login,
    'POST /api/v1/login/github': login,
    'GET /api/v1/user/auth': { body: userAuth() },
    'GET /api/v1/applicants/auth': { body: applicantAuth() },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('social sign-in callback (spec §7)', () => {
  it('does nothing on /login without a code', async () => {
    savePendingSocialLogin(pending('google'));
    const api = server();
    renderRoutes(routes, '/login?state=state-1');
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(api.callsTo('POST', '/api/v1/login/google')).toHaveLength(0);
  });

  it('finishes a Google sign-in on /login: sends code, state and attribution, then forgets the attribution', async () => {
    savePendingSocialLogin(pending('google'));
    setCookie('utmSource', 'newsletter');
    setCookie('referer', 'https://www.google.com/');
    const api = server();
    const view = renderRoutes(routes, '/login?code=code-1&state=state-1');

    expect(await screen.findByText(/You are logged in/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/login/google')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/login/google')[0]?.body).toMatchObject({
      type: 1,
      token: 'code-1',
      state: 'state-1',
      redirect_uri: 'http://localhost:3000/login',
      invitation_token: 'inv-9',
      locale: 'en',
      access_route: 'Google / Organic Search',
      utm_source: 'newsletter',
      last_access_url: 'http://localhost:3000/sign-up?utm_source=x',
    });
    // The spent code leaves the address bar at once.
    expect(view.router.state.location.search).toBe('');
    expect(readSession()).not.toBeNull();
    expect(getCookie('utmSource')).toBeUndefined();
    expect(getCookie('referer')).toBeUndefined();
    expect(readPendingSocialLogin()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeTruthy();
  });

  it('runs the Google failure handler: pending state cleared, the message names Google and the reason', async () => {
    savePendingSocialLogin(pending('google'));
    setCookie('utmSource', 'newsletter');
    const view = renderRoutes(routes, '/login?code=code-2&state=state-1');
    server({ status: 422, body: { message: 'We could not sign you in with this service.', code: 'social_failed' } });

    expect(await screen.findByText(/Sign-in with Google failed\./)).toBeTruthy();
    expect(screen.getByText(/We could not sign you in with this service\./)).toBeTruthy();
    expect(readPendingSocialLogin()).toBeNull();
    expect(readSession()).toBeNull();
    // Attribution is kept for a later successful sign-up.
    expect(getCookie('utmSource')).toBe('newsletter');
    expect(view.report).not.toHaveBeenCalled();
  });

  it('reads only a complete sign-in attempt back from the tab', () => {
    savePendingSocialLogin(pending('google'));
    expect(readPendingSocialLogin()).toEqual(pending('google'));
    sessionStorage.setItem('hashi_social_pending', JSON.stringify({ ...pending('google'), provider: 'myspace' }));
    expect(readPendingSocialLogin()).toBeNull();
    sessionStorage.setItem('hashi_social_pending', JSON.stringify({ ...pending('google'), state: undefined }));
    expect(readPendingSocialLogin()).toBeNull();
    sessionStorage.setItem('hashi_social_pending', '{not json');
    expect(readPendingSocialLogin()).toBeNull();
  });

  it('refuses a callback whose state does not match the one we started', async () => {
    savePendingSocialLogin(pending('github'));
    const api = server();
    renderRoutes(routes, '/social-github?code=code-3&state=forged');
    expect(await screen.findByText(/does not match/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/login/github')).toHaveLength(0);
  });

  it('finishes a GitHub sign-in on /social-github', async () => {
    savePendingSocialLogin(pending('github'));
    const api = server();
    renderRoutes(routes, '/social-github?code=code-4&state=state-1');
    expect(await screen.findByText(/You are logged in/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/login/github')[0]?.body).toMatchObject({
      token: 'code-4',
      redirect_uri: 'http://localhost:3000/social-github',
    });
  });
});
