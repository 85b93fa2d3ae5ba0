import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { apiCall } from '../support/api.ts';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import {
  apiLogin,
  DEMO_EMPLOYER,
  logInToAdminConsole,
  logInToEmployerConsole,
  publishPostingWithQuestion,
} from '../support/employer.ts';
import { waitForHeading, waitForPath } from '../support/flows.ts';
import { logInAs } from '../support/profile.ts';
import { confirmKnowMore } from '../support/postings.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** A small real PDF: the server takes it by its bytes (`%PDF-`), never by its name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const TEXTS = {
  en: {
    scout: 'We would like to talk about our payments team.',
    filtered: 'Please call me at 090-1234-5678 or write to hiring@example.com.',
    unfiltered: 'Looking forward to the interview. My direct line is 090-8765-4321.',
    answer: 'Yes, I can start in two months.',
    reply: 'Thank you. Monday afternoon works for me.',
  },
  ja: {
    scout: '決済チームについてお話しさせてください。',
    filtered: '090-1234-5678 までお電話いただくか、hiring@example.com までご連絡ください。',
    unfiltered: '面接を楽しみにしております。直通番号は 090-8765-4321 です。',
    answer: 'はい、2か月後に入社できます。',
    reply: 'ありがとうございます。月曜日の午後はいかがでしょうか。',
  },
} as const;

/**
 * Issue 11 across both sides, one journey per language, the applicant and the company each in
 * their own browser: a company scouts, and the applicant's messages badge and bell change without
 * a reload (the live stream, ADR 0028); the applicant opens the conversation and answers Know More
 * in it; the company writes with a phone number and an e-mail address, which the applicant sees
 * filtered with the notice (ADR 0023); the applicant applies; at the first interview the
 * company's next message arrives live with its contact details unfiltered, and the applicant's
 * answer (sent with Ctrl+Enter) reaches the company's open conversation the same way; the
 * applicant sends a PDF, which the company downloads; the applicant reports the company's message
 * (hidden for them at once), and an admin upholds the report (ADR 0025, ADR 0026).
 */
