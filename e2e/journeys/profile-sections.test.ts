import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import { choose, logInAs, saveButton, searchAndChoose, select, settingsSection, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** The form around `field` (a section can hold more than one, e.g. work experience and its summary). */
function formOf(field: Locator): Locator {
  return field.locator('xpath=ancestor::form[1]');
}

/** Saves the form around `field` and waits for its "Saved." message. */
async function save(lang: Lang, field: Locator): Promise<void> {
  const form = formOf(field);
  await saveButton(form, lang).click();
  await form
    .getByRole('status')
    .filter({ hasText: t(lang, 'common:form.saved') })
    .waitFor();
}

async function openSection(page: Page, lang: Lang, section: string): Promise<Locator> {
  await page.goto(`/profile-settings/${section}`);
  const region = settingsSection(page, lang, section);
  await region.waitFor();
  return region;
}

/** Edits one text field of a section, saves, reloads, and checks the value came back from the server. */
async function editText(page: Page, lang: Lang, section: string, label: string, value: string): Promise<void> {
  const region = await openSection(page, lang, section);
  const field = textbox(region, label).first();
  await field.waitFor();
  expect(await field.inputValue()).not.toBe(value);
  await field.fill(value);
  await save(lang, field);
  await page.reload();
  await expect
    .poll(() =>
      textbox(settingsSection(page, lang, section), label)
        .first()
        .inputValue(),
    )
    .toBe(value);
}

/**
 * Issue 13: a long list is searched by typing ("ind", 「イン」), the likely choices first; the pick
 * is saved and comes back after a reload.
 */
async function pickNationalityByTyping(page: Page, lang: Lang): Promise<void> {
  const region = await openSection(page, lang, 'basic-information');
  const label = t(lang, 'profile:fields.nationality');
  const field = select(region, label);
  await field.fill('');
  await field.pressSequentially(lang === 'ja' ? 'イン' : 'ind');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const india = lang === 'ja' ? 'インド' : 'India';
  expect((await listbox.getByRole('option').first().textContent())?.trim()).toBe(india);
  await snap(page, 'profile-nationality-search');
  await searchAndChoose(region, label, lang === 'ja' ? 'イン' : 'ind', india);
  await save(lang, field);
  await page.reload();
  await expect.poll(() => select(settingsSection(page, lang, 'basic-information'), label).inputValue()).toBe(india);
}

const VALUES = {
  en: {
    lastName: 'Tran-Nguyen',
    phone: '08012345678',
    summary: 'Backend engineer: eight years of payments and fintech APIs in Go and Java.',
    license: 'Certified Kubernetes Administrator (CKA)',
    licenseTyped: 'kubernetes admin',
    school: 'University of Tokyo',
  },
  ja: {
    lastName: 'グエン',
    phone: '09087654321',
    summary: '決済・フィンテック領域で8年間、Go と Java による API 開発を担当してきました。',
    license: '応用情報技術者試験',
    licenseTyped: '応用情報',
    school: '東京大学',
  },
} as const;

describe.each(LANGS)('profile settings sections (%s)', (lang) => {
  test('each section saves what the applicant changed, and it survives a reload', { timeout: 240_000 }, async ({
    openPage,
  }) => {
    const v = VALUES[lang];
    const account = await createRegisteredApplicant(lang, `sections-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');

    await editText(page, lang, 'basic-information', t(lang, 'profile:fields.last_name'), v.lastName);
    await snap(page, 'profile-basic-information');
    await pickNationalityByTyping(page, lang);
    await editText(page, lang, 'contact', t(lang, 'profile:fields.phone'), v.phone);
    await editText(page, lang, 'work-experience', t(lang, 'profile-settings:career.work_summary'), v.summary);
    await snap(page, 'profile-work-experience');

    // Licenses: a new one is added to the list (the seeded applicant has one).
    let region = await openSection(page, lang, 'license-award');
    await region.getByRole('button', { name: t(lang, 'profile-settings:license_award.add_license') }).click();
    const second = region.getByRole('group', {
      name: t(lang, 'profile-settings:license_award.license_item', { n: 2 }),
    });
    // The name offers IT certificates from the list as it is typed (either language).
    const licenseName = select(second, t(lang, 'profile-settings:license_award.license_name'));
    await licenseName.fill(v.licenseTyped);
    await page.getByRole('option').filter({ hasText: v.license }).first().click();
    await expect.poll(() => licenseName.inputValue()).toBe(v.license);
    await choose(second, t(lang, 'profile-settings:license_award.license_year'), 2);
    await save(lang, licenseName);
    await page.reload();
    region = settingsSection(page, lang, 'license-award');
    const licenseNames = select(region, t(lang, 'profile-settings:license_award.license_name'));
    await expect
      .poll(async () => Promise.all((await licenseNames.all()).map((input) => input.inputValue())))
      .toEqual(expect.arrayContaining([v.license, 'AWS Solutions Architect']));
    await snap(page, 'profile-license-award');

    // Education: a second school.
    region = await openSection(page, lang, 'education');
    await region.getByRole('button', { name: t(lang, 'profile-settings:education.add') }).click();
    const school = region.getByRole('group', { name: t(lang, 'profile-settings:education.item', { n: 2 }) });
    const schoolName = textbox(school, t(lang, 'profile-settings:education.school_name'));
    await schoolName.fill(v.school);
    await save(lang, schoolName);
    await page.reload();
    region = settingsSection(page, lang, 'education');
    const schoolNames = textbox(region, t(lang, 'profile-settings:education.school_name'));
    await expect
      .poll(async () => Promise.all((await schoolNames.all()).map((input) => input.inputValue())))
      .toEqual(expect.arrayContaining([v.school, 'Hanoi University of Science and Technology']));
    await snap(page, 'profile-education');

    // Languages: the English certificate's score.
    await editText(page, lang, 'language', t(lang, 'profile-settings:language.certificate_score'), '875');
    await snap(page, 'profile-language');

    // Preferences: the minimum salary.
    await editText(page, lang, 'preference', t(lang, 'profile-settings:preference.minimum_salary'), '7500000');
    await snap(page, 'profile-preference');

    // The preview shows what was saved.
    await page.goto('/profile-preview');
    await page.getByText(v.summary).first().waitFor();
    await page.getByText(v.license).first().waitFor();
    await page.getByText(v.school).first().waitFor();
    await snap(page, 'profile-preview');
  });
});
