import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { applicantAuth, logIn, mockApi, userAuth } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-route.tsx';
import DeleteAccountPage from './delete-account-page.tsx';
import LoginPage from './login-page.tsx';

const routes = [
  { path: '/delete-account', element: <DeleteAccountPage /> },
  { path: '/login', element: <LoginPage /> },
];

function server() {
  return mockApi({
    'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
    'GET /api/v1/login/providers': { body: { data: [] } },
    'GET /api/v1/user/auth': { body: userAuth() },
    'GET /api/v1/applicants/auth': { body: applicantAuth() },
    'GET /api/v2/masters/deactivate-reasons': {
      body: {
        data: [
          { id: 1, name: 'I found a job' },
          { id: 2, name: 'Other' },
        ],
      },
    },
    'POST /api/v1/user/delete-account': { body: { message: 'Deleted' } },
  });
}

describe('DeleteAccountPage', { timeout: 20_000 }, () => {
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
    renderRoutes(routes, '/delete-account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Why are you leaving/ }));
    await user.click(await screen.findByRole('option', { name: 'I found a job' }));
    await user.type(screen.getByLabelText(/Comment/), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(api.callsTo('POST', '/api/v1/user/delete-account')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/user/delete-account')[0]?.body).toEqual({
      reason_id: 1,
      comment: 'Thank you!',
    });
    expect(readSession()).toBeNull();
  });
});
