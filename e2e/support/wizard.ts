import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';
import { choose, isUnchosen, searchAndChoose, textbox } from './profile.ts';
import { t, textPattern } from './texts.ts';

/**
 * The registration wizard (spec §4–5, issue 13) as a new applicant walks it after starting from a
 * CV: the steps shared by the CV-and-wizard journey and the first-hour journey.
 */

/** What the applicant writes where the CV says nothing (spec §5: work detail is required). */
const WORK_DETAIL: Record<Lang, string> = {
  en: 'Designed and built the payment services in Go and TypeScript for a team of six engineers.',
  ja: 'Go と TypeScript で決済サービスを設計・開発しました。6名のチームでリードを担当しました。',
};
const SUMMARY: Record<Lang, string> = {
  en: 'Backend engineer with eight years of web services, looking for a product team in Tokyo.',
  ja: 'Web サービスの開発経験が8年あるバックエンドエンジニアです。東京のプロダクトチームを希望しています。',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A radio group's name starts with its legend (a required legend adds an asterisk). */
function labelledStart(label: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(label)}`);
}

/** The four stepper titles, in order (an ordered list named "Registration steps"). */
export function stepperItems(page: Page, lang: Lang): Locator {
  return page.getByRole('list', { name: t(lang, 'registration:stepper.label'), exact: true }).getByRole('listitem');
}

/** Which stepper titles carry the check mark (their text ends with the hidden "(completed)"). */
export async function ticked(page: Page, lang: Lang): Promise<boolean[]> {
  const done = `(${t(lang, 'registration:stepper.done')})`;
  return (await stepperItems(page, lang).allTextContents()).map((text) => text.includes(done));
}

export async function waitForStep(page: Page, lang: Lang, key: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: t(lang, `registration:${key}.title`), exact: true }).waitFor();
}

export async function nextStep(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'registration:actions.next'), exact: true }).click();
}

/** On the wizard's first page: chooses "Start from your CV" and waits for its upload. */
export async function chooseStartFromCv(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('heading', { level: 2, name: t(lang, 'registration:start.title'), exact: true }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(lang, 'registration:start.cv'))}`) }).click();
  await page.getByRole('heading', { level: 2, name: t(lang, 'registration:start.cv_title'), exact: true }).waitFor();
}

/** Picks the CV file in the upload and waits for the review of its proposals. */
export async function uploadCv(page: Page, lang: Lang, file: string): Promise<void> {
  await page.getByLabel(t(lang, 'cv:upload.file_label'), { exact: true }).setInputFiles(file);
  await page.getByRole('heading', { level: 2, name: t(lang, 'cv:review.title'), exact: true }).waitFor();
}

/** The basic-information region of the CV review. */
export function reviewBasic(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: t(lang, 'cv:sections.basic'), exact: true });
}

/** Fills what the CV cannot say (spec §5 requires it), keeping every proposal ticked. */
export async function completeReview(page: Page, lang: Lang): Promise<void> {
  const basic = reviewBasic(page, lang);
  for (const label of ['gender', 'country_id']) {
    if (await isUnchosen(basic, lang, t(lang, `cv:fields.${label}`)))
      await choose(basic, t(lang, `cv:fields.${label}`));
  }
  const experiences = page.getByRole('region', { name: t(lang, 'cv:sections.experiences'), exact: true });
  const count = await experiences
    .getByRole('group', { name: textPattern(lang, 'cv:review.experience_n', { n: /\d+/ }) })
    .count();
  expect(count, 'work experiences read from the CV').toBeGreaterThan(0);
  for (let n = 1; n <= count; n++) {
    const item = experiences.getByRole('group', { name: t(lang, 'cv:review.experience_n', { n }), exact: true });
    await choose(item, t(lang, 'cv:fields.industry'));
    await choose(item, t(lang, 'cv:fields.employment_type'));
    await choose(item, t(lang, 'cv:fields.company_size'));
    await textbox(item, t(lang, 'cv:fields.work_detail')).fill(WORK_DETAIL[lang]);
  }
  // A school's period the CV gives as a year only is asked as YYYY/MM (spec: periods are YYYY/MM).
  const educations = page.getByRole('region', { name: t(lang, 'cv:sections.educations'), exact: true });
  for (const label of ['start', 'end']) {
    for (const input of await textbox(educations, t(lang, `cv:fields.${label}`)).all()) {
      const value = await input.inputValue();
      if (/^\d{4}$/.test(value)) await input.fill(`${value}/04`);
    }
  }
  const skills = page.getByRole('region', { name: t(lang, 'cv:sections.skills'), exact: true });
  if ((await skills.count()) > 0) await choose(skills, t(lang, 'cv:review.years_for_all'), 1);
  const languages = page.getByRole('region', { name: t(lang, 'cv:sections.languages'), exact: true });
  if (await isUnchosen(languages, lang, t(lang, 'cv:fields.japanese_language_level'))) {
    await choose(languages, t(lang, 'cv:fields.japanese_language_level'), 2);
  }
}

