import { SIGNUP_ERROR_CLEAR_MS } from '@hashi/shared/constants';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@hashi/shared/constants';
import { getCookie, setCookie } from '../../../lib/cookies.ts';
import { persistLanguage } from '../../../i18n/language.ts';
import { appToken, mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-route.tsx';
import { LandingPageJa } from './landing-page.tsx';
import SignUpPage from './sign-up-page.tsx';
import SuccessRegistrationPage from './success-registration-page.tsx';
import SuccessSignupPage from './success-signup-page.tsx';

const routes = [
  { path: '/sign-up', element: <SignUpPage /> },
  { path: '/lp-jp', element: <LandingPageJa /> },
  { path: '/successregistration', element: <SuccessRegistrationPage /> },
  { path: '/successsignup', element: <SuccessSignupPage /> },
];

function server(signup: { status?: number; body?: unknown } = { status: 201, body: { message: 'Sent' } }) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/login/providers': { body: { data: [] } },
    'POST /api/v1/signup': signup,
  });
}

async function fillAndSubmit(
  labels = { email: 'Email address', password: /^Password/, terms: /I agree/, submit: 'Create account' },
) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(await screen.findByLabelText(labels.email, { exact: false }), 'new@example.com');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), 'tokyo2077x');
  await user.click(screen.getByLabelText(labels.terms));
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

describe('sign-up', () => {
  it('sends the form with language, source and attribution, then says to check the e-mail', async () => {
    setCookie('referer', 'https://www.linkedin.com/');
    setCookie('firstAccessUrl', 'http://localhost:3000/jobs');
    const api = server();
    renderRoutes(routes, '/sign-up?invitation_token=inv-1');
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/new@example.com/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/signup')[0]?.body).toMatchObject({
      email: 'new@example.com',
      password: 'tokyo2077x',
      terms_agreed: true,
      locale: 'en',
      source: 'sign-up',
      invitation_token: 'inv-1',
      access_route: 'LinkedIn / Organic Social',
      referer: 'https://www.linkedin.com/',
      first_access_url: 'http://localhost:3000/jobs',
      last_access_url: expect.any(String),
    });
  });

  it('shows the first server message under the e-mail field and clears it after 3 seconds', async () => {
    const view = renderRoutes(routes, '/sign-up');
    server({
      status: 422,
      body: {
        message: 'Invalid',
        code: 'validation_failed',
        errors: { invitation_token: ['This URL has been already used.'], email: ['Other'] },
      },
    });
    await fillAndSubmit();

    const message = await screen.findByText('This URL has been already used.');
    const email = screen.getByLabelText('Email address', { exact: false });
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByText('Other')).toBeNull();
    expect(view.report).not.toHaveBeenCalled();

    // Wide margins: the fake clock also follows real time, which a busy machine stretches.
    await act(() => vi.advanceTimersByTimeAsync(SIGNUP_ERROR_CLEAR_MS - 1000));
    expect(screen.queryByText('This URL has been already used.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('This URL has been already used.')).toBeNull();
    // Nothing typed is lost.
    expect((email as HTMLInputElement).value).toBe('new@example.com');
  });

  it('says a failed registration may be tried again later or taken to support, keeping what was typed', async () => {
    const view = renderRoutes(routes, '/sign-up');
    server({ status: 503, body: { message: 'Service Unavailable' } });
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Registration failed. Please try again later or contact support.');
    const support = screen.getByRole('link', { name: 'contact support' });
    expect(support.getAttribute('href')).toBe('/contact-us');
    // Shown beside the form, not in the app's error dialog as well.
    expect(view.report).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Email address', { exact: false }) as HTMLInputElement).value).toBe(
      'new@example.com',
    );
  });

  it('asks for the terms agreement before sending anything', async () => {
    const api = server();
    renderRoutes(routes, '/sign-up');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Email address', { exact: false }), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'tokyo2077x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please agree to the terms of use and the privacy policy.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/signup')).toHaveLength(0);
  });
});

describe('landing page and /successsignup', () => {
  it('signs up from /lp-jp in Japanese and reaches /successsignup', async () => {
    const api = server();
    renderRoutes(routes, '/lp-jp');
    await fillAndSubmit({ email: 'メールアドレス', password: /^パスワード/, terms: /同意します/, submit: '登録する' });
    expect(await screen.findByRole('heading', { name: 'メールをご確認ください' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/signup')[0]?.body).toMatchObject({ source: 'lp-jp', locale: 'ja' });
    expect(api.callsTo('POST', '/api/v1/signup')[0]?.headers.get('X-Localization')).toBe('ja');
  });

  it('shows /lp-jp in Japanese without changing the English the visitor chose', async () => {
    persistLanguage('en');
    const api = server();
    renderRoutes(routes, '/lp-jp');
    expect(await screen.findByRole('heading', { level: 1, name: '日本でのITキャリアを、ここから' })).toBeTruthy();
    await fillAndSubmit({ email: 'メールアドレス', password: /^パスワード/, terms: /同意します/, submit: '登録する' });
    // The sign-up and its confirmation stay in the page's language…
    expect(await screen.findByRole('heading', { name: 'メールをご確認ください' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/signup')[0]?.body).toMatchObject({ locale: 'ja' });
    // …while the app, and the language stored for it, stay English.
    expect(i18next.language).toBe('en');
    expect(getCookie(LANGUAGE_COOKIE)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_COOKIE)).toBe('en');
  });

  it('sends a direct visit of /successsignup to /sign-up', async () => {
    server();
    renderRoutes(routes, '/successsignup');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });
});
