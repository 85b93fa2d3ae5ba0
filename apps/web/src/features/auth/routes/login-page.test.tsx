import { LANGUAGE_CHANGE_DELAY_MS, REDIRECT_DELAY_MS } from '@hashi/shared/constants';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { appToken, applicantAuth, mockApi, tokens, userAuth } from '../test/mock-api.ts';
import { renderRoutes, Stub } from '../test/render-route.tsx';
import LoginPage from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <Stub name="Home" /> },
  { path: '/jobs/:id', element: <Stub name="Job" /> },
  { path: '/profile-registration', element: <Stub name="Registration" /> },
  { path: '/initial-password-change', element: <Stub name="Initial password" /> },
];

function server(overrides: Record<string, unknown> = {}, applicant = applicantAuth()) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/login/providers': { body: { data: [] } },
    'POST /api/v1/login': { body: tokens() },
    'GET /api/v1/user/auth': { body: userAuth() },
    'GET /api/v1/applicants/auth': { body: applicant },
    ...overrides,
  });
}

async function submit(email = 'aiko@example.com', password = 'secret123', remember = false) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByLabelText(/Email address or user name/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  if (remember) await user.click(screen.getByLabelText('Keep me logged in'));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

describe('LoginPage (spec §4 login flow)', () => {
  it('logs in, waits one second, lands on /profile-registration, then takes the applicant language', async () => {
    const api = server({}, applicantAuth({ locale: 'ja' }));
    const view = renderRoutes(routes, '/login');
    // Timestamps on the fake clock, so the order and the delays are checked without racing real time.
    const navigations: { path: string; at: number }[] = [];
    view.router.subscribe((state) => navigations.push({ path: state.location.pathname, at: Date.now() }));
    const languageChanges: { lng: string; at: number }[] = [];
    const changeLanguage = i18next.changeLanguage.bind(i18next);
    vi.spyOn(i18next, 'changeLanguage').mockImplementation((lng, callback) => {
      languageChanges.push({ lng: String(lng), at: Date.now() });
      return changeLanguage(lng, callback);
    });
    const submittedAt = Date.now();
    await submit();

    expect(await screen.findByText(/You are logged in/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/login')[0]?.body).toEqual({
      email: 'aiko@example.com',
      password: 'secret123',
      remember_me: false,
      type: 1,
    });
    expect(readSession()?.accessToken).toBe('access-1');

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS + LANGUAGE_CHANGE_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeTruthy();
    await vi.waitFor(() => expect(i18next.language).toBe('ja'));

    const landed = navigations.find((n) => n.path === '/profile-registration');
    expect(landed && landed.at - submittedAt).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS);
    const switched = languageChanges.find((c) => c.lng === 'ja');
    expect(switched && landed && switched.at - landed.at).toBeGreaterThanOrEqual(LANGUAGE_CHANGE_DELAY_MS);
  });

  it('takes a registered applicant to the page the guard remembered', async () => {
    const api = server({}, applicantAuth({ current_step: 4, registered_at: '2026-11-01T00:00:00Z' }));
    renderRoutes(routes, '/login?redirect=%2Fjobs%2F12');
    await submit('aiko', 'secret123', true);
    expect(api.callsTo('POST', '/api/v1/login')[0]?.body).toMatchObject({ email: 'aiko', remember_me: true });
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Job' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/jobs/12');
  });

  it('sends an account waiting for its first password to /initial-password-change', async () => {
    server({}, applicantAuth({ needs_initial_password: true }));
    renderRoutes(routes, '/login');
    await submit();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Initial password' })).toBeTruthy();
  });

  it('shows a 422 on the form, keeps what was typed, and leaves the dialog closed', async () => {
    const view = renderRoutes(routes, '/login');
    server({
      'POST /api/v1/login': {
        status: 422,
        body: { message: 'Invalid', code: 'invalid_credentials', errors: { password: ['The password is incorrect.'] } },
      },
    });
    await submit();
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect((screen.getByLabelText(/Email address or user name/) as HTMLInputElement).value).toBe('aiko@example.com');
    expect(view.report).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it('explains a wrong account type on the page and keeps no session', async () => {
    const view = renderRoutes(routes, '/login');
    server({
      'POST /api/v1/login': {
        status: 403,
        body: { message: 'This account cannot sign in here.', code: 'wrong_user_type' },
      },
    });
    await submit();
    expect(await screen.findByText('This account cannot sign in here.')).toBeTruthy();
    expect(view.report).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it('leaves other failures to the global dialog', async () => {
    const view = renderRoutes(routes, '/login');
    server({
      'POST /api/v1/login': { status: 429, body: { message: 'Too many requests.', code: 'too_many_requests' } },
    });
    await submit();
    await vi.waitFor(() => expect(view.report).toHaveBeenCalledTimes(1));
    expect(view.report.mock.calls[0]?.[0]).toMatchObject({ status: 429 });
  });

  it('validates in the browser first, with the shared messages', async () => {
    const api = server();
    renderRoutes(routes, '/login');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/v1/login')).toHaveLength(0);
  });

  it('shows the goodbye message after an account deletion', async () => {
    server();
    renderRoutes(routes, '/login', { notice: 'account-deleted' });
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
  });
});
