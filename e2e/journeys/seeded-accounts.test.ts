import { describe, expect } from 'vitest';
import { newPassword } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import { authCard, field, submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';
import { appServer } from '../support/app-server.ts';

/**
 * The guards for accounts the UI cannot make yet: a registered applicant (step 4), an imported
 * account that must set its first password, and a company user (spec §4, §6).
 */
describe.each(LANGS)('seeded accounts (%s)', (lang) => {
  test('a registered applicant returns to the requested page, and leaves the not-registered pages', async ({
    openPage,
  }) => {
    const { registered } = appServer().accounts;
    const page = await openPage(lang);
    await page.goto('/change-email');
    await waitForPath(page, '/login');
    await submitLogin(page, lang, registered[lang].email, registered[lang].password);
    // Spec §4: step 4 goes to the originally requested page.
    await waitForPath(page, '/change-email');
    await waitForHeading(page, t(lang, 'auth:change_email.title'));

    // Registered: the account menu offers account settings, and phones get the bottom navigation.
    await page.getByRole('button', { name: t(lang, 'common:a11y.account_menu') }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: t(lang, 'common:nav.account_settings') }).count())
      .toBe(1);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: t(lang, 'common:a11y.mobile_navigation') }).waitFor();
    await snap(page, 'registered-change-email');

    // The not-registered guard sends a registered applicant to the profile settings.
    await page.goto('/profile-registration');
    await waitForPath(page, '/profile-settings');
    // Step 4 has nothing to do on the first-password page.
    await page.goto('/initial-password-change');
    await waitForPath(page, '/');
  });

  test('an imported account sets its first password, then goes on to registration', async ({ openPage }) => {
    const { imported } = appServer().accounts;
    const page = await openPage(lang);
    await page.goto('/login');
    await submitLogin(page, lang, imported[lang].email, imported[lang].password);
    await waitForPath(page, '/initial-password-change');
    await waitForHeading(page, t(lang, 'auth:initial_password.title'));
    await snap(page, 'initial-password-change');

    const card = authCard(page, t(lang, 'auth:initial_password.title'));
    const password = newPassword();
    await field(card, t(lang, 'auth:initial_password.password_label')).fill(password);
    await field(card, t(lang, 'auth:initial_password.confirmation_label')).fill(`${password}x`);
    await card.getByRole('button', { name: t(lang, 'auth:initial_password.submit') }).click();
    await card.getByText(t(lang, 'shared:validation.password_mismatch')).waitFor();

    await field(card, t(lang, 'auth:initial_password.confirmation_label')).fill(password);
    await card.getByRole('button', { name: t(lang, 'auth:initial_password.submit') }).click();
    await waitForPath(page, '/profile-registration');

    // The new password is the one that works from now on.
    const fresh = await openPage(lang);
    await fresh.goto('/login');
    await submitLogin(fresh, lang, imported[lang].email, password);
    await waitForPath(fresh, '/profile-registration');
  });

  test('a company account is refused by the applicant app and stays logged out', async ({ openPage }) => {
    const { company } = appServer().accounts;
    const page = await openPage(lang);
    await page.goto('/login');
    await submitLogin(page, lang, company.email, company.password);
    await page.getByText(t(lang, 'shared:errors.wrong_user_type')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('hashi_auth'))).toBeNull();
    await snap(page, 'login-company-refused');
  });
});
