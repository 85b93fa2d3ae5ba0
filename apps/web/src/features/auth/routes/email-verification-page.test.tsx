import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-route.tsx';
import EmailVerificationPage from './email-verification-page.tsx';

const routes = [{ path: '/email-verification', element: <EmailVerificationPage /> }];

describe('EmailVerificationPage', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('verifies the token once and offers the login', async () => {
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/signup/verify': { body: { message: 'Verified', already_verified: false } },
    });
    renderRoutes(routes, '/email-verification?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Your email address is verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('POST', '/api/v1/signup/verify')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/signup/verify')[0]?.body).toEqual({ token: 'tok-1' });
  });

  it.each([
    [
      'en',
      'Your email address is already verified',
      'You can log in with it now. There is no need to register again.',
      'Log in',
    ],
    [
      'ja',
      'メールアドレスは確認済みです',
      'このメールアドレスですでにログインできます。もう一度登録する必要はありません。',
      'ログイン',
    ],
  ])('says a link clicked again is already verified and offers the login (%s)', async (lng, title, body, login) => {
    await i18next.changeLanguage(lng);
    mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/signup/verify': { body: { message: 'Already verified', already_verified: true } },
    });
    renderRoutes(routes, '/email-verification?token=used');
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.getByRole('link', { name: login }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: /register|登録/i })).toBeNull();
  });

  it('shows the spec message and "Register Again" for an invalid or expired link, without a dialog', async () => {
    const view = renderRoutes(routes, '/email-verification?token=old');
    mockApi({
      'POST /oauth/token': appToken(),
      'POST /api/v1/signup/verify': {
        status: 422,
        body: { message: 'The URL is invalid or expired.', code: 'verification_link_invalid' },
      },
    });
    expect(await screen.findByText('The URL is invalid or expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe('/sign-up');
    expect(view.report).not.toHaveBeenCalled();
  });

  it('treats a link without a token as invalid, without calling the server', async () => {
    const api = mockApi({});
    renderRoutes(routes, '/email-verification');
    expect(await screen.findByText('The URL is invalid or expired.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
