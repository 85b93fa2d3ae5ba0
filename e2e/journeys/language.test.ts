import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { type Lang, setLangOf, test } from '../support/browser.ts';
import { createVerifiedAccount, submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

const LANGUAGE_COOKIE = 'hashi_lang';

async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value;
}

/** The guests' language menu of the desktop top bar. */
async function chooseFromLanguageMenu(page: Page, from: Lang, to: Lang) {
  const current = t(from, `common:language.${from}`);
  await page.getByRole('button', { name: `${t(from, 'common:language.label')}: ${current}`, exact: true }).click();
  await page.getByRole('menuitemradio', { name: t(to, `common:language.${to}`), exact: true }).click();
}

describe('language detection and switching', () => {
  test('an en-US browser starts in English; the menu switches to Japanese, which survives a reload', async ({
    openPage,
  }) => {
    const page = await openPage('en');
    await page.goto('/login');
    await waitForHeading(page, t('en', 'auth:login.title'));
    expect(await htmlLang(page)).toBe('en');

    await chooseFromLanguageMenu(page, 'en', 'ja');
    await waitForHeading(page, t('ja', 'auth:login.title'));
    expect(await htmlLang(page)).toBe('ja');
    expect(await languageCookie(page)).toBe('ja');
    setLangOf(page, 'ja');
    await snap(page, 'login-switched-to-japanese');

    await page.reload();
    await waitForHeading(page, t('ja', 'auth:login.title'));
    expect(await htmlLang(page)).toBe('ja');
  });

  test('a ja-JP browser starts in Japanese; on a phone the drawer switches to English, which survives a reload', async ({
    openPage,
  }) => {
    const page = await openPage('ja');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sign-up');
    await waitForHeading(page, t('ja', 'auth:sign_up.title'));
    expect(await htmlLang(page)).toBe('ja');

    await page.getByRole('button', { name: t('ja', 'common:a11y.open_menu'), exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: t('en', 'common:language.en'), exact: true }).click();
    await waitForHeading(page, t('en', 'auth:sign_up.title'));
    expect(await htmlLang(page)).toBe('en');
    expect(await languageCookie(page)).toBe('en');

    await page.reload();
    await waitForHeading(page, t('en', 'auth:sign_up.title'));
    expect(await htmlLang(page)).toBe('en');
  });

  test('a logged-in applicant’s choice is saved to the account: the next login on another browser uses it', async ({
    openPage,
  }) => {
    const email = uniqueEmail('language');
    const password = newPassword();
    await createVerifiedAccount('en', email, password);
    const page = await openPage('en');
    await page.goto('/login');
    await submitLogin(page, 'en', email, password);
    await waitForPath(page, '/profile-registration');
    await waitForHeading(page, t('en', 'registration:page.title'));

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/applicants/set-locale') && r.ok());
    await page.getByRole('button', { name: t('en', 'common:a11y.account_menu'), exact: true }).click();
    await page.getByRole('menuitemradio', { name: t('ja', 'common:language.ja'), exact: true }).click();
    await saved;
    await waitForHeading(page, t('ja', 'registration:page.title'));

    // Another browser (English, no language cookie): the login flow applies the account's language.
    const other = await openPage('en');
    await other.goto('/login');
    await waitForHeading(other, t('en', 'auth:login.title'));
    await submitLogin(other, 'en', email, password);
    await waitForPath(other, '/profile-registration');
    await waitForHeading(other, t('ja', 'registration:page.title'));
    expect(await htmlLang(other)).toBe('ja');
  });
});
