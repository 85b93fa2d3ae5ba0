import { describe, expect } from 'vitest';
import { registrationInput } from '../../apps/server/test/profile-inputs.ts';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { apiCall } from '../support/api.ts';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { runningReferralCampaign } from '../support/campaigns.ts';
import { signUpWithLink, submitSignUp, waitForHeading, waitForPath } from '../support/flows.ts';
import { logInToAdminConsole } from '../support/employer.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/**
 * Issue 12, the referral program (spec §2, §8, §9; ADR 0030): an applicant opens the referral page
 * from the account menu and copies the invitation link; a friend signs up with it and registers;
 * the referrer's page counts the friend and shows a fresh link; the used link answers the spec's
 * message; the campaign page shows the running campaign. The monthly reward settlement and its
 * mails are covered by the API tests (apps/server/src/features/referral/referral-rewards.test.ts).
 */
describe.each(LANGS)('referral program and campaigns (%s)', (lang) => {
  test('copy the link, a friend signs up with it, the link is used once; the running campaign', async ({
    openPage,
  }) => {
    const r = (key: string, values?: Record<string, string | number>) => t(lang, `referral:${key}`, values);
    const campaign = await runningReferralCampaign(lang);
    const referrer = await createRegisteredApplicant(lang, `referrer-${lang}`);
    const page = await openPage(lang);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAs(page, lang, referrer, '/');

    // The account menu leads to the referral page. It is opened once MyPage is drawn, as a person
    // would: the page loading under an open menu (its chunk, MUI's baseline styles) can move the
    // items between the moment a click is aimed and the moment it lands.
    await waitForHeading(page, t(lang, 'dashboard:page.title'));
    await page.getByRole('button', { name: t(lang, 'common:a11y.account_menu') }).click();
    await page.getByRole('menuitem', { name: t(lang, 'common:nav.referral') }).click();
    await waitForPath(page, '/referral');
    await waitForHeading(page, r('referral.title'));
    const linkField = page.getByRole('textbox', { name: r('referral.link_label') });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/sign-up\?invitation_token=/);
    await page.getByText(r('referral.invited', { count: 0 })).waitFor();
    await page.getByText(r('referral.rule_cap', { count: 5 })).waitFor();
    await snap(page, 'referral');

    await page.getByRole('button', { name: r('referral.copy'), exact: true }).click();
    await page
      .getByText(r('referral.copied'))
      .or(page.getByText(r('referral.copy_failed')))
      .first()
      .waitFor();
    await page.getByText(r('referral.copied')).waitFor({ timeout: 1000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The friend opens the link and signs up; the account is registered through the API.
    const friendPage = await openPage(lang);
    const friend = { email: uniqueEmail(`friend-${lang}`), password: newPassword() };
    const verification = await signUpWithLink(friendPage, lang, link, friend);
    const token = new URL(verification).searchParams.get('token');
    await apiCall(lang, 'POST', '/api/v1/signup/verify', { token });
    const login = await apiCall<{ access_token: string }>(lang, 'POST', '/api/v1/login', { ...friend, type: 1 });
    await apiCall(lang, 'POST', '/api/v2/applicant/profile', registrationInput(), login.access_token);
    await apiCall(lang, 'PUT', '/api/v1/applicants/complete-step', undefined, login.access_token);

    // The referrer's page counts the friend and offers a new link.
    await page.reload();
    await page.getByText(r('referral.invited', { count: 1 })).waitFor();
    expect(await linkField.inputValue()).not.toBe(link);

    // The used link answers the spec's message (§8).
    await friendPage.goto(link);
    await waitForHeading(friendPage, t(lang, 'auth:sign_up.title'));
    await submitSignUp(friendPage, lang, uniqueEmail(`late-${lang}`), newPassword());
    const used = t(lang, 'shared:errors.invitation_used');
    await friendPage.getByText(used).waitFor();
    if (lang === 'en')
      expect(used).toBe('This URL has been already used. Please request your inviter to send another URL');

    // The campaign page (CampaignPage) and /interview-campaign show the running campaign.
    await page.goto('/campaign');
    await waitForHeading(page, r('campaign.title'));
    const name = lang === 'ja' ? campaign.name_ja : campaign.name_en;
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await snap(page, 'campaign');
    await page.goto('/interview-campaign');
    await page.getByRole('heading', { name, exact: true }).waitFor();

    // The admin keeps the campaigns, the gift-code pool and the reward ledger in the console.
    const admin = await openPage(lang);
    await logInToAdminConsole(admin, lang);
    const a = (key: string) => t(lang, `admin:${key}`);
    await admin.goto('/admin/campaigns');
    await waitForHeading(admin, a('campaigns.title'));
    await admin.getByRole('heading', { name, exact: true }).waitFor();
    await snap(admin, 'admin-campaigns');
    await admin.goto('/admin/gift-codes');
    await waitForHeading(admin, a('gift_codes.title'));
    await admin
      .getByRole('heading', { name: a('gift_codes.upload_title') })
      .first()
      .waitFor();
    await snap(admin, 'admin-gift-codes');
    await admin.goto('/admin/rewards');
    await waitForHeading(admin, a('rewards.title'));
    await snap(admin, 'admin-rewards');
  });
});
