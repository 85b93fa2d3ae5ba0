import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import {
  apiLogin,
  DEMO_EMPLOYER,
  logInToEmployerConsole,
  type PublishedPosting,
  publishPostingWithQuestion,
} from '../support/employer.ts';
import { waitForHeading, waitForPath } from '../support/flows.ts';
import { choose, logInAs, statusText, textbox } from '../support/profile.ts';
import { confirmKnowMore } from '../support/postings.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** A small real PDF: the server takes a CV file by its bytes (`%PDF-`), never by its name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const FIRST_NAME = 'Linh';
const LAST_NAME = 'Nguyen';

/** The list item (card) of `page` that names the journey's own posting. */
function cardOf(page: Page, posting: PublishedPosting, lang: Lang) {
  return page.getByRole('listitem').filter({ hasText: posting.title[lang] });
}

/**
 * Issue 5 across both sides, one journey per language: a company (the demo employer, in the
 * employer console) scouts an applicant (in the applicant app, another browser context); the
 * applicant sees the Approach badge and answers Know More; the company pins; both see the match;
 * the applicant applies answering the posting's question; the company sees the answer with the
 * contacts still hidden, and moves the application to the first interview, the stage at which the
 * contact details and the CV file the applicant kept appear (ADR 0021, ADR 0014); the applicant
 * sees that stage under Applied. By ADR 0018 the
 * scout answered with Know More is already a match; the pin then reaches the applicant with it.
 */
