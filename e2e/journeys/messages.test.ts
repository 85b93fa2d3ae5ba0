import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { apiLogin, publishPostingWithQuestion, scoutAndWrite } from '../support/employer.ts';
import { waitForHeading, waitForPath } from '../support/flows.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const TEXTS = {
  en: {
    scout: 'We would like to talk about our payments team.',
    message: 'Please write to hiring@example.com so we can set a time.',
    reply: 'Thank you. Monday afternoon works for me.',
  },
  ja: {
    scout: '決済チームについてお話しさせてください。',
    message: '日程調整のため hiring@example.com までご連絡ください。',
    reply: 'ありがとうございます。月曜日の午後はいかがでしょうか。',
  },
} as const;

/**
 * Issue 11, the applicant's side, one journey per language: a company scouts and writes with its
 * e-mail address (filtered until document screening passes, ADR 0023); the applicant sees the
 * messages badge, finds the thread in /messages, opens the conversation (which marks it read and
 * clears the badge), sees the scout, the contact notice and the scout's reply panel, and answers
 * with Ctrl+Enter, then sends a photo; the thread list then shows the answer as the newest message.
 */
describe.each(LANGS)('messages (%s)', (lang) => {
  test('a scout opens a thread: badge, list, conversation with the contact notice, a reply', async ({ openPage }) => {
    const m = (key: string, values?: Record<string, string | number>) => t(lang, `messages:${key}`, values);
    const texts = TEXTS[lang];

    // Preconditions through the API: a posting, a registered applicant, the company's scout and message.
    const posting = await publishPostingWithQuestion(lang, `messages-${lang}`);
    const account = await createRegisteredApplicant(lang, `messages-${lang}`);
    const applicantId = (await apiLogin(lang, account, 1)).user.id;
    const code = await scoutAndWrite(lang, applicantId, posting.id, texts);
    const company = posting.company[lang];

    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');
    const nav = page.getByRole('navigation', { name: t(lang, 'common:a11y.main_navigation') });
    const messagesLink = nav.getByRole('link', { name: new RegExp(t(lang, 'common:nav.messages')) });
    const unread = t(lang, 'common:a11y.unread_count', { count: 2 });
    await expect.poll(() => messagesLink.textContent()).toContain(unread);

    await messagesLink.click();
    await waitForPath(page, '/messages');
    await waitForHeading(page, m('threads.title'));
    const item = page
      .getByRole('list', { name: m('threads.list_label') })
      .getByRole('listitem')
      .filter({ hasText: posting.title[lang] });
    await item.getByText(m('state.scouted'), { exact: true }).waitFor();
    await item.getByText(m('threads.unread', { count: 2 })).waitFor();
    await snap(page, 'messages-threads');

    await item.getByRole('link').click();
    await waitForPath(page, `/messages/${code}`);
    const log = page.getByRole('log', { name: m('conversation.messages_label', { company }) });
    await log.getByText(texts.scout).waitFor();
    await log.getByText(m('contact.hidden')).waitFor();
    await expect.poll(async () => (await log.textContent()) ?? '').not.toContain('hiring@example.com');
    await page.getByRole('group', { name: t(lang, 'approaches:scout.reply_label') }).waitFor();
    // Opening the conversation read it: the badge is gone.
    await expect.poll(() => messagesLink.textContent()).not.toContain(unread);
    await snap(page, 'messages-conversation');

    const box = page.getByRole('textbox', { name: m('composer.label', { company }) });
    await box.fill(texts.reply);
    await box.press('Control+Enter');
    await log.getByText(texts.reply).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // A photo without text (ADR 0025): chosen, uploaded, sent, shown as a thumbnail the browser loads
    // through its signed link.
    await page.getByTestId('attachment-input').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG });
    const chosen = page.getByRole('list', { name: t(lang, 'common:attachments.chosen') });
    await chosen.getByText('desk.png').waitFor();
    await expect.poll(() => chosen.getByRole('progressbar').count()).toBe(0);
    await snap(page, 'messages-attachment-draft');
    await page.getByRole('button', { name: m('composer.send') }).click();
    const thumbnail = log.getByRole('img', { name: 'desk.png' });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => chosen.count()).toBe(0);
    await snap(page, 'messages-attachment-sent');

    await page.getByRole('link', { name: m('conversation.back') }).click();
    await waitForPath(page, '/messages');
    await item.getByText(m('preview.you', { text: m('preview.files', { count: 1 }) })).waitFor();
  });
});
