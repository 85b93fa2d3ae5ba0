import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { cvFile, photoFile } from '../support/applicant.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import { createVerifiedAccount, waitForHeading, waitForPath } from '../support/flows.ts';
import { choose, isUnchosen, logInAs, searchAndChoose, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** What the applicant writes where the CV says nothing (spec §5: work detail is required). */
const WORK_DETAIL: Record<Lang, string> = {
  en: 'Designed and built the payment services in Go and TypeScript for a team of six engineers.',
  ja: 'Go と TypeScript で決済サービスを設計・開発しました。6名のチームでリードを担当しました。',
};
const SUMMARY: Record<Lang, string> = {
  en: 'Backend engineer with eight years of web services, looking for a product team in Tokyo.',
  ja: 'Web サービスの開発経験が8年あるバックエンドエンジニアです。東京のプロダクトチームを希望しています。',
};

/** The four stepper titles, in order (an ordered list named "Registration steps"). */
function stepperItems(page: Page, lang: Lang): Locator {
  return page.getByRole('list', { name: t(lang, 'registration:stepper.label'), exact: true }).getByRole('listitem');
}

/** Which stepper titles carry the check mark (their text ends with the hidden "(completed)"). */
async function ticked(page: Page, lang: Lang): Promise<boolean[]> {
  const done = `(${t(lang, 'registration:stepper.done')})`;
  return (await stepperItems(page, lang).allTextContents()).map((text) => text.includes(done));
}

async function waitForStep(page: Page, lang: Lang, key: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: t(lang, `registration:${key}.title`), exact: true }).waitFor();
}

async function next(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'registration:actions.next'), exact: true }).click();
}

