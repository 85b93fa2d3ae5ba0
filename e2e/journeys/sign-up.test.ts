import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import {
  authCard,
  expectLoggedInAs,
  submitLogin,
  submitSignUp,
  waitForHeading,
  waitForPath,
  waitForRegistration,
} from '../support/flows.ts';
import { inboxMark, linkIn, waitForMail } from '../support/inbox.ts';
import { snap } from '../support/snap.ts';
import { JAPANESE, t } from '../support/texts.ts';

describe.each(LANGS)('sign up by e-mail (%s)', (lang) => {
  test('sign up → verification mail → verify → log in → /profile-registration', async ({ openPage }) => {
    const page = await openPage(lang);
    const email = uniqueEmail(`signup-${lang}`);
    const password = newPassword();

    await page.goto('/sign-up');
    const signUpTitle = t(lang, 'auth:sign_up.title');
    await waitForHeading(page, signUpTitle);
    // Spec §2: the top bar's sign-up link is hidden on this route (and shown on /login below).
    const topBar = page.getByRole('banner');
    await topBar.getByRole('link', { name: t(lang, 'common:nav.login'), exact: true }).waitFor();
    expect(await topBar.getByRole('link', { name: t(lang, 'common:nav.sign_up'), exact: true }).count()).toBe(0);
    await snap(page, 'sign-up');

    const since = await inboxMark();
    await submitSignUp(page, lang, email, password);

    await waitForPath(page, '/successregistration');
    await waitForHeading(page, t(lang, 'auth:check_email.title'));
    await page.getByText(email).waitFor();
    await snap(page, 'success-registration');

    // The verification mail reaches the real SMTP server, in the language the person signed up in.
    const mail = await waitForMail(email, { since });
    if (lang === 'ja') expect(mail.subject).toMatch(JAPANESE);
    else expect(mail.subject).not.toMatch(JAPANESE);
    const link = linkIn(mail, '/email-verification');

    await page.goto(link);
    const verifiedTitle = t(lang, 'auth:verify.success_title');
    await waitForHeading(page, verifiedTitle);
    await snap(page, 'email-verified');

    // The same link again (a second click in the mail): already verified, log in — not "register again".
    await page.goto(link);
    const againTitle = t(lang, 'auth:verify.already_title');
    await waitForHeading(page, againTitle);
    await snap(page, 'email-already-verified');
    await authCard(page, againTitle)
      .getByRole('link', { name: t(lang, 'auth:verify.to_login'), exact: true })
      .click();

    await waitForPath(page, '/login');
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await topBar.getByRole('link', { name: t(lang, 'common:nav.sign_up'), exact: true }).waitFor();
    await snap(page, 'login');
    await submitLogin(page, lang, email, password);

    // Spec §4: a new applicant (current_step 1) lands on the registration page.
    await waitForPath(page, '/profile-registration');
    await waitForRegistration(page, lang);
    await expectLoggedInAs(page, lang, email);
    await snap(page, 'profile-registration');
  });

  test('an invalid verification link says so and offers to register again', async ({ openPage }) => {
    const page = await openPage(lang);
    await page.goto('/email-verification?token=not-a-real-token-0123456789');
    await waitForHeading(page, t(lang, 'auth:verify.failure_title'));
    // Spec §8 fixes the English message; the Japanese one is ours.
    const message =
      lang === 'en' ? 'The URL is invalid or expired.' : t('ja', 'shared:errors.verification_link_invalid');
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await snap(page, 'email-verification-invalid');

    await authCard(page, t(lang, 'auth:verify.failure_title'))
      .getByRole('link', { name: t(lang, 'auth:verify.register_again'), exact: true })
      .click();
    await waitForPath(page, '/sign-up');
    await waitForHeading(page, t(lang, 'auth:sign_up.title'));
  });
});
