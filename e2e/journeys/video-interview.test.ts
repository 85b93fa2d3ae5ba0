import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import {
  apiLogin,
  DEMO_EMPLOYER,
  logInToEmployerConsole,
  publishPostingWithQuestion,
  scoutAndWrite,
} from '../support/employer.ts';
import { waitForHeading } from '../support/flows.ts';
import { choose, logInAs, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

const TEXTS = {
  en: {
    template: 'Backend engineer screening',
    intro: 'Three short questions about you and how you like to work.',
    selection: 'Where would you like to work?',
    options: ['Tokyo office', 'Fully remote'],
    freeText: 'Which project are you most proud of?',
    video: 'Please introduce yourself in about 30 seconds.',
    answer: 'A payments API that handles a million requests a day.',
    changed: 'The payments API I rebuilt in Go, now serving a million requests a day.',
    comment: 'Clear and friendly. Invite to the first interview.',
  },
  ja: {
    template: 'バックエンドエンジニア一次選考',
    intro: 'あなたご自身と働き方について、短い質問が3つあります。',
    selection: '希望する勤務形態を教えてください。',
    options: ['東京オフィス', 'フルリモート'],
    freeText: '最も誇りに思うプロジェクトは何ですか？',
    video: '30秒ほどで自己紹介をお願いします。',
    answer: '1日100万リクエストを処理する決済APIです。',
    changed: 'Goで作り直した決済APIで、現在1日100万リクエストを処理しています。',
    comment: '説明がわかりやすく好印象。一次面接に進めたいです。',
  },
} as const;

type Texts = (typeof TEXTS)[Lang];

/** A step's heading (level 2: the page's own heading is the interview's name). */
const subheading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }).waitFor();

/** The company's console: a template with a selection, a free-text and a video question (issue 14). */
async function createTemplate(company: Page, lang: Lang, texts: Texts) {
  const vi = (key: string, values?: Record<string, string | number>) =>
    t(lang, `employer-video-interviews:${key}`, values);
  const nav = company.getByRole('navigation', { name: t(lang, 'employer:console.navigation') });
  await nav.getByRole('link', { name: vi('nav.templates'), exact: true }).click();
  await waitForHeading(company, vi('templates.title'));
  await company.getByRole('button', { name: vi('templates.new'), exact: true }).click();
  await textbox(company, vi('editor.name')).fill(texts.template);
  await textbox(company, vi('editor.intro')).fill(texts.intro);

  const question = (n: number) => company.getByRole('group', { name: vi('editor.question_n', { n }), exact: true });
  await choose(question(1), vi('editor.type'), vi('type.1'));
  await textbox(question(1), vi('editor.text')).fill(texts.selection);
  await textbox(question(1), vi('editor.option_n', { n: 1 })).fill(texts.options[0]);
  await textbox(question(1), vi('editor.option_n', { n: 2 })).fill(texts.options[1]);

  await company.getByRole('button', { name: vi('editor.question_add'), exact: true }).click();
  await choose(question(2), vi('editor.type'), vi('type.2'));
  await textbox(question(2), vi('editor.text')).fill(texts.freeText);

  await company.getByRole('button', { name: vi('editor.question_add'), exact: true }).click();
  await textbox(question(3), vi('editor.text')).fill(texts.video);
  await question(3)
    .getByRole('spinbutton', { name: vi('editor.thinking_seconds') })
    .fill('5');
  await snap(company, 'employer-video-interview-template-editor');
  await company.getByRole('button', { name: vi('templates.save'), exact: true }).click();
  await company.getByText(vi('templates.saved'), { exact: true }).waitFor();
  await company.getByText(texts.template, { exact: true }).first().waitFor();
  await snap(company, 'employer-video-interview-templates');
}