/** Fills what the CV cannot say (spec §5 requires it), keeping every proposal ticked. */
async function completeReview(page: Page, lang: Lang): Promise<void> {
  const basic = page.getByRole('region', { name: t(lang, 'cv:sections.basic'), exact: true });
  for (const label of ['gender', 'country_id']) {
    if (await isUnchosen(basic, lang, t(lang, `cv:fields.${label}`)))
      await choose(basic, t(lang, `cv:fields.${label}`));
  }
  const experiences = page.getByRole('region', { name: t(lang, 'cv:sections.experiences'), exact: true });
  const count = await experiences
    .getByRole('group', { name: new RegExp(`^${t(lang, 'cv:review.experience_n', { n: 99 }).replace('99', '\\d+')}$`) })
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

describe.each(LANGS)('CV import and the registration wizard (%s)', (lang) => {
  test('a new applicant starts the wizard from a CV, keeps its proposals, takes each step with one Next and is greeted as new', {
    timeout: 240_000,
  }, async ({ openPage }) => {
    const account = { email: uniqueEmail(`wizard-${lang}`), password: newPassword() };
    await createVerifiedAccount(lang, account.email, account.password);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/profile-registration');
    await waitForHeading(page, t(lang, 'registration:page.title'));

    // The wizard first offers to start from a CV or by hand; the CV runs the import and its review.
    await page.getByRole('heading', { level: 2, name: t(lang, 'registration:start.title'), exact: true }).waitFor();
    expect(await stepperItems(page, lang).count(), 'no stepper before the steps start').toBe(0);
    await snap(page, 'wizard-start');
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(lang, 'registration:start.cv'))}`) }).click();
    await page.getByRole('heading', { level: 2, name: t(lang, 'registration:start.cv_title'), exact: true }).waitFor();
    await snap(page, 'wizard-cv');
    const fileInput = page.getByLabel(t(lang, 'cv:upload.file_label'), { exact: true });
    await fileInput.setInputFiles(photoFile());
    const refused = lang === 'en' ? 'File is not supported' : t('ja', 'shared:errors.file_not_supported');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(refused);
    await fileInput.setInputFiles(await cvFile(lang));
    await page.getByRole('heading', { level: 2, name: t(lang, 'cv:review.title'), exact: true }).waitFor();
    // The proposals are the CV's: the name read from it is in the basic information.
    const basic = page.getByRole('region', { name: t(lang, 'cv:sections.basic'), exact: true });
    const cvLastName = lang === 'en' ? 'Doe' : 'グエン';
    expect(await textbox(basic, t(lang, 'cv:fields.last_name')).inputValue()).toBe(cvLastName);
    await completeReview(page, lang);
    await snap(page, 'cv-review');
    await page.getByRole('button', { name: t(lang, 'cv:review.save'), exact: true }).click();

    // Saved: the wizard opens at its first step, with what the CV gave already in it.
    await waitForStep(page, lang, 'skill');
    expect(new URL(page.url()).pathname).toBe('/profile-registration');
    expect(await stepperItems(page, lang).count()).toBe(4);
    // The CV's languages and basic information completed groups 2 and 3 already: they are ticked.
    expect(await ticked(page, lang)).toEqual([false, true, true, false]);
    const skillList = page.getByRole('combobox', { name: new RegExp(t(lang, 'registration:skill.skills')) });
    await expect.poll(() => skillList.locator('xpath=..').textContent()).toMatch(/TypeScript|Go/);
    await snap(page, 'wizard-skill');
    await next(page, lang);

    // Job: no role came from the CV. A role fully chosen counts without pressing "Add": one Next.
    await waitForStep(page, lang, 'job');
    const picker = page.getByRole('group', { name: t(lang, 'registration:job.picker_title'), exact: true });
    await choose(picker, t(lang, 'registration:job.category'));
    await choose(picker, t(lang, 'registration:job.role'));
    await choose(picker, t(lang, 'registration:job.years'), 2);
    await next(page, lang);

    // Group 1 (skill and job) is done now: its title carries the check mark too.
    await waitForStep(page, lang, 'japanese');
    expect(await ticked(page, lang)).toEqual([true, true, true, false]);
    const level = page.getByRole('radiogroup', { name: labelledStart(t(lang, 'profile:fields.japanese_level')) });
    if ((await level.getByRole('radio', { checked: true }).count()) === 0)
      await level.getByRole('radio').nth(2).check();
    const native = t(lang, 'profile:fields.native_language');
    if (await isUnchosen(page, lang, native)) {
      // Found by typing, in hiragana in Japanese (the list's names are katakana).
      await searchAndChoose(
        page,
        native,
        lang === 'ja' ? 'べとな' : 'viet',
        lang === 'ja' ? 'ベトナム語' : 'Vietnamese',
      );
    }
    const english = t(lang, 'profile:fields.english_level');
    if (await isUnchosen(page, lang, english)) await choose(page, english, 1);
    await next(page, lang);

    await waitForStep(page, lang, 'jlpt');
    const jlpt = page.getByRole('radiogroup', { name: labelledStart(t(lang, 'registration:jlpt.level')) });
    // The CV said JLPT N3 (English CV) or N2 (履歴書): kept from the review.
    expect(await jlpt.getByRole('radio', { checked: true }).getAttribute('value')).not.toBeNull();
    await next(page, lang);

    // Basic information comes from the CV.
    await waitForStep(page, lang, 'basic');
    expect(await ticked(page, lang)).toEqual([true, true, true, false]);
    expect(await textbox(page, t(lang, 'profile:fields.last_name')).inputValue()).toBe(cvLastName);
    await snap(page, 'wizard-basic');
    await next(page, lang);

    // Career: the work experiences kept from the CV are listed; the summary and income are asked.
    await waitForStep(page, lang, 'career');
    expect(await ticked(page, lang)).toEqual([true, true, true, false]);
    const cvCompany = lang === 'en' ? 'Rakuten Group, Inc.' : '株式会社メルカリ';
    await page
      .getByText(new RegExp(cvCompany.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .first()
      .waitFor();
    await textbox(page, t(lang, 'registration:career.work_summary')).fill(SUMMARY[lang]);
    await choose(page, t(lang, 'registration:career.working_status'));
    await choose(page, t(lang, 'registration:career.latest_income'), 3);
    await snap(page, 'wizard-career');
    await page.getByRole('button', { name: t(lang, 'registration:actions.finish'), exact: true }).click();

    // Spec §4: step 4 reached, no page was asked for → home; the wizard is closed to a registered user.
    await waitForPath(page, '/');
    await page.getByText(t(lang, 'registration:done.message'), { exact: true }).waitFor();
    // MyPage greets a first visit as one, not with "welcome back".
    await page.getByText(greeting(lang, 'welcome_new')).waitFor();
    expect(await page.getByText(greeting(lang, 'welcome')).count()).toBe(0);
    await page.goto('/profile-registration');
    await waitForPath(page, '/profile-settings');
  });
});

/** A radio group's name starts with its legend (a required legend adds an asterisk). */
function labelledStart(label: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(label)}`);
}

/** MyPage's greeting `key` for whatever name the CV gave. */
function greeting(lang: Lang, key: 'welcome' | 'welcome_new'): RegExp {
  const [before = '', after = ''] = t(lang, `dashboard:page.${key}`, { name: '\u0000' }).split('\u0000');
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
