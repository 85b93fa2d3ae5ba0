import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { test } from '../support/browser.ts';
import { authCard, createVerifiedAccount, field, submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { settle } from '../support/snap.ts';
import { t } from '../support/texts.ts';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, 'en', email, password);
  await waitForPath(page, '/profile-registration');
}

describe('change password (en)', () => {
  test('spec §5 messages, then the change ends the other sessions but not this one', async ({ openPage }) => {
    const email = uniqueEmail('change-password');
    const password = newPassword();
    const next = newPassword();
    await createVerifiedAccount('en', email, password);
    const phone = await openPage('en');
    await logIn(phone, email, password);
    const desk = await openPage('en');
    await logIn(desk, email, password);

    await desk.goto('/change-password');
    const title = t('en', 'auth:change_password.title');
    await waitForHeading(desk, title);
    const card = authCard(desk, title);
    const submit = card.getByRole('button', { name: t('en', 'auth:change_password.submit'), exact: true });
    const fill = async (current: string, pw: string, again: string) => {
      await field(card, t('en', 'auth:change_password.current_label')).fill(current);
      await field(card, t('en', 'auth:change_password.new_label')).fill(pw);
      await field(card, t('en', 'auth:change_password.confirmation_label')).fill(again);
      await submit.click();
    };

    // The spec's exact English messages (§5, §8).
    await fill(password, next, `${next}x`);
    await card.getByText("Passwords doesn't match.").waitFor();
    await fill(password, password, password);
    await card.getByText('New password must not be the same with the current password.').waitFor();
    await fill(`${password}x`, next, next);
    await card.getByText('Current password is incorrect.').waitFor();

    await fill(password, next, next);
    await card
      .getByRole('status')
      .filter({ hasText: t('en', 'auth:change_password.success') })
      .waitFor();

    // This browser stays logged in…
    await desk.goto('/change-email');
    await waitForHeading(desk, t('en', 'auth:change_email.title'));
    // …the other one is sent to log in again, and only the new password works.
    await phone.goto('/change-email');
    await waitForPath(phone, '/login');
    expect(new URL(phone.url()).searchParams.get('redirect')).toBe('/change-email');
    // The guard sends the person to log in quietly; nothing should stand between them and the form.
    await phone.getByText(t('en', 'auth:login.subtitle')).waitFor();
    await settle(phone);
    const dialog = phone.getByRole('alertdialog');
    if (await dialog.isVisible()) {
      expect
        .soft(await dialog.textContent(), 'a 401 dialog covers the login page the guard sent the person to')
        .toBeNull();
      // What a person does: press the dialog's button. It should keep the page they asked for.
      await dialog.getByRole('button').click();
      await dialog.waitFor({ state: 'hidden' });
      expect.soft(phone.url(), 'the dialog’s “Log in” keeps ?redirect').toContain('redirect=%2Fchange-email');
    }
    await waitForHeading(phone, t('en', 'auth:login.title'));
    await submitLogin(phone, 'en', email, next);
    await waitForPath(phone, '/profile-registration');
  });
});
