import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import {
  authCard,
  createVerifiedAccount,
  expectLoggedInAs,
  waitForHeading,
  waitForPath,
  waitForRegistration,
} from '../support/flows.ts';
import { setProviderIdentity } from '../support/oidc.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** Presses a provider's button on /login or /sign-up; the test provider answers without a form. */
async function continueWith(page: Page, lang: Lang, provider: 'Google' | 'GitHub', mode: 'login' | 'sign_up') {
  const key = mode === 'login' ? 'auth:social.continue_with' : 'auth:social.sign_up_with';
  await page.getByRole('button', { name: t(lang, key, { provider }), exact: true }).click();
}

describe.each(LANGS)('social login through the test OpenID provider (%s)', (lang) => {
  test('Google on /login → provider → back → a new account lands on /profile-registration', async ({ openPage }) => {
    const email = uniqueEmail(`google-${lang}`);
    await setProviderIdentity({ sub: `google-${randomInt(1e9)}`, email, email_verified: true });
    const page = await openPage(lang);
    await page.goto('/login');
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await continueWith(page, lang, 'Google', 'login');

    await waitForRegistration(page, lang);
    await expectLoggedInAs(page, lang, email);
    await snap(page, 'profile-registration-after-google');
  });
});

describe('social login: accounts (en)', () => {
  test('GitHub on /sign-up creates the account from the verified address of its e-mail list', async ({ openPage }) => {
    const email = uniqueEmail('github');
    await setProviderIdentity({ sub: String(randomInt(1e9)), email, email_verified: true });
    const page = await openPage('en');
    await page.goto('/sign-up');
    await continueWith(page, 'en', 'GitHub', 'sign_up');
    await waitForRegistration(page, 'en');
    await expectLoggedInAs(page, 'en', email);
  });

  test('a Google identity with the verified address of an existing account logs into that account', async ({
    openPage,
  }) => {
    const email = uniqueEmail('google-link');
    await createVerifiedAccount('en', email, newPassword());
    await setProviderIdentity({ sub: `google-${randomInt(1e9)}`, email, email_verified: true });
    const page = await openPage('en');
    await page.goto('/login');
    await continueWith(page, 'en', 'Google', 'login');
    await waitForRegistration(page, 'en');
    await expectLoggedInAs(page, 'en', email);
  });

  test('an unverified address of an existing account is not linked, and the login page says why', async ({
    openPage,
  }) => {
    const email = uniqueEmail('google-unverified');
    await createVerifiedAccount('en', email, newPassword());
    await setProviderIdentity({ sub: `google-${randomInt(1e9)}`, email, email_verified: false });
    const page = await openPage('en');
    await page.goto('/login');
    await continueWith(page, 'en', 'Google', 'login');
    await waitForPath(page, '/login');
    await authCard(page, t('en', 'auth:login.title'))
      .getByText(t('en', 'shared:errors.social_email_unverified'))
      .waitFor();
    await snap(page, 'login-social-failed');
  });
});
