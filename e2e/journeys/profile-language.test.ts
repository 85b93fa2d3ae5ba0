import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { type Lang, setLangOf, test } from '../support/browser.ts';
import { logInAs, saveButton, settingsSection, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** The logged-in applicant's account menu of the desktop top bar: choose the other language. */
async function chooseLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  await page.getByRole('button', { name: t(from, 'common:a11y.account_menu'), exact: true }).click();
  await page.getByRole('menuitemradio', { name: t(to, `common:language.${to}`), exact: true }).click();
}

const EDITED_CITY = 'Kanazawa';

/** The city field of the basic-information section (the seeded applicant lives in Shibuya). */
function cityField(page: Page, lang: Lang) {
  return textbox(settingsSection(page, lang, 'basic-information'), t(lang, 'profile:fields.city'));
}

describe.each([
  ['en', 'ja'],
  ['ja', 'en'],
] as const)('language switch with unsaved profile changes (%s → %s)', (from, to) => {
  test('asks to confirm: cancel keeps the edit in this language, proceed switches and drops it', async ({
    openPage,
  }) => {
    const account = await createRegisteredApplicant(from, `language-${from}`);
    const page = await openPage(from);
    await logInAs(page, from, account, '/');
    await page.goto('/profile-settings/basic-information');
    const city = cityField(page, from);
    await city.waitFor();
    const saved = await city.inputValue();
    expect(saved).not.toBe(EDITED_CITY);
    await city.fill(EDITED_CITY);
    await saveButton(page, from).waitFor({ state: 'visible' });
    expect(await saveButton(page, from).isEnabled()).toBe(true);

    // Spec §4: with unsaved profile changes a confirmation dialog appears.
    await chooseLanguage(page, from, to);
    const dialog = page.getByRole('dialog', { name: t(from, 'common:language.confirm_title') });
    await dialog.getByText(t(from, 'common:language.confirm_message'), { exact: true }).waitFor();
    await snap(page, 'profile-language-confirm');

    // Cancel: same language, the edit is still in the field.
    await dialog.getByRole('button', { name: t(from, 'common:actions.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(from);
    expect(await cityField(page, from).inputValue()).toBe(EDITED_CITY);

    // Proceed: the page reloads in the other language and the edit is dropped (the saved value is back).
    await chooseLanguage(page, from, to);
    await dialog.getByRole('button', { name: t(from, 'common:language.confirm_proceed'), exact: true }).click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
    setLangOf(page, to);
    const cityAfter = cityField(page, to);
    await expect.poll(() => cityAfter.inputValue()).toBe(saved);
    await page
      .getByRole('heading', { name: t(to, 'profile-settings:sections.basic-information') })
      .first()
      .waitFor();
    await snap(page, 'profile-language-switched');

    // Nothing of the dropped edit was saved: a reload in the new language shows the saved value.
    await page.reload();
    await expect.poll(() => cityField(page, to).inputValue()).toBe(saved);
    expect(await saveButton(page, to).isEnabled()).toBe(false);
  });
});
