import { randomBytes } from 'node:crypto';
import { describe, expect } from 'vitest';
import { registrationInput } from '../../apps/server/test/profile-inputs.ts';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { apiCall, randomClientAddress } from '../support/api.ts';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { type Lang, test } from '../support/browser.ts';
import { runningReferralCampaign } from '../support/campaigns.ts';
import { DEMO_EMPLOYER, apiLogin, DEMO_ADMIN, publishPostingWithQuestion } from '../support/employer.ts';
import { signUpWithLink, waitForHeading } from '../support/flows.ts';
import { inboxMark, waitForMail } from '../support/inbox.ts';
import { applyWithAnswers } from '../support/postings.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t, textPattern } from '../support/texts.ts';
import { appUrl } from '../support/app-server.ts';

/**
 * Issue 12, the referral reward end to end (spec §9; ADR 0030): an applicant invites a friend from
 * the referral page; the friend signs up with the link, registers (step 4) and applies; the company
 * moves the application to the first interview; at the end of the month (a moved clock: the test
 * control runs the monthly settlement as of the first minute of the next month in Japan) both receive
 * a gift code by e-mail in their language, and the referrer's page lists the reward as sent.
 * English on a desktop, Japanese on a phone.
 */
const cases: Array<{ lang: Lang; width: number }> = [
  { lang: 'en', width: 1280 },
  { lang: 'ja', width: 390 },
];

/** The first minute of the next month in Japan (UTC+9 all year): the month of `now` has ended there. */
function nextJapanMonth(now: Date): Date {
  const local = new Date(now.getTime() + 9 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - 9 * 3_600_000 + 60_000);
}

/** The test control (TEST_CONTROLS, set by the e2e setup): the month-end settlement as of `at`. */
async function settleAsOf(at: Date): Promise<{ written: number; sent: number }> {
  const res = await fetch(`${appUrl()}/test-controls/referral/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (!res.ok) throw new Error(`the settlement control answered ${res.status} ${await res.text()}`);
  return (await res.json()) as { written: number; sent: number };
}

describe.each(cases)('the referral reward ($lang at $width px)', ({ lang, width }) => {
  test('a friend invited by link reaches a first interview; at the month’s end both get a gift code by e-mail', async ({
    openPage,
  }) => {
    const r = (key: string, values?: Record<string, string | number>) => t(lang, `referral:${key}`, values);
    const amount = lang === 'ja' ? '5,000円' : '¥5,000';
    const prefix = `E2E-${lang.toUpperCase()}-${randomBytes(3).toString('hex')}`;

    // A referral campaign runs (the demo's, or one the admin makes), and the admin puts gift codes
    // of ¥5,000 in the pool.
    await runningReferralCampaign(lang);
    const admin = await apiLogin(lang, DEMO_ADMIN, 3);
    await apiCall(
      lang,
      'POST',
      '/api/v1/admin/gift-codes',
      { amount_yen: 5000, codes: [`${prefix}-1`, `${prefix}-2`, `${prefix}-3`] },
      admin.access_token,
    );

    // The referrer reads their invitation link on the referral page.
    const referrer = await createRegisteredApplicant(lang, `reward-referrer-${lang}`);
    const page = await openPage(lang);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await logInAs(page, lang, referrer, '/');
    await page.goto('/referral');
    await waitForHeading(page, r('referral.title'));
    const linkField = page.getByRole('textbox', { name: r('referral.link_label') });
    await expect.poll(() => linkField.inputValue()).toMatch(/\/sign-up\?invitation_token=/);
    const link = await linkField.inputValue();
    await page.getByText(r('referral.rewards_empty')).waitFor();

    // The friend signs up with the link and verifies the address.
    const friend = { email: uniqueEmail(`reward-friend-${lang}`), password: newPassword() };
    const friendPage = await openPage(lang);
    await friendPage.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await friendPage.goto(await signUpWithLink(friendPage, lang, link, friend));
    await waitForHeading(friendPage, t(lang, 'auth:verify.success_title'));

    // The friend registers to step 4 (the wizard's own journeys walk its screens) and applies to a posting.
    const login = await apiCall<{ access_token: string }>(lang, 'POST', '/api/v1/login', { ...friend, type: 1 });
    await apiCall(lang, 'POST', '/api/v2/applicant/profile', registrationInput(), login.access_token);
    await apiCall(lang, 'PUT', '/api/v1/applicants/complete-step', undefined, login.access_token);
    const posting = await publishPostingWithQuestion(lang, `reward-${lang}`);
    await logInAs(friendPage, lang, friend, '/');
    await friendPage.goto(`/jobs/${posting.id}`);
    await friendPage.getByRole('heading', { level: 1 }).waitFor();
    await applyWithAnswers(friendPage, lang, lang === 'ja' ? '来月から勤務できます。' : 'I can start next month.');

    // The company moves the application to the first interview.
    const employer = await apiLogin(lang, DEMO_EMPLOYER, 2);
    const applications = await apiCall<{ data: { id: number }[] }>(
      lang,
      'GET',
      `/api/v1/employer/applications?job_posting_id=${posting.id}`,
      undefined,
      employer.access_token,
    );
    const application = applications.data[0];
    if (!application) throw new Error('the company does not see the application');
    await apiCall(
      lang,
      'PUT',
      `/api/v1/employer/applications/${application.id}/status`,
      { status: 2 },
      employer.access_token,
    );

    // The month ends in Japan: the settlement sends both codes, each in its own mail, once.
    const mailsFrom = await inboxMark();
    const settled = await settleAsOf(nextJapanMonth(new Date()));
    expect(settled.written, 'referrals settled').toBeGreaterThanOrEqual(1);
    const subject = t(lang, 'server:referral.mail.subject', { amount });
    const codeOf = (text: string) => text.match(/E2E-(?:EN|JA)-[0-9a-f]{6}-\d/)?.[0];
    const friendMail = await waitForMail(friend.email, { since: mailsFrom, where: (m) => m.subject === subject });
    const referrerMail = await waitForMail(referrer.email, { since: mailsFrom, where: (m) => m.subject === subject });
    const friendCode = codeOf(friendMail.text);
    const referrerCode = codeOf(referrerMail.text);
    expect(friendCode, 'the friend’s gift code').toBeDefined();
    expect(referrerCode, 'the referrer’s gift code').toBeDefined();
    expect(friendCode).not.toBe(referrerCode);
    expect(friendMail.text).toContain(t(lang, 'server:referral.mail.code_intro'));

    // A second run at the same moment (as after a restart) writes and sends nothing more.
    expect(await settleAsOf(nextJapanMonth(new Date()))).toEqual({ written: 0, sent: 0 });

    // The referrer's page lists the reward as sent by e-mail.
    await page.reload();
    await waitForHeading(page, r('referral.title'));
    await page.getByText(r('referral.role.referrer'), { exact: true }).waitFor();
    await page
      .getByText(textPattern(lang, 'referral:referral.status.sent', { date: /.+/ }))
      .first()
      .waitFor();
    await snap(page, 'referral-reward-sent');
  });
});
