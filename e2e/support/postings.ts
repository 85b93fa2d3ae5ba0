import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';
import { t } from './texts.ts';

/**
 * What an applicant does on a posting's page (/jobs/:id): save and unsave, Know More, apply —
 * shared by the job-search and first-hour journeys.
 */

const ap = (lang: Lang, key: string) => t(lang, `approaches:${key}`);

/** The posting page's group of actions (Apply, Know More, Save, Hide). */
export function postingActions(page: Page, lang: Lang): Locator {
  return page.getByRole('group', { name: t(lang, 'jobs:detail.actions'), exact: true });
}

/** Saves the posting, then removes it again: saving toggles. `whileSaved` looks at the saved state. */
export async function saveThenUnsave(page: Page, lang: Lang, whileSaved?: () => Promise<void>): Promise<void> {
  const actions = postingActions(page, lang);
  await actions.getByRole('button', { name: ap(lang, 'actions.save'), exact: true }).click();
  const unsave = actions.getByRole('button', { name: ap(lang, 'actions.unsave'), exact: true });
  await unsave.waitFor();
  await page.getByText(ap(lang, 'actions.done_save')).waitFor();
  await whileSaved?.();
  await unsave.click();
  await page.getByText(ap(lang, 'actions.done_unsave')).waitFor();
  await actions.getByRole('button', { name: ap(lang, 'actions.save'), exact: true }).waitFor();
}

/**
 * Know More: explained at the button, asked before it is sent, then shown as sent. `whenAsked`
 * looks at the confirmation before it is accepted.
 */
export async function sendKnowMore(page: Page, lang: Lang, whenAsked?: () => Promise<void>): Promise<void> {
  const actions = postingActions(page, lang);
  await page.getByText(ap(lang, 'know_more.hint')).first().waitFor();
  await actions.getByRole('button', { name: ap(lang, 'actions.know_more'), exact: true }).click();
  await confirmKnowMore(page, lang, whenAsked);
  await actions.getByRole('button', { name: ap(lang, 'actions.know_more_sent'), exact: true }).waitFor();
}

/**
 * Accepts the question that every Know More asks first (a posting's, a scout's or a pin's), and waits
 * until it has closed. `whenAsked` looks at the question before it is accepted.
 */
export async function confirmKnowMore(page: Page, lang: Lang, whenAsked?: () => Promise<void>): Promise<void> {
  const confirm = page.getByRole('dialog', { name: ap(lang, 'know_more.confirm_title') });
  await confirm.waitFor();
  await whenAsked?.();
  await confirm.getByRole('button', { name: ap(lang, 'know_more.confirm'), exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
}

/** Applies from the posting page, answering each of the company's questions, and waits for the thanks. */
export async function applyWithAnswers(page: Page, lang: Lang, answer: string): Promise<void> {
  const id = new URL(page.url()).pathname.split('/').at(-1);
  await postingActions(page, lang)
    .getByRole('button', { name: ap(lang, 'actions.apply'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: ap(lang, 'apply.title') });
  await dialog
    .getByRole('button', { name: ap(lang, 'apply.submit'), exact: true })
    .and(page.locator(':enabled'))
    .waitFor();
  for (const question of await dialog.getByRole('textbox').all()) await question.fill(answer);
  await dialog.getByRole('button', { name: ap(lang, 'apply.submit'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/jobs/${id}/applycomplete`);
  await page.getByRole('heading', { level: 1, name: ap(lang, 'complete.title'), exact: true }).waitFor();
}

/**
 * Searches the job search page for `keyword` from its box, as a visitor does. Under load a keyword
 * typed just as a painted page goes live has been seen lost (the box emptied, or the search sent
 * without it — in both languages of full runs; noted for investigation): the fill and the search
 * are made again until the URL holds the keyword, which is the state the journeys go on from.
 */
export async function searchByKeyword(page: Page, lang: Lang, keyword: string): Promise<void> {
  const keywordBox = page.getByRole('combobox', { name: t(lang, 'jobs:search.keyword'), exact: true });
  const submit = page.getByRole('button', { name: t(lang, 'jobs:search.submit'), exact: true });
  await expect
    .poll(
      async () => {
        if (new URL(page.url()).searchParams.get('popular_keywords') === keyword) return keyword;
        if ((await keywordBox.inputValue()) !== keyword) await keywordBox.fill(keyword);
        if ((await keywordBox.inputValue()) === keyword) await submit.click();
        return new URL(page.url()).searchParams.get('popular_keywords');
      },
      { timeout: 45_000, interval: 1_000 },
    )
    .toBe(keyword);
}
