import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, type Lang, test } from '../support/browser.ts';
import { logInAs, saveButton, select, settingsSection, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** The message under a field: the text its aria-describedby points at (MUI's helper text). */
async function messageUnder(field: Locator): Promise<string> {
  return field.evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The spec's exact English message (§5), or the app's Japanese text for it. */
function message(lang: Lang, key: string, english: string, values: Record<string, number> = {}): string {
  return lang === 'en' ? english : t('ja', `shared:validation.${key}`, values);
}

async function openSection(page: Page, lang: Lang, section: string): Promise<Locator> {
  await page.goto(`/profile-settings/${section}`);
  const region = settingsSection(page, lang, section);
  await region.waitFor();
  return region;
}

/** Sends the form around `field` and waits for `expected` under the field. */
async function saveAndExpect(lang: Lang, field: Locator, expected: string): Promise<void> {
  await saveButton(field.locator('xpath=ancestor::form[1]'), lang).click();
  await expect.poll(() => messageUnder(field)).toContain(expected);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
}

describe.each(LANGS)('profile validation messages (%s)', (lang) => {
  test('each message appears under its field in the page language, and nothing invalid is saved', {
    timeout: 180_000,
  }, async ({ openPage }) => {
    const account = await createRegisteredApplicant(lang, `validation-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');
    // Leaving a form with refused edits: the browser's "leave this page?" is answered yes.
    page.on('dialog', (dialog) => void dialog.accept());

    // Required (spec §5 generic 'Required.').
    let region = await openSection(page, lang, 'basic-information');
    const lastName = textbox(region, t(lang, 'profile:fields.last_name'));
    await lastName.fill('');
    await saveAndExpect(lang, lastName, message(lang, 'required', 'Required.'));
    await snap(page, 'validation-required');
    await page.reload();
    await expect.poll(() => lastName.inputValue()).toBe('Nguyen');

    // Career summary: required, max 10000 characters (spec §5 'Must be {max} characters or less.').
    region = await openSection(page, lang, 'work-experience');
    const summary = textbox(region, t(lang, 'profile-settings:career.work_summary'));
    await summary.fill('');
    await saveAndExpect(lang, summary, message(lang, 'required', 'Required.'));
    await summary.evaluate((el: HTMLTextAreaElement) => el.removeAttribute('maxlength'));
    await summary.fill('a'.repeat(10_001));
    await saveAndExpect(lang, summary, message(lang, 'max_chars', 'Must be 10000 characters or less.', { max: 10000 }));

    // Education: the school URL must be a full http(s) URL (spec §5).
    region = await openSection(page, lang, 'education');
    const url = textbox(region, t(lang, 'profile-settings:education.school_url')).first();
    await url.fill('www.hust.edu.vn');
    await saveAndExpect(lang, url, t(lang, 'shared:validation.url_http'));
    await snap(page, 'validation-education-url');

    // Language: a certificate score is a number from 1 to 999999.99 (spec §5).
    region = await openSection(page, lang, 'language');
    const score = textbox(region, t(lang, 'profile-settings:language.certificate_score')).first();
    await score.fill('0');
    await saveAndExpect(lang, score, t(lang, 'shared:validation.score_range'));
    await score.fill('1000000');
    await saveAndExpect(lang, score, t(lang, 'shared:validation.score_range'));

    // Licenses: a duplicate is rejected (spec §5).
    region = await openSection(page, lang, 'license-award');
    await region.getByRole('button', { name: t(lang, 'profile-settings:license_award.add_license') }).click();
    const second = region.getByRole('group', {
      name: t(lang, 'profile-settings:license_award.license_item', { n: 2 }),
    });
    const duplicate = select(second, t(lang, 'profile-settings:license_award.license_name'));
    await duplicate.fill('AWS Solutions Architect');
    // The IT certificates the name matches are offered; Escape closes the list and keeps the text.
    await duplicate.press('Escape');
    await saveAndExpect(lang, duplicate, t(lang, 'shared:validation.license_duplicate'));
    await snap(page, 'validation-license-duplicate');
    await page.reload();
    await region
      .getByRole('group', { name: t(lang, 'profile-settings:license_award.license_item', { n: 1 }) })
      .waitFor();
    expect(await second.count()).toBe(0);
  });
});