describe.each(LANGS)('messages across both sides (%s)', (lang) => {
  test('scout live, Know More, filtered contacts, apply, unfiltered at the interview, a PDF, a report upheld', async ({
    openPage,
  }) => {
    const m = (key: string, values?: Record<string, string | number>) => t(lang, `messages:${key}`, values);
    const em = (key: string, values?: Record<string, string | number>) => t(lang, `employer-messages:${key}`, values);
    const ap = (key: string, values?: Record<string, string | number>) => t(lang, `approaches:${key}`, values);
    const texts = TEXTS[lang];

    const posting = await publishPostingWithQuestion(lang, `messages-both-${lang}`);
    const account = await createRegisteredApplicant(lang, `messages-both-${lang}`);
    const applicantId = (await apiLogin(lang, account, 1)).user.id;
    const employerToken = (await apiLogin(lang, DEMO_EMPLOYER, 2)).access_token;
    const company = posting.company[lang];

    const applicant = await openPage(lang);
    await logInAs(applicant, lang, account, '/');
    const nav = applicant.getByRole('navigation', { name: t(lang, 'common:a11y.main_navigation') });
    const messagesLink = nav.getByRole('link', { name: new RegExp(t(lang, 'common:nav.messages')) });
    const oneUnread = t(lang, 'common:a11y.unread_count', { count: 1 });
    await expect.poll(() => messagesLink.textContent()).not.toContain(oneUnread);

    // The company scouts; the open page shows it within moments, with no reload (polling is 5 minutes).
    await apiCall(
      lang,
      'POST',
      `/api/v1/employer/applicants/${applicantId}/scout`,
      { job_posting_id: posting.id, body: texts.scout },
      employerToken,
    );
    await expect.poll(() => messagesLink.textContent(), { timeout: 15_000 }).toContain(oneUnread);
    const bell = applicant.getByRole('button', { name: new RegExp(t(lang, 'common:notifications.open')) });
    await expect.poll(() => bell.textContent(), { timeout: 15_000 }).toContain(oneUnread);
    await snap(applicant, 'messages-live-badge');

    // The applicant opens the thread and answers the scout with Know More inside the conversation.
    await messagesLink.click();
    await waitForPath(applicant, '/messages');
    await waitForHeading(applicant, m('threads.title'));
    const item = applicant
      .getByRole('list', { name: m('threads.list_label') })
      .getByRole('listitem')
      .filter({ hasText: posting.title[lang] });
    await item.getByText(m('state.scouted'), { exact: true }).waitFor();
    await snap(applicant, 'messages-threads');
    await item.getByRole('link').click();
    await applicant.waitForURL(/\/messages\/[0-9a-f]{32}$/);
    const log = applicant.getByRole('log', { name: m('conversation.messages_label', { company }) });
    await log.getByText(texts.scout).waitFor();
    await applicant
      .getByRole('group', { name: ap('scout.reply_label') })
      .getByRole('button', { name: ap('scout.reply_know_more'), exact: true })
      .click();
    await confirmKnowMore(applicant, lang);
    await log.getByText(m('kind.scout_know_more')).waitFor();

    // The company sees the thread in its inbox and writes with its contact details.
    const console = await openPage(lang);
    await logInToEmployerConsole(console, lang, DEMO_EMPLOYER);
    await console.goto(`/employer/messages?job_posting_id=${posting.id}`);
    await waitForHeading(console, em('inbox.title'));
    await console.getByRole('listitem').filter({ hasText: posting.title[lang] }).getByRole('link').first().click();
    await console.waitForURL(/\/employer\/messages\/[0-9a-f]{32}$/);
    await console.getByText(em('conversation.contact_banner')).waitFor();
    const composer = console.getByRole('textbox', { name: em('composer.label') });
    await composer.fill(texts.filtered);
    await console.getByRole('button', { name: em('composer.send'), exact: true }).click();
    await expect.poll(() => composer.inputValue()).toBe('');
    await snap(console, 'employer-conversation-filtered');

    // It arrives in the applicant's open conversation, filtered, with the notice.
    await log.getByText(m('contact.hidden')).first().waitFor({ timeout: 15_000 });
    const shown = async () => (await log.textContent()) ?? '';
    await expect.poll(shown).not.toContain('090-1234-5678');
    await expect.poll(shown).not.toContain('hiring@example.com');
    await snap(applicant, 'messages-conversation-filtered');

    // The applicant applies, answering the posting's question.
    await applicant.goto(`/jobs/${posting.id}`);
    await applicant
      .getByRole('button', { name: ap('actions.apply'), exact: true })
      .first()
      .click();
    const applyDialog = applicant.getByRole('dialog', { name: ap('apply.title') });
    await applyDialog.getByLabel(posting.question[lang]).fill(texts.answer);
    await applyDialog.getByRole('button', { name: ap('apply.submit'), exact: true }).click();
    await waitForPath(applicant, `/jobs/${posting.id}/applycomplete`);

    // The company moves the application to the first interview (the console's own journey covers the screen).
    const applications = await apiCall<{ data: { id: number; thread_code: string | null }[] }>(
      lang,
      'GET',
      `/api/v1/employer/applications?job_posting_id=${posting.id}`,
      undefined,
      employerToken,
    );
    const application = applications.data[0];
    if (!application?.thread_code) throw new Error('the application has no conversation');
    await apiCall(lang, 'PUT', `/api/v1/employer/applications/${application.id}/status`, { status: 2 }, employerToken);

    // Back in the conversation: the status change is there, and the company's next message arrives unfiltered.
    await applicant.goto(`/messages/${application.thread_code}`);
    await log.getByText(texts.scout).waitFor();
    await console.goto(`/employer/messages/${application.thread_code}`);
    await composer.fill(texts.unfiltered);
    await console.getByRole('button', { name: em('composer.send'), exact: true }).click();
    await expect.poll(() => composer.inputValue()).toBe('');
    await log.getByText(texts.unfiltered).waitFor({ timeout: 15_000 });
    await snap(applicant, 'messages-conversation-unfiltered');

    // The applicant answers with Ctrl+Enter; the company's open conversation shows it at once.
    const box = applicant.getByRole('textbox', { name: m('composer.label', { company }) });
    await box.fill(texts.reply);
    await box.press('Control+Enter');
    await log.getByText(texts.reply).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await console.getByText(texts.reply).waitFor({ timeout: 15_000 });

    // The applicant sends a PDF without text (ADR 0025); the company downloads it from its conversation.
    await applicant
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    const chosen = applicant.getByRole('list', { name: t(lang, 'common:attachments.chosen') });
    await chosen.getByText('cv.pdf').waitFor();
    await expect.poll(() => chosen.getByRole('progressbar').count()).toBe(0);
    await snap(applicant, 'messages-attachment-draft');
    await applicant.getByRole('button', { name: m('composer.send'), exact: true }).click();
    await log.getByRole('link', { name: /cv\.pdf/ }).waitFor();
    await expect.poll(() => chosen.count()).toBe(0);
    const link = console.getByRole('link', { name: /cv\.pdf/ });
    await link.waitFor({ timeout: 15_000 });
    await snap(console, 'employer-conversation');
    const [download] = await Promise.all([console.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('cv.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The applicant reports the company's message; it is hidden for them at once.
    const r = (key: string, values?: Record<string, string | number>) => t(lang, `message-reports:${key}`, values);
    await log
      .getByRole('listitem')
      .filter({ hasText: texts.unfiltered })
      .getByRole('button', { name: r('action.report_label', { sender: company }) })
      .click();
    const dialog = applicant.getByRole('dialog', { name: r('dialog.title') });
    await dialog.getByRole('radio', { name: t(lang, 'shared:message_reports.reason.personal_information') }).check();
    await snap(applicant, 'messages-report-dialog');
    await dialog.getByRole('button', { name: r('dialog.submit'), exact: true }).click();
    // The dialog turns into its confirmation, named by it.
    const done = applicant.getByRole('dialog', { name: r('dialog.done_title') });
    await done.getByRole('button', { name: r('dialog.close'), exact: true }).click();
    await log.getByText(r('notice.reported')).waitFor();
    await expect.poll(shown).not.toContain(texts.unfiltered);

    // An admin upholds the report; the sender then sees that its message was hidden.
    const a = (key: string, values?: Record<string, string | number>) => t(lang, `admin:${key}`, values);
    const admin = await openPage(lang);
    await logInToAdminConsole(admin, lang);
    await admin.goto('/admin/message-reports');
    await waitForHeading(admin, a('reports.title'));
    const reason = t(lang, 'shared:message_reports.reason.personal_information');
    await admin
      .getByRole('link', { name: a('reports.open_label', { reason, company }) })
      .first()
      .click();
    await admin.waitForURL(/\/admin\/message-reports\/\d+$/);
    await admin.getByText(texts.unfiltered).waitFor();
    await snap(admin, 'admin-message-report');
    await admin.getByRole('button', { name: a('reports.uphold'), exact: true }).click();
    await admin.getByText(a('reports.uphold_done')).waitFor();
    await console.reload();
    await console.getByText(r('notice.removed_by_team')).waitFor();
  });
});
