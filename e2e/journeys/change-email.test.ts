import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import {
  authCard,
  createVerifiedAccount,
  field,
  logOutFromMenu,
  expectLoggedInAs,
  submitLogin,
  waitForHeading,
  waitForPath,
  waitForRegistration,
} from '../support/flows.ts';
import { codeIn, inboxMark, waitForMail } from '../support/inbox.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

describe.each(LANGS)('change e-mail with a six-digit code (%s)', (lang) => {
  test('log in → /change-email → code from the mail → log in with the new address', async ({ openPage }) => {
    const oldEmail = uniqueEmail(`old-${lang}`);
    const newEmail = uniqueEmail(`new-${lang}`);
    const password = newPassword();
    await createVerifiedAccount(lang, oldEmail, password);

    const page = await openPage(lang);
    await page.goto('/login');
    await submitLogin(page, lang, oldEmail, password);
    await waitForPath(page, '/profile-registration');

    await page.goto('/change-email');
    const title = t(lang, 'auth:change_email.title');
    await waitForHeading(page, title);
    const card = authCard(page, title);
    await card.getByText(t(lang, 'auth:change_email.current', { email: oldEmail })).waitFor();
    await snap(page, 'change-email');

    // Spec §5: the new address must differ from the current one.
    await field(card, t(lang, 'auth:change_email.new_email_label')).fill(oldEmail);
    await field(card, t(lang, 'auth:change_email.password_label')).fill(password);
    await card.getByRole('button', { name: t(lang, 'auth:change_email.send_code'), exact: true }).click();
    const same =
      lang === 'en' ? 'New email cannot be your existing email address' : t('ja', 'shared:validation.email_same');
    await card.getByText(same).waitFor();
    await snap(page, 'change-email-same-address');

    const since = await inboxMark();
    await field(card, t(lang, 'auth:change_email.new_email_label')).fill(newEmail);
    await card.getByRole('button', { name: t(lang, 'auth:change_email.send_code'), exact: true }).click();
    await card.getByText(t(lang, 'auth:change_email.code_sent', { email: newEmail })).waitFor();
    await snap(page, 'change-email-code');

    const code = codeIn(await waitForMail(newEmail, { since }));
    await field(card, t(lang, 'auth:change_email.code_label')).fill(code);
    await card.getByRole('button', { name: t(lang, 'auth:change_email.confirm'), exact: true }).click();
    await card
      .getByRole('status')
      .filter({ hasText: t(lang, 'auth:change_email.success', { email: newEmail }) })
      .waitFor();
    await snap(page, 'change-email-done');
    // The old address is told about the change.
    const notice = await waitForMail(oldEmail, { since });
    expect(notice.subject).not.toBe('');

    // Log out from the registration page, then log in with the new address.
    await page.getByRole('link', { name: t(lang, 'auth:settings.back_to_registration'), exact: true }).click();
    await waitForPath(page, '/profile-registration');
    await logOutFromMenu(page, lang);
    await waitForPath(page, '/login');
    await submitLogin(page, lang, oldEmail, password);
    await authCard(page, t(lang, 'auth:login.title')).getByRole('alert').first().waitFor();
    await submitLogin(page, lang, newEmail, password);
    await waitForRegistration(page, lang);
    await expectLoggedInAs(page, lang, newEmail);
  });
});
