import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import { logInToAdminConsole } from '../support/employer.ts';
import { waitForHeading, waitForPath } from '../support/flows.ts';
import { inboxMark, linkIn, waitForMail } from '../support/inbox.ts';
import { choose, labelled, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { JAPANESE, t } from '../support/texts.ts';

const CONTACT = { en: 'Aiko Mori', ja: '森 愛子' } as const;
const NEEDS = {
  en: 'Two backend engineers (Go) and one SRE for our English-speaking team in Tokyo.',
  ja: '東京の英語チームで、Goのバックエンドエンジニア2名とSRE1名を募集しています。',
} as const;
const POSTING = {
  en: ['Backend Engineer (Go)', 'You will build our robot fleet API.'],
  ja: ['バックエンドエンジニア（Go）', 'ロボット管理APIの開発をお任せします。'],
} as const;

/**
 * Issue 13, a company's first hour, one journey per language (English on a desktop, Japanese on a
 * phone): a company asks for an account on /for-employer (whose header offers the request and the
 * employer login, not the applicant sign-up), an admin approves it in the admin console, the contact
 * opens the invitation mail, sets a password and lands in the employer console, and saves a job posting.
 */
describe.each(LANGS)('company account request (%s)', (lang) => {
  test('a company requests an account, an admin approves it, the contact sets a password and posts a job', async ({
    openPage,
  }) => {
    const fe = (key: string, values?: Record<string, string | number>) => t(lang, `for-employer:${key}`, values);
    const a = (key: string, values?: Record<string, string | number>) => t(lang, `admin:${key}`, values);
    const e = (key: string, values?: Record<string, string | number>) => t(lang, `employer:${key}`, values);
    const email = uniqueEmail(`company-${lang}`);
    const company = `${lang === 'ja' ? '株式会社クモロボティクス' : 'Kumo Robotics K.K.'} ${email.slice(11, 19)}`;
    const width = lang === 'ja' ? 390 : 1280;
    const since = await inboxMark();

    // /for-employer: the company's way in, with the request form on the page.
    const visitor = await openPage(lang);
    await visitor.setViewportSize({ width, height: lang === 'ja' ? 844 : 800 });
    await visitor.goto('/for-employer');
    await waitForHeading(visitor, fe('title'));
    const header = visitor.getByRole('banner');
    expect(await header.getByRole('link', { name: t(lang, 'common:nav.sign_up') }).count()).toBe(0);
    if (lang === 'en') {
      await header.getByRole('link', { name: t(lang, 'common:nav.request_account') }).waitFor();
      await header.getByRole('link', { name: t(lang, 'common:nav.employer_login') }).waitFor();
    }
    await snap(visitor, 'for-employer');
    await visitor.getByRole('link', { name: fe('request_cta'), exact: true }).click();
    const form = visitor.getByRole('region', { name: fe('request.title') });
    await form.getByRole('button', { name: fe('request.send'), exact: true }).click();
    await form.getByText(t(lang, 'shared:validation.required')).first().waitFor();
    await textbox(form, fe('request.company_name')).fill(company);
    await textbox(form, fe('request.contact_name')).fill(CONTACT[lang]);
    await textbox(form, fe('request.email')).fill(email);
    await textbox(form, fe('request.phone')).fill('+81 3-1234-5678');
    await textbox(form, fe('request.website_url')).fill('https://kumo-robotics.example');
    await textbox(form, fe('request.hiring_needs')).fill(NEEDS[lang]);
    await snap(visitor, 'company-request-form');
    await form.getByRole('button', { name: fe('request.send'), exact: true }).click();
    await form.getByText(fe('request.done_title')).waitFor();
    await snap(visitor, 'company-request-sent');

    const ack = await waitForMail(email, { since });
    if (lang === 'ja') expect(ack.subject).toMatch(JAPANESE);
    else expect(ack.subject).not.toMatch(JAPANESE);
    expect(ack.text).toContain(NEEDS[lang]);

    // The admin finds the request in the console and approves it.
    const admin = await openPage(lang);
    await logInToAdminConsole(admin, lang);
    await admin.getByRole('link', { name: a('nav.company_requests'), exact: true }).click();
    await waitForPath(admin, '/admin/company-requests');
    await waitForHeading(admin, a('company_requests.title'));
    await admin.getByRole('link', { name: a('company_requests.open_label', { name: company }) }).click();
    await waitForHeading(admin, company);
    await admin.getByText(NEEDS[lang]).waitFor();
    await snap(admin, 'admin-company-request');
    await admin.getByRole('button', { name: a('company_requests.approve'), exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(email, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: a('company_requests.approve'), exact: true }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: a('company_requests.done_approved', { email }) })
      .waitFor();
    await snap(admin, 'admin-company-request-approved');

    // The invitation, in the language of the request: set a password, land in the console.
    const invitation = await waitForMail(email, { since, where: (m) => m.text.includes('/employer/invitation') });
    if (lang === 'ja') expect(invitation.subject).toMatch(JAPANESE);
    else expect(invitation.subject).not.toMatch(JAPANESE);
    const contact = await openPage(lang);
    await contact.setViewportSize({ width, height: lang === 'ja' ? 844 : 800 });
    await contact.goto(linkIn(invitation, '/employer/invitation'));
    await waitForHeading(contact, e('invitation.title'));
    const password = newPassword();
    await contact.getByLabel(e('invitation.password'), { exact: false }).first().fill(password);
    await contact.getByLabel(e('invitation.password_confirmation'), { exact: false }).fill(password);
    await snap(contact, 'employer-invitation');
    await contact.getByRole('button', { name: e('invitation.submit'), exact: true }).click();
    await waitForPath(contact, '/employer/company');
    const bar = contact.getByRole('banner');
    await bar.getByRole('link', { name: e('console.home_link') }).waitFor();
    // Logout stays on one line: its button is no taller than a single line of text.
    const logout = bar.getByRole('button', { name: e('console.logout'), exact: true });
    expect((await logout.boundingBox())?.height ?? 99).toBeLessThan(40);
    // The console's pages take one line under the bar, on a phone too.
    const navBox = await contact.getByRole('navigation', { name: e('console.navigation') }).boundingBox();
    expect(navBox?.height ?? 99).toBeLessThan(48);
    await snap(contact, 'employer-console-first-visit');

    // A first job posting, saved from the console's form.
    await contact.getByRole('link', { name: e('nav.postings'), exact: true }).click();
    await waitForPath(contact, '/employer/job-postings');
    await contact.getByRole('link', { name: e('postings.new'), exact: true }).click();
    await waitForPath(contact, '/employer/job-postings/new');
    await choose(contact, e('posting_form.job_position'));
    await choose(contact, e('posting_form.employment_type'));
    for (const locale of ['en', 'ja'] as const) {
      const block = contact.locator(`.MuiPaper-root[lang="${locale}"]`);
      await textbox(block, e('posting_form.title')).fill(locale === 'ja' ? POSTING.ja[0] : POSTING.en[0]);
      await textbox(block, e('posting_form.description')).fill(locale === 'ja' ? POSTING.ja[1] : POSTING.en[1]);
    }
    // A place: the city list opens once a prefecture is chosen.
    await contact
      .getByRole('combobox', { name: labelled(e('posting_form.prefectures')) })
      .fill(lang === 'ja' ? '東京' : 'Tokyo');
    await contact.getByRole('option', { name: lang === 'ja' ? '東京都' : 'Tokyo', exact: true }).click();
    await contact.keyboard.press('Escape');
    await choose(contact, e('posting_form.remote'));
    await choose(contact, e('posting_form.visa'));
    await textbox(contact, e('posting_form.salary_min')).fill('6000000');
    await textbox(contact, e('posting_form.salary_max')).fill('9000000');
    await contact.getByRole('button', { name: e('posting_form.create'), exact: true }).click();
    await contact.waitForURL((url) => /^\/employer\/job-postings\/\d+$/.test(url.pathname));
    await contact
      .getByRole('status')
      .filter({ hasText: e('postings.saved') })
      .waitFor();
    await snap(contact, 'employer-first-posting');
  });
});
