import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { applicantAuth, logIn, mockApi, tokens, userAuth } from '../test/mock-api.ts';
import { renderRoutes, Stub } from '../test/render-route.tsx';
import { AuthGuard } from './auth-guard.tsx';
import { GuestGuard } from './guest-guard.tsx';
import { NotRegisteredGuard } from './not-registered-guard.tsx';

const routes = [
  { path: '/', element: <Stub name="Home" /> },
  { path: '/login', element: <Stub name="Login" /> },
  { path: '/search/:id', element: <Stub name="Public job" /> },
  { path: '/profile-settings', element: <Stub name="Profile settings" /> },
  {
    element: <AuthGuard />,
    children: [
      { path: '/change-password', element: <Stub name="Change password" /> },
      { path: '/jobs/:id', element: <Stub name="Job" /> },
      { path: '/initial-password-change', element: <Stub name="Initial password" /> },
      {
        element: <NotRegisteredGuard />,
        children: [{ path: '/profile-registration', element: <Stub name="Registration" /> }],
      },
    ],
  },
  { element: <GuestGuard />, children: [{ path: '/sign-up', element: <Stub name="Sign up" /> }] },
];

const server = (user = userAuth(), applicant = applicantAuth()) =>
  mockApi({
    'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
    'GET /api/v1/user/auth': { body: user },
    'GET /api/v1/applicants/auth': { body: applicant },
  });

const heading = (name: string) => screen.findByRole('heading', { name });
const location = () => screen.getByTestId('location').textContent;

describe('AuthGuard', () => {
  it('sends a guest to /login with the requested page in the query', async () => {
    server();
    renderRoutes(routes, '/change-password?from=menu');
    await heading('Login');
    expect(location()).toBe('/login?redirect=%2Fchange-password%3Ffrom%3Dmenu');
  });

  it("sends a guest who follows a link to an applicant's job page to the public one", async () => {
    server();
    renderRoutes(routes, '/jobs/42?from=share');
    await heading('Public job');
    expect(location()).toBe('/search/42?from=share');
  });

  it('sends an applicant whose session ends on a job page to /login, not to the public page', async () => {
    logIn();
    server(userAuth({ type: 2 }));
    renderRoutes(routes, '/jobs/42');
    await heading('Login');
    expect(location()).toBe('/login?redirect=%2Fjobs%2F42');
  });

  it('verifies the token and loads the applicant before showing the page', async () => {
    logIn();
    const api = server();
    renderRoutes(routes, '/change-password');
    await heading('Change password');
    expect(api.callsTo('GET', '/api/v1/user/auth')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/v1/applicants/auth')).toHaveLength(1);
  });

  it('logs out an account that is not a job seeker and shows login', async () => {
    logIn();
    server(userAuth({ type: 2 }));
    renderRoutes(routes, '/change-password');
    await heading('Login');
    expect(readSession()).toBeNull();
  });

  it('clears the session and shows login when the server refuses the token', async () => {
    logIn();
    mockApi({
      'GET /api/v1/user/auth': { status: 401, body: { message: 'Please login to continue.', code: 'unauthenticated' } },
    });
    renderRoutes(routes, '/change-password');
    await heading('Login');
    expect(readSession()).toBeNull();
  });

  it('refreshes an expired token first, then lets the applicant in', async () => {
    logIn({ now: Date.now() - 890_000, expiresIn: 900 });
    const api = mockApi({
      'POST /api/v1/refresh-token': { body: tokens({ access_token: 'access-2' }) },
      'GET /api/v1/user/auth': { body: userAuth() },
      'GET /api/v1/applicants/auth': { body: applicantAuth() },
    });
    renderRoutes(routes, '/change-password');
    await heading('Change password');
    expect(api.callsTo('POST', '/api/v1/refresh-token')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/v1/user/auth')[0]?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('sends a refused refresh to /login with a cleared session', async () => {
    logIn({ now: Date.now() - 890_000, expiresIn: 900 });
    mockApi({ 'POST /api/v1/refresh-token': { status: 401, body: { message: 'Expired', code: 'token_expired' } } });
    renderRoutes(routes, '/change-password');
    await heading('Login');
    expect(readSession()).toBeNull();
  });

  it('sends a registered applicant from /initial-password-change to /', async () => {
    logIn();
    server(userAuth({ current_step: 4 }), applicantAuth({ current_step: 4, registered_at: '2026-11-01T00:00:00Z' }));
    renderRoutes(routes, '/initial-password-change');
    await heading('Home');
  });
});

describe('NotRegisteredGuard', () => {
  it('lets an applicant in steps 1–3 into the registration page', async () => {
    logIn();
    server(userAuth(), applicantAuth({ current_step: 2 }));
    renderRoutes(routes, '/profile-registration');
    await heading('Registration');
  });

  it('sends a registered applicant to /profile-settings', async () => {
    logIn();
    server(userAuth({ current_step: 4 }), applicantAuth({ current_step: 4 }));
    renderRoutes(routes, '/profile-registration');
    await heading('Profile settings');
  });

  it('sends a first-time login to /initial-password-change', async () => {
    logIn();
    server(userAuth({ needs_initial_password: true }), applicantAuth({ needs_initial_password: true }));
    renderRoutes(routes, '/profile-registration');
    await heading('Initial password');
  });
});

describe('GuestGuard', () => {
  it('shows a guest page to a guest without asking the server', async () => {
    const api = server();
    renderRoutes(routes, '/sign-up');
    await heading('Sign up');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a logged-in applicant with a valid token back (home when there is no history)', async () => {
    logIn();
    server();
    renderRoutes(routes, '/sign-up');
    await heading('Home');
  });

  it('shows the guest page and clears the session when the token is refused', async () => {
    logIn();
    mockApi({
      'GET /api/v1/user/auth': { status: 401, body: { message: 'Please login to continue.', code: 'unauthenticated' } },
    });
    const view = renderRoutes(routes, '/sign-up');
    await heading('Sign up');
    expect(readSession()).toBeNull();
    // The check is silent: the guest simply sees the page, no error dialog.
    await waitFor(() => expect(view.report).not.toHaveBeenCalled());
  });
});
