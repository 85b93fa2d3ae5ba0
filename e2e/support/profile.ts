import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './applicant.ts';
import type { Lang } from './browser.ts';
import { submitLogin, waitForPath } from './flows.ts';
import { t } from './texts.ts';

/** Logs `account` in through /login and waits for the page the login flow leads to. */
export async function logInAs(page: Page, lang: Lang, account: Account, landing: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, lang, account.email, account.password);
  await waitForPath(page, landing);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The exact accessible name `label`, allowing the asterisk of a required field. */
export function labelled(label: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`);
}

/** The select (MUI combobox) named by the label above it. */
export function select(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('combobox', { name: labelled(label) });
}

/**
 * Opens the select labelled `label` and picks `option` (its visible name), or, given a number, the
 * option at that place among the real choices (0 = the first after the "Select" placeholder).
 * Returns the name of the option picked.
 */
export async function choose(scope: Locator | Page, label: string, option: string | number = 0): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  const listbox = page.getByRole('listbox');
  // Under load the click can reach the select while the form still re-renders from the field before
  // (a pick in an autocomplete), and the menu it opened is gone again: once in a full run the list never
  // showed. Open it until it shows; a click is only repeated after 5 s without a list.
  await expect
    .poll(
      async () => {
        if (await listbox.isVisible()) return true;
        await select(scope, label).click();
        return listbox
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 45_000, interval: 200 },
    )
    .toBe(true);
  const item =
    typeof option === 'string'
      ? listbox.getByRole('option', { name: option, exact: true })
      : listbox.getByRole('option').nth(option + 1);
  const name = ((await item.textContent()) ?? '').trim();
  await item.click();
  await listbox.waitFor({ state: 'detached' });
  return name;
}

/**
 * Types `text` into the searchable select (FormSearchSelectField) labelled `label` and picks
 * `option` among the matches, as a person looking for their country would.
 */
export async function searchAndChoose(
  scope: Locator | Page,
  label: string,
  text: string,
  option: string,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = select(scope, label);
  await input.fill('');
  await input.pressSequentially(text);
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}

/** The textbox labelled `label` (exactly, a required field's asterisk allowed). */
export function textbox(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('textbox', { name: labelled(label) });
}

/** The page's snackbar or status message with this text. */
export function statusText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** The section's form on /profile-settings/{section} (a region named by the section's title). */
export function settingsSection(page: Page, lang: Lang, section: string): Locator {
  return page.getByRole('region', { name: t(lang, `profile-settings:sections.${section}`), exact: true });
}

/** The Save button of a profile-settings form. */
export function saveButton(scope: Locator | Page, lang: Lang): Locator {
  return scope.getByRole('button', { name: t(lang, 'common:form.save'), exact: true });
}

/** Whether the select labelled `label` is there and still shows the "Select" placeholder. */
export async function isUnchosen(scope: Locator | Page, lang: Lang, label: string): Promise<boolean> {
  const field = select(scope, label);
  if ((await field.count()) === 0) return false;
  // A searchable select is a text input: empty means nothing chosen.
  if ((await field.evaluate((element) => element.tagName)) === 'INPUT') return (await field.inputValue()) === '';
  return ((await field.textContent()) ?? '').trim() === t(lang, 'common:form.select_placeholder');
}