/** Saves the reviewed proposals; the wizard then opens at its first step. */
export async function saveReview(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'cv:review.save'), exact: true }).click();
  await waitForStep(page, lang, 'skill');
}

/** Job step: no role comes from the CV. A role fully chosen counts without pressing "Add". */
export async function fillJobStep(page: Page, lang: Lang): Promise<void> {
  await waitForStep(page, lang, 'job');
  const picker = page.getByRole('group', { name: t(lang, 'registration:job.picker_title'), exact: true });
  await choose(picker, t(lang, 'registration:job.category'));
  await choose(picker, t(lang, 'registration:job.role'));
  await choose(picker, t(lang, 'registration:job.years'), 2);
}

/** Japanese step: whatever the CV left open (level, first language found by typing, English). */
export async function fillJapaneseStep(page: Page, lang: Lang): Promise<void> {
  await waitForStep(page, lang, 'japanese');
  const level = page.getByRole('radiogroup', { name: labelledStart(t(lang, 'profile:fields.japanese_level')) });
  if ((await level.getByRole('radio', { checked: true }).count()) === 0) await level.getByRole('radio').nth(2).check();
  const native = t(lang, 'profile:fields.native_language');
  if (await isUnchosen(page, lang, native)) {
    // Found by typing, in hiragana in Japanese (the list's names are katakana).
    await searchAndChoose(page, native, lang === 'ja' ? 'べとな' : 'viet', lang === 'ja' ? 'ベトナム語' : 'Vietnamese');
  }
  const english = t(lang, 'profile:fields.english_level');
  if (await isUnchosen(page, lang, english)) await choose(page, english, 1);
}

/** The JLPT radio group of the JLPT step. */
export function jlptLevel(page: Page, lang: Lang): Locator {
  return page.getByRole('radiogroup', { name: labelledStart(t(lang, 'registration:jlpt.level')) });
}

/** Career step: the summary and income the CV does not give; optionally a desired salary in yen. */
export async function fillCareerStep(page: Page, lang: Lang, desiredSalary?: number): Promise<void> {
  await waitForStep(page, lang, 'career');
  await textbox(page, t(lang, 'registration:career.work_summary')).fill(SUMMARY[lang]);
  await choose(page, t(lang, 'registration:career.working_status'));
  await choose(page, t(lang, 'registration:career.latest_income'), 3);
  if (desiredSalary !== undefined) {
    await textbox(page, t(lang, 'registration:career.desired_salary')).fill(String(desiredSalary));
  }
}

export async function finishWizard(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'registration:actions.finish'), exact: true }).click();
}

/** MyPage's greeting `key` for whatever name the CV gave. */
function greeting(lang: Lang, key: 'welcome' | 'welcome_new'): RegExp {
  return textPattern(lang, `dashboard:page.${key}`, { name: /.+/ });
}

/** After the last step: MyPage at `/`, the wizard's thanks, and a first visit greeted as one (not "welcome back"). */
export async function expectGreetedAsNew(page: Page, lang: Lang): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(t(lang, 'registration:done.message'), { exact: true }).waitFor();
  await page.getByText(greeting(lang, 'welcome_new')).waitFor();
  expect(await page.getByText(greeting(lang, 'welcome')).count(), '"welcome back" on a first visit').toBe(0);
}
