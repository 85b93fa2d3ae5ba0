import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-route.tsx';
import EmailVerificationPage from './email-verification-page.tsx';

const routes = [{ path: '/email-verification', element: <EmailVerificationPage /> }];

describe('EmailVerificationPage', () => {
  it('verifies the token once and offers the login', async () => {
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/signup/verify': { body: { message: 'Verified' } },
    });
    renderRoutes(routes, '/email-verification?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Your email address is verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('POST', '/api/v1/signup/verify')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/signup/verify')[0]?.body).toEqual({ token: 'tok-1' });
  });

  it('shows the spec message and "Register again" for an invalid or expired link, without a dialog', async () => {
    const view = renderRoutes(routes, '/email-verification?token=old');
    mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/signup/verify': {
        status: 422,
        body: { message: 'The URL is invalid or expired.', code: 'verification_link_invalid' },
      },
    });
    expect(await screen.findByText('The URL is invalid or expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe('/sign-up');
    expect(view.report).not.toHaveBeenCalled();
  });

  it('treats a link without a token as invalid, without calling the server', async () => {
    const api = mockApi({});
    renderRoutes(routes, '/email-verification');
    expect(await screen.findByText('The URL is invalid or expired.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