/** The applicant's video question: a take recorded with the fake camera, watched, recorded again, used. */
async function recordVideoAnswer(applicant: Page, lang: Lang, step: Locator) {
  const vi = (key: string, values?: Record<string, string | number>) => t(lang, `video-interviews:${key}`, values);
  const recordOnce = async (start: string) => {
    await step.getByRole('button', { name: start, exact: true }).click();
    // Thinking time counts down; the applicant starts early.
    await step.getByRole('button', { name: vi('recorder.start_now'), exact: true }).click();
    await step.getByRole('button', { name: vi('recorder.stop'), exact: true }).waitFor();
    // A second or two of the fake camera's picture and tone.
    await applicant.waitForTimeout(1_500);
    await step.getByRole('button', { name: vi('recorder.stop'), exact: true }).click();
    const take = step.getByLabel(vi('recorder.take_player'));
    await take.waitFor();
    await expect.poll(() => take.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  };
  await recordOnce(vi('video.record'));
  await snap(applicant, 'video-interview-take');
  await recordOnce(vi('video.record_again'));
  await step.getByRole('button', { name: vi('video.use_take'), exact: true }).click();
  await step.getByText(vi('video.saved')).waitFor({ timeout: 60_000 });
}

/**
 * Issue 14 across both sides, one journey per language, each side in its own browser (Chromium's
 * fake camera and microphone): the company writes a template of the three question types in its
 * console and sends it from a conversation with the default deadline; the applicant opens it from
 * the message, checks the camera, chooses an option, writes a text, records a video answer twice
 * and uses the second take (uploaded with tus through the upload manager), changes the written
 * answer at the confirm step and sends; the company opens the answers, plays the video and rates
 * it for its team.
 */
describe.each(LANGS)('video interview across both sides (%s)', (lang) => {
  test('template, send, record and answer in the browser, change at confirm, send, watch and rate', async ({
    openPage,
  }) => {
    const vi = (key: string, values?: Record<string, string | number>) => t(lang, `video-interviews:${key}`, values);
    const evi = (key: string, values?: Record<string, string | number>) =>
      t(lang, `employer-video-interviews:${key}`, values);
    const m = (key: string, values?: Record<string, string | number>) => t(lang, `messages:${key}`, values);
    const texts = TEXTS[lang];

    const posting = await publishPostingWithQuestion(lang, `video-interview-${lang}`);
    const account = await createRegisteredApplicant(lang, `video-interview-${lang}`);
    const applicantId = (await apiLogin(lang, account, 1)).user.id;
    const code = await scoutAndWrite(lang, applicantId, posting.id, {
      scout: lang === 'ja' ? 'ぜひ一度お話しさせてください。' : 'We would love to talk with you.',
      message: lang === 'ja' ? '動画面接をお送りします。' : 'We will send you a short video interview.',
    });
    const company = posting.company[lang];

    // The company writes its template and sends it from the conversation.
    const console = await openPage(lang);
    await logInToEmployerConsole(console, lang, DEMO_EMPLOYER);
    await createTemplate(console, lang, texts);
    await console.goto(`/employer/messages/${code}`);
    await console.getByRole('button', { name: evi('send.open'), exact: true }).click();
    const sendDialog = console.getByRole('dialog', { name: evi('send.title') });
    await choose(sendDialog, evi('send.template'), texts.template);
    await snap(console, 'employer-video-interview-send');
    await sendDialog.getByRole('button', { name: evi('send.submit'), exact: true }).click();
    await console.getByText(evi('send.sent'), { exact: true }).waitFor();
    await console
      .getByRole('link', { name: evi('message.open') })
      .first()
      .waitFor();

    // The applicant opens it from the message.
    const applicant = await openPage(lang);
    await logInAs(applicant, lang, account, '/');
    await applicant.goto(`/messages/${code}`);
    await applicant.getByText(m('interview.invited', { company })).waitFor();
    await snap(applicant, 'video-interview-message');
    await applicant.getByRole('link', { name: m('interview.start') }).click();
    await applicant.waitForURL(/\/video-interviews\/\d+$/);
    await subheading(applicant, vi('start.title'));
    await applicant.getByText(texts.intro).waitFor();
    await applicant.getByRole('button', { name: vi('camera.check'), exact: true }).click();
    await applicant.getByText(vi('camera.ready')).waitFor();
    await snap(applicant, 'video-interview-start');
    await applicant.getByRole('button', { name: vi('start.begin'), exact: true }).click();

    // Question 1: a choice; question 2: a text; question 3: a video.
    await applicant.getByText(vi('question.of', { no: 1, total: 3 })).waitFor();
    await applicant.getByRole('radio', { name: texts.options[1], exact: true }).check();
    await snap(applicant, 'video-interview-question-selection');
    await applicant.getByRole('button', { name: vi('question.next'), exact: true }).click();
    await applicant.getByText(vi('question.of', { no: 2, total: 3 })).waitFor();
    await applicant.getByRole('textbox', { name: texts.freeText }).fill(texts.answer);
    await applicant.getByRole('button', { name: vi('question.next'), exact: true }).click();
    await applicant.getByText(vi('question.of', { no: 3, total: 3 })).waitFor();
    await recordVideoAnswer(applicant, lang, applicant.getByRole('main'));
    await snap(applicant, 'video-interview-question-video');
    await applicant.getByRole('button', { name: vi('question.to_confirm'), exact: true }).click();

    // Confirm or change: the written answer is changed, then everything is sent.
    await subheading(applicant, vi('confirm.title'));
    await applicant.getByText(texts.answer).waitFor();
    await applicant.getByLabel(vi('video.answer_player', { no: 3 })).waitFor();
    await snap(applicant, 'video-interview-confirm');
    await applicant.getByRole('button', { name: vi('confirm.change_label', { no: 2 }) }).click();
    await applicant.getByText(vi('question.of', { no: 2, total: 3 })).waitFor();
    await applicant.getByRole('textbox', { name: texts.freeText }).fill(texts.changed);
    await applicant.getByRole('button', { name: vi('question.to_confirm'), exact: true }).click();
    await subheading(applicant, vi('confirm.title'));
    await applicant.getByText(texts.changed).waitFor();
    expect(await applicant.getByText(texts.answer, { exact: true }).count()).toBe(0);
    await applicant.getByRole('button', { name: vi('confirm.to_send'), exact: true }).click();
    await subheading(applicant, vi('send.title'));
    await applicant.getByRole('button', { name: vi('send.button'), exact: true }).click();
    await subheading(applicant, vi('done.sent_title'));
    await snap(applicant, 'video-interview-sent');

    // The company opens the answers, plays the video and rates it for its team.
    await console.reload();
    await console
      .getByRole('link', { name: evi('message.open') })
      .last()
      .click();
    await console.waitForURL(/\/employer\/video-interviews\/\d+$/);
    await console.getByText(evi('interview.status.completed'), { exact: true }).waitFor();
    await console.getByText(evi('interview.chosen', { option: texts.options[1] })).waitFor();
    await console.getByText(texts.changed).waitFor();
    const video = console.getByLabel(evi('interview.video_label', { n: 3 }));
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const reviews = console.getByRole('main');
    // The fourth star, as a person clicks it (its radio is visually hidden behind the star's label).
    const fourStars = reviews.getByRole('radio', { name: evi('reviews.stars', { count: 4 }), exact: true });
    await console.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await expect.poll(() => fourStars.isChecked()).toBe(true);
    await reviews.getByRole('textbox', { name: evi('reviews.comment') }).fill(texts.comment);
    await reviews.getByRole('button', { name: evi('reviews.save'), exact: true }).click();
    await console.getByText(evi('reviews.saved'), { exact: true }).waitFor();
    await snap(console, 'employer-video-interview-answers');
  });
});
