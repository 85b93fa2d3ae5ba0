import { describe } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import { authCard, createVerifiedAccount, field, submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { inboxMark, linkIn, waitForMail } from '../support/inbox.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

describe.each(LANGS)('forgot and reset password (%s)', (lang) => {
  test('forgot password → e-mail link → new password → log in with it', async ({ openPage }) => {
    const email = uniqueEmail(`reset-${lang}`);
    const oldPassword = newPassword();
    const password = newPassword();
    await createVerifiedAccount(lang, email, oldPassword);

    const page = await openPage(lang);
    await page.goto('/login');
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await page.getByRole('link', { name: t(lang, 'auth:login.forgot_password'), exact: true }).click();

    await waitForPath(page, '/forgot-password');
    const title = t(lang, 'auth:forgot_password.title');
    await waitForHeading(page, title);
    await snap(page, 'forgot-password');
    const since = await inboxMark();
    await field(authCard(page, title), t(lang, 'auth:forgot_password.email_label')).fill(email);
    await page.getByRole('button', { name: t(lang, 'auth:forgot_password.submit'), exact: true }).click();
    await waitForHeading(page, t(lang, 'auth:forgot_password.sent_title'));
    await page.getByText(t(lang, 'auth:forgot_password.sent_body', { email })).waitFor();
    await snap(page, 'forgot-password-sent');

    const mail = await waitForMail(email, { since });
    await page.goto(linkIn(mail, '/reset-password'));
    const resetTitle = t(lang, 'auth:reset_password.title');
    await waitForHeading(page, resetTitle);
    await snap(page, 'reset-password');
    const card = authCard(page, resetTitle);
    await field(card, t(lang, 'auth:reset_password.password_label')).fill(password);
    await field(card, t(lang, 'auth:reset_password.confirmation_label')).fill(password);
    await card.getByRole('button', { name: t(lang, 'auth:reset_password.submit'), exact: true }).click();

    await waitForPath(page, '/login');
    await page.getByText(t(lang, 'auth:reset_password.success_body')).waitFor();
    await snap(page, 'login-after-reset');

    // The old password no longer works; the new one does.
    await submitLogin(page, lang, email, oldPassword);
    await authCard(page, t(lang, 'auth:login.title')).getByRole('alert').first().waitFor();
    await submitLogin(page, lang, email, password);
    await waitForPath(page, '/profile-registration');
    await waitForHeading(page, t(lang, 'registration:page.title'));
  });
});

// The language changes only the message: one language is enough for this rule.
describe('password reset link (ja)', () => {
  const lang = 'ja' as const;
  test('a reset link that was already used is refused', async ({ openPage }) => {
    const email = uniqueEmail(`reset-twice-${lang}`);
    await createVerifiedAccount(lang, email, newPassword());
    const page = await openPage(lang);
    const since = await inboxMark();
    await page.goto('/forgot-password');
    const title = t(lang, 'auth:forgot_password.title');
    await field(authCard(page, title), t(lang, 'auth:forgot_password.email_label')).fill(email);
    await page.getByRole('button', { name: t(lang, 'auth:forgot_password.submit'), exact: true }).click();
    const link = linkIn(await waitForMail(email, { since }), '/reset-password');

    const resetTitle = t(lang, 'auth:reset_password.title');
    for (const attempt of [1, 2]) {
      await page.goto(link);
      await waitForHeading(page, resetTitle);
      const card = authCard(page, resetTitle);
      const password = newPassword();
      await field(card, t(lang, 'auth:reset_password.password_label')).fill(password);
      await field(card, t(lang, 'auth:reset_password.confirmation_label')).fill(password);
      await card.getByRole('button', { name: t(lang, 'auth:reset_password.submit'), exact: true }).click();
      if (attempt === 1) await waitForPath(page, '/login');
    }
    await authCard(page, resetTitle)
      .getByRole('alert')
      .filter({ hasText: t(lang, 'shared:errors.reset_link_invalid') })
      .waitFor();
    await snap(page, 'reset-password-link-used');
  });
});