describe.each(LANGS)('approaches across both sides (%s)', (lang) => {
  test('scout, Know More, pin and match; apply with an answer; contacts from the first interview', async ({
    openPage,
  }) => {
    const ea = (key: string, values?: Record<string, string | number>) => t(lang, `employer-approaches:${key}`, values);
    const ap = (key: string, values?: Record<string, string | number>) => t(lang, `approaches:${key}`, values);
    const cv = (key: string, values?: Record<string, string | number>) => t(lang, `cv:${key}`, values);

    // Preconditions through the API: a published posting with a question, a registered applicant.
    const posting = await publishPostingWithQuestion(lang, lang);
    const account = await createRegisteredApplicant(lang, `approach-${lang}`, {
      first_name: FIRST_NAME,
      last_name: LAST_NAME,
    });
    const applicantId = (await apiLogin(lang, account, 1)).user.id;
    const anonymous = ea('search.anonymous', { id: applicantId });
    const name = lang === 'ja' ? `${LAST_NAME} ${FIRST_NAME}` : `${FIRST_NAME} ${LAST_NAME}`;

    const applicant = await openPage(lang);
    await logInAs(applicant, lang, account, '/');

    // The applicant keeps a CV file with the profile (spec §5: one file); no company can see it yet.
    await applicant.goto('/profile-settings/documents');
    const cvFile = applicant.getByRole('region', { name: cv('file.title'), exact: true });
    await cvFile.getByText(cv('file.none')).waitFor();
    await cvFile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Linh-CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await applicant.getByText(cv('file.saved')).waitFor();
    await cvFile.getByRole('link', { name: cv('file.download', { name: 'Linh-CV.pdf' }) }).waitFor();
    await snap(applicant, 'profile-cv-file');

    // The company finds the applicant, who is still anonymous to it, and scouts them.
    const company = await openPage(lang);
    await logInToEmployerConsole(company, lang, DEMO_EMPLOYER);
    const consoleNav = company.getByRole('navigation', { name: t(lang, 'employer:console.navigation') });
    await consoleNav.getByRole('link', { name: ea('nav.applicants') }).click();
    await waitForPath(company, '/employer/applicants');
    await waitForHeading(company, ea('search.title'));
    const result = company
      .getByRole('listitem')
      .filter({ has: company.getByRole('heading', { name: anonymous, exact: true }) });
    await result.waitFor();
    await snap(company, 'employer-applicant-search');
    await result.getByRole('link', { name: ea('search.open') }).click();
    await waitForPath(company, `/employer/applicants/${applicantId}`);
    await waitForHeading(company, anonymous);
    await company.getByText(ea('disclosure.identity_hidden')).waitFor();
    await company.getByText(ea('disclosure.contact_hidden')).waitFor();

    await company.getByRole('button', { name: ea('actions.scout'), exact: true }).click();
    const scoutDialog = company.getByRole('dialog', { name: ea('actions.scout_title') });
    await choose(scoutDialog, ea('actions.posting'), posting.title[lang]);
    const message = lang === 'ja' ? 'ぜひ一度お話ししませんか。' : 'We would love to tell you more about this role.';
    await textbox(scoutDialog, ea('actions.message')).fill(message);
    await snap(company, 'employer-scout-dialog');
    await scoutDialog.getByRole('button', { name: ea('actions.send'), exact: true }).click();
    await statusText(company, ea('actions.done_scout')).waitFor();
    await scoutDialog.waitFor({ state: 'detached' });

    // The applicant sees the Approach badge, then the scout with its message, and says Know More.
    await applicant.goto('/');
    const mainNav = applicant.getByRole('navigation', { name: t(lang, 'common:a11y.main_navigation') });
    const approachLink = mainNav.getByRole('link', { name: t(lang, 'common:nav.approach') });
    // The dot is drawn only; the link says "(New items)" to assistive technology (spec §9).
    await approachLink
      .getByText(`(${t(lang, 'common:a11y.new_items')})`, { exact: true })
      .waitFor({ state: 'attached' });
    await snap(applicant, 'approach-badge');
    await approachLink.click();
    await waitForPath(applicant, '/approach/scouted');
    // Opening the list marks it read, so its "(1 new)" may already be gone: the badge above was the check.
    const scoutsTab = applicant.getByRole('tab', { name: ap('tabs.scouted'), exact: false, selected: true });
    await scoutsTab.waitFor();
    const scoutCard = cardOf(applicant, posting, lang);
    await scoutCard.getByText(message).waitFor();
    await scoutCard.getByText(ap('scout.state_pending'), { exact: true }).waitFor();
    await snap(applicant, 'approach-scout');
    await scoutCard
      .getByRole('group', { name: ap('scout.reply_label') })
      .getByRole('button', { name: ap('scout.reply_know_more'), exact: true })
      .click();
    await confirmKnowMore(applicant, lang);
    await statusText(applicant, ap('actions.done_know_more')).waitFor();
    await scoutCard.getByText(ap('scout.state_sent'), { exact: true }).waitFor();

    // The company sees the reply, by name now (a scout answered with Know More is a match, ADR 0018).
    await company.goto('/employer/approaches/scout-replies');
    await waitForHeading(company, ea('lists.title'));
    const reply = cardOf(company, posting, lang);
    await reply.getByText(ea('reply.know_more'), { exact: true }).waitFor();
    await reply.getByRole('link', { name }).waitFor();
    await snap(company, 'employer-scout-replies');

    // The company pins the applicant for the same posting.
    await reply.getByRole('link', { name }).click();
    await waitForPath(company, `/employer/applicants/${applicantId}`);
    await waitForHeading(company, name);
    await company.getByRole('button', { name: ea('actions.pin'), exact: true }).click();
    const pinDialog = company.getByRole('dialog', { name: ea('actions.pin_title') });
    await choose(pinDialog, ea('actions.posting'), posting.title[lang]);
    await pinDialog.getByRole('button', { name: ea('actions.send'), exact: true }).click();
    await statusText(company, ea('actions.done_pin')).waitFor();
    await snap(company, 'employer-applicant-matched');

    // Both see the match.
    await company.goto('/employer/approaches/matches');
    await waitForHeading(company, ea('lists.title'));
    await cardOf(company, posting, lang).getByRole('link', { name }).waitFor();
    await snap(company, 'employer-matches');

    await applicant.goto('/approach/matched');
    const matchCard = cardOf(applicant, posting, lang);
    await matchCard.getByText(ap('pin.pinned', { company: posting.company[lang] })).waitFor();
    await snap(applicant, 'approach-matched');

    // The applicant applies: every question must be answered.
    await matchCard.getByRole('button', { name: ap('actions.apply'), exact: true }).click();
    const applyDialog = applicant.getByRole('dialog', { name: ap('apply.title') });
    const answerField = applyDialog.getByLabel(posting.question[lang]);
    await answerField.waitFor();
    await applyDialog.getByRole('button', { name: ap('apply.submit'), exact: true }).click();
    await applyDialog.getByRole('alert').getByText(ap('apply.answer_all')).waitFor();
    if (lang === 'en') await applyDialog.getByText('Kindly answer all questions').waitFor();
    const answer = lang === 'ja' ? 'はい、2か月後に入社できます。' : 'Yes, I can start in two months.';
    await answerField.fill(answer);
    await snap(applicant, 'apply-dialog');
    await applyDialog.getByRole('button', { name: ap('apply.submit'), exact: true }).click();
    await waitForPath(applicant, `/jobs/${posting.id}/applycomplete`);
    await waitForHeading(applicant, ap('complete.title'));
    await snap(applicant, 'apply-complete');

    // The company sees the application and the answer; the contacts stay hidden at document selection.
    await company.goto(`/employer/applications?job_posting_id=${posting.id}`);
    await waitForHeading(company, ea('applications.title'));
    const application = cardOf(company, posting, lang);
    await application.getByText(ea('apply_status.1'), { exact: true }).waitFor();
    await application.getByText(ea('applications.answers'), { exact: true }).click();
    await application.getByText(answer, { exact: true }).waitFor();
    await snap(company, 'employer-applications');

    await company.goto(`/employer/applicants/${applicantId}`);
    await waitForHeading(company, name);
    await company.getByText(ea('disclosure.contact_hidden')).waitFor();
    expect(await company.getByText(account.email, { exact: true }).count()).toBe(0);

    // Moved to the first interview (ADR 0021), the application reveals the contact details.
    await company.goto(`/employer/applications?job_posting_id=${posting.id}`);
    await waitForHeading(company, ea('applications.title'));
    await choose(application, ea('applications.change_to'), ea('apply_status.2'));
    await application.getByRole('button', { name: ea('applications.save'), exact: true }).click();
    await statusText(company, ea('applications.changed_to', { status: ea('apply_status.2') })).waitFor();

    await company.goto(`/employer/applicants/${applicantId}`);
    await waitForHeading(company, name);
    const contact = company.getByRole('region', { name: ea('disclosure.contact'), exact: true });
    await contact.getByText(account.email, { exact: true }).waitFor();
    expect(await contact.getByText(ea('disclosure.contact_hidden')).count()).toBe(0);
    // The CV file comes with them: the company downloads the very bytes the applicant kept.
    const cvLink = contact.getByRole('link', { name: ea('disclosure.cv_download', { name: 'Linh-CV.pdf' }) });
    const download = await company.request.get((await cvLink.getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), PDF)).toBe(0);
    await snap(company, 'employer-applicant-contacts');

    // The applicant sees the same stage under Applied.
    await applicant.goto('/approach/applied');
    await cardOf(applicant, posting, lang)
      .getByText(ap('application.status', { status: ea('apply_status.2') }), { exact: true })
      .waitFor();
    await snap(applicant, 'approach-applied');
  });
});
