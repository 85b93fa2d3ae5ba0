import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import { createVerifiedAccount, submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';
import { appUrl } from '../support/app-server.ts';

describe.each(LANGS)('delete account (%s)', (lang) => {
  test('a reason is required; after deletion the person is logged out and the address can sign up again', async ({
    openPage,
  }) => {
    const email = uniqueEmail(`delete-${lang}`);
    const password = newPassword();
    await createVerifiedAccount(lang, email, password);
    const page = await openPage(lang);
    await page.goto('/login');
    await submitLogin(page, lang, email, password);
    await waitForPath(page, '/profile-registration');

    await page.goto('/delete-account');
    await waitForHeading(page, t(lang, 'auth:delete_account.title'));
    await snap(page, 'delete-account');
    await page.getByRole('button', { name: t(lang, 'auth:delete_account.submit') }).click();
    await page.getByText(t(lang, 'shared:validation.reason_required')).first().waitFor();

    await page.getByRole('combobox', { name: t(lang, 'auth:delete_account.reason_label') }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('button', { name: t(lang, 'auth:delete_account.submit') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'auth:delete_account.confirm_title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t(lang, 'auth:delete_account.confirm_delete') }).click();

    await waitForPath(page, '/login');
    await page.getByText(t(lang, 'auth:delete_account.goodbye_title')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hashi_auth'))).toBeNull();
    await snap(page, 'login-after-deletion');

    // The old password no longer opens anything.
    const login = await fetch(`${appUrl()}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password, type: 1 }),
    });
    expect(login.status).toBe(422);
    // The address is free again.
    await createVerifiedAccount(lang, email, newPassword());
  });
});
