import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { appToken, applicantAuth, logIn, mockApi, tokens, userAuth } from '../test/mock-api.ts';
import { renderRoutes, Stub } from '../test/render-route.tsx';
import ChangePasswordPage from './change-password-page.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import InitialPasswordChangePage from './initial-password-change-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const routes = [
  { path: '/change-password', element: <ChangePasswordPage /> },
  { path: '/initial-password-change', element: <InitialPasswordChangePage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <Stub name="Login" /> },
  { path: '/profile-registration', element: <Stub name="Registration" /> },
];

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('change password (spec §5)', () => {
  it('checks the rules in the browser with the exact spec messages', async () => {
    logIn();
    const api = mockApi({ 'GET /api/v1/user/auth': { body: userAuth() } });
    renderRoutes(routes, '/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/, { selector: 'input' }), 'abc12345');
    await user.type(input(/^New password$|^New password \*/), 'abcdefgh');
    await user.type(input(/again/), 'abcdefgX');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Must contain alphabet and numeric characters.')).toBeTruthy();
    expect(screen.getByText("Passwords doesn't match.")).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/user/change-password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field, and stores the new tokens on success', async () => {
    logIn();
    mockApi({
      'GET /api/v1/user/auth': { body: userAuth() },
      'PUT /api/v1/user/change-password': {
        status: 422,
        body: {
          message: 'Invalid',
          code: 'validation_failed',
          errors: { current_password: ['Current password is incorrect.'] },
        },
      },
    });
    renderRoutes(routes, '/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/, { selector: 'input' }), 'wrong123');
    await user.type(input(/^New password \*/), 'newpass12');
    await user.type(input(/again/), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();

    mockApi({
      'GET /api/v1/user/auth': { body: userAuth() },
      'PUT /api/v1/user/change-password': { body: tokens({ access_token: 'access-new' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(readSession()?.accessToken).toBe('access-new');
  });
});

describe('initial password', () => {
  it('sets the first password and continues to the registration', async () => {
    logIn();
    const api = mockApi({
      'GET /api/v1/user/auth': { body: userAuth({ needs_initial_password: true }) },
      'GET /api/v1/applicants/auth': { body: applicantAuth({ needs_initial_password: true }) },
      'PUT /api/v1/user/initial-password': { body: tokens({ access_token: 'access-new' }) },
    });
    renderRoutes(routes, '/initial-password-change');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password \*/, { selector: 'input' }), 'mypass123');
    await user.type(input(/again/), 'mypass123');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/user/initial-password')[0]?.body).toEqual({
      password: 'mypass123',
      password_confirmation: 'mypass123',
    });
  });
});

describe('forgot and reset password', () => {
  it('sends the reset link request and shows the same answer whatever the address', async () => {
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/forgot-password': { body: { message: 'If the address is registered, we sent a link.' } },
    });
    renderRoutes(routes, '/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/, { selector: 'input' }), 'Someone@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('If the address is registered, we sent a link.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/forgot-password')[0]?.body).toEqual({ email: 'someone@example.com' });
  });

  it('resets the password with the token from the link and goes to login', async () => {
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/reset-password': { body: { message: 'OK' } },
    });
    renderRoutes(routes, '/reset-password?token=reset-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password \*/, { selector: 'input' }), 'fresh1234');
    await user.type(input(/again/), 'fresh1234');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/reset-password')[0]?.body).toEqual({
      token: 'reset-1',
      password: 'fresh1234',
      password_confirmation: 'fresh1234',
    });
  });

  it('explains an expired reset link and offers a new one', async () => {
    mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/reset-password': {
        status: 422,
        body: { message: 'This password reset link is invalid or expired.', code: 'reset_link_invalid' },
      },
    });
    renderRoutes(routes, '/reset-password?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password \*/, { selector: 'input' }), 'fresh1234');
    await user.type(input(/again/), 'fresh1234');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This password reset link is invalid or expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
