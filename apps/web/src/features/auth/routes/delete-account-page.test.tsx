import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { applicantAuth, logIn, mockApi, userAuth } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-route.tsx';
import { AuthGuard } from '../guards/auth-guard.tsx';
import { GuestGuard } from '../guards/guest-guard.tsx';
import DeleteAccountPage from './delete-account-page.tsx';
import LoginPage from './login-page.tsx';

// As in the app: the page behind the AuthGuard, the login page loaded lazily (so the navigation
// to it takes a while, during which the cleared session must not trigger the guard's own redirect).
const routes = [
  { element: <AuthGuard />, children: [{ path: '/delete-account', element: <DeleteAccountPage /> }] },
  {
    element: <GuestGuard />,
    children: [
      {
        path: '/login',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { Component: LoginPage };
        },
      },
    ],
  },
];

/** A server that, like the real one, refuses the tokens once the account is gone. */
function server() {
  let deleted = false;
  const refused = { status: 401, body: { message: 'Please login to continue.', code: 'unauthenticated' } };
  return mockApi({
    'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
    'GET /api/v1/login/providers': { body: { data: [] } },
    'GET /api/v1/user/auth': () => (deleted ? refused : { body: userAuth() }),
    'GET /api/v1/applicants/auth': () => (deleted ? refused : { body: applicantAuth() }),
    'GET /api/v2/masters/deactivate-reasons': {
      body: {
        data: [
          { id: 1, name: 'I found a job' },
          { id: 2, name: 'Other' },
        ],
      },
    },
    'POST /api/v1/user/delete-account': () => {
      deleted = true;
      return { body: { message: 'Deleted' } };
    },
  });
}

describe('DeleteAccountPage', () => {
  it('requires a reason', async () => {
    logIn();
    const api = server();
    renderRoutes(routes, '/delete-account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/v1/user/delete-account')).toHaveLength(0);
  });

  it('asks for confirmation, deletes, clears the session and says goodbye on /login', async () => {
    logIn();
    const api = server();
    const view = renderRoutes(routes, '/delete-account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Why are you leaving/ }));
    await user.click(await screen.findByRole('option', { name: 'I found a job' }));
    await user.type(screen.getByLabelText(/Comment/), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(api.callsTo('POST', '/api/v1/user/delete-account')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe('');
    expect(api.callsTo('POST', '/api/v1/user/delete-account')[0]?.body).toEqual({
      reason_id: 1,
      comment: 'Thank you!',
    });
    expect(readSession()).toBeNull();
  });
});
