import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import {
  createVerifiedAccount,
  submitLogin,
  waitForHeading,
  waitForPath,
  waitForRegistration,
} from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** Logs a fresh, verified applicant in through /login; resolves on /profile-registration. */
async function loggedIn(page: Page, lang: Lang): Promise<void> {
  const email = uniqueEmail(`guard-${lang}`);
  const password = newPassword();
  await createVerifiedAccount(lang, email, password);
  await page.goto('/login');
  await submitLogin(page, lang, email, password);
  await waitForRegistration(page, lang);
}

/** Moves the stored login's clock: the access token expired `agoMs` ago (what time passing does). */
async function expireAccessToken(page: Page, agoMs: number): Promise<void> {
  await page.evaluate((ago) => {
    const raw = localStorage.getItem('hashi_auth');
    if (!raw) throw new Error('no stored login');
    const session = JSON.parse(raw) as { accessExpiresAt: number };
    session.accessExpiresAt = Date.now() - ago;
    localStorage.setItem('hashi_auth', JSON.stringify(session));
  }, agoMs);
}

describe.each(LANGS)('guards (%s)', (lang) => {
  test('a protected page while logged out → /login with the path kept → after login a new applicant goes to /profile-registration', async ({
    openPage,
  }) => {
    const email = uniqueEmail(`guard-redirect-${lang}`);
    const password = newPassword();
    await createVerifiedAccount(lang, email, password);
    const page = await openPage(lang);

    await page.goto('/change-password?from=mail');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/change-password?from=mail');
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await snap(page, 'login-redirected');

    // Spec §4: only a registered applicant (step 4) returns to the requested page; step 1 → registration.
    await submitLogin(page, lang, email, password);
    await waitForPath(page, '/profile-registration');
    await waitForHeading(page, t(lang, 'registration:page.title'));
  });

  test('a logged-in applicant reaches the account pages, and a guest-only page sends them back', async ({
    openPage,
  }) => {
    const page = await openPage(lang);
    await loggedIn(page, lang);

    await page.goto('/change-password');
    await waitForHeading(page, t(lang, 'auth:change_password.title'));
    await snap(page, 'change-password');

    // Spec §2: the old welcome page lives at /profile-registration now.
    await page.goto('/welcome');
    await waitForPath(page, '/profile-registration');

    // Opened by address there is no earlier page in the app, so "back" is the home page.
    for (const guestOnly of ['/login', '/sign-up']) {
      await page.goto(guestOnly);
      await waitForPath(page, '/');
    }
  });
});

describe('guards (en only)', () => {
  test('/successsignup opened directly (not after a landing-page sign-up) goes to /sign-up', async ({ openPage }) => {
    const page = await openPage('en');
    await page.goto('/successsignup');
    await waitForPath(page, '/sign-up');
    await waitForHeading(page, t('en', 'auth:sign_up.title'));
  });

  test('an expired access token is refreshed before the protected page loads', async ({ openPage }) => {
    const page = await openPage('en');
    await loggedIn(page, 'en');
    // Listening before the clock moves: the wizard still on screen may be the first to ask the API.
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/refresh-token') && r.status() === 200);
    await expireAccessToken(page, 5_000);
    await page.goto('/change-email');
    await refreshed;
    await waitForHeading(page, t('en', 'auth:change_email.title'));
  });

  test('a login past its refresh window is cleared and the page asks for a new login, keeping the path', async ({
    openPage,
  }) => {
    const page = await openPage('en');
    await loggedIn(page, 'en');
    await expireAccessToken(page, 61 * 60_000);
    await page.goto('/change-email');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/change-email');
    await waitForHeading(page, t('en', 'auth:login.title'));
    expect(await page.evaluate(() => localStorage.getItem('hashi_auth'))).toBeNull();
  });
});
