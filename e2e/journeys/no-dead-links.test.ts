import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { finishRegistration } from '../support/applicant.ts';
import { type Lang, LANGS, test, waitForQuietNetwork } from '../support/browser.ts';
import { createVerifiedAccount, waitForRegistration } from '../support/flows.ts';
import { logInAs } from '../support/profile.ts';
import { t } from '../support/texts.ts';
import { appUrl } from '../support/app-server.ts';

/**
 * Issue 12, "no link anywhere in the default build leads to a 404": every internal link of the public
 * pages, the shell's header, account menu and phone drawer, and the footer, in both languages, as a
 * guest, as an applicant who has not finished registration (signed up and verified, wizard not
 * done) and as a registered applicant. The start pages are opened and their links collected from the
 * DOM; each linked path is then checked once: over HTTP (the server's own 404s: job and blog pages,
 * sitemaps) and in the app (its 404 page). One level deep: the start pages are every page a visitor
 * reaches from the shell, so their links are the site's links.
 */

const PUBLIC_START = [
  '/',
  '/search',
  '/terms-of-use',
  '/privacy-policy',
  '/handling-personal-information',
  '/personal-information',
  '/about-us',
  '/contact-us',
  '/hashi-info',
  '/blog',
  '/faq',
  '/lp-en',
  '/lp-jp',
  '/for-employer',
  '/campaign',
  '/interview-campaign',
  '/sign-up',
  '/login',
];
/** A signed-in applicant's own pages; the public ones link the same for everyone but the shell, seen on each. */
const APPLICANT_START = ['/', '/jobs', '/faq-inquiry', '/referral', '/notifications', '/account-settings', '/about-us'];
/** An applicant still in the wizard: MyPage (with the footer) and the wizard itself (without). */
const UNREGISTERED_START = ['/', '/profile-registration'];

/** Who crawls: the shell differs for each (spec §2, §6). */
type Who = 'guest' | 'unregistered' | 'registered';

/** Paths that differ only in their ids are one kind of page: the app is checked on this many of each. */
const APP_CHECKS_PER_KIND = 1;

/**
 * The kinds of public page the guest's crawl opened in the app and saw itself (not sent to the
 * login), per language: whether a public page exists does not depend on the session, so the
 * applicant's crawls (later in this file) do not open them again.
 */
const publicKinds: Record<Lang, Set<string>> = { en: new Set(), ja: new Set() };

const kindOf = (path: string) =>
  new URL(path, 'http://x').pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/^\/blog\/[^/]+$/, '/blog/:slug');

/** Every `a[href]` of the page now, as same-origin paths (with their query, without a fragment). */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(appUrl()).origin;
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
  );
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
    if (/^\/(api|oauth|dev)(\/|$)/.test(url.pathname)) continue;
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/** Opens `path` in the app and waits for its page heading (the 404 page has one too). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await waitForQuietNetwork(page);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Spec §6: before registration is finished, the FAQ and account settings entries open the public
 * FAQ (/faq in the default build) in a new tab, so the wizard stays open.
 */
async function expectPublicFaqInNewTab(scope: Locator, role: 'link' | 'menuitem', lang: Lang): Promise<void> {
  for (const key of ['common:nav.faq_inquiry', 'common:nav.account_settings'] as const) {
    // The name ends with the hidden "(opens in a new tab)".
    const entry = scope.getByRole(role, { name: new RegExp(`^${escapeRegExp(t(lang, key))}`) });
    expect(await entry.count(), `${key} in the ${role === 'link' ? 'phone drawer' : 'account menu'}`).toBe(1);
    expect(new URL((await entry.getAttribute('href')) ?? '', appUrl()).pathname, key).toBe('/faq');
    expect(await entry.getAttribute('target'), key).toBe('_blank');
  }
}

/** The links of the phone drawer (390 px) and, for a signed-in user, of the account menu (1280 px). */
async function menuLinks(page: Page, lang: Lang, who: Who): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  // A registered applicant's phone bar opens the same drawer as a settings button.
  const opener = who === 'registered' ? 'common:a11y.open_settings' : 'common:a11y.open_menu';
  await page.getByRole('button', { name: t(lang, opener), exact: true }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await drawer.getByRole('navigation', { name: t(lang, 'common:a11y.footer_navigation') }).waitFor();
  if (who === 'unregistered') await expectPublicFaqInNewTab(drawer, 'link', lang);
  found.push(...(await linksOn(page)));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await page.setViewportSize({ width: 1280, height: 800 });
  if (who !== 'guest') {
    // The same page, now wide: the desktop bar with the account menu replaces the phone bar.
    await page.getByRole('button', { name: t(lang, 'common:a11y.account_menu'), exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    if (who === 'unregistered') await expectPublicFaqInNewTab(menu, 'menuitem', lang);
    found.push(...(await linksOn(page)));
    await page.keyboard.press('Escape');
  }
  return found;
}

/**
 * `checked`: the kinds of page opened in the app so far, shared by crawls of the same session (each
 * crawl still opens its own start pages).
 */
async function crawl(
  page: Page,
  lang: Lang,
  starts: string[],
  who: Who,
  checked = new Map<string, number>(),
): Promise<string[]> {
  const notFoundTitle = t(lang, 'common:not_found.title');
  const linkedFrom = new Map<string, string>();
  const note = (paths: string[], from: string) => {
    for (const p of paths) if (!linkedFrom.has(p)) linkedFrom.set(p, from);
  };
  note(await menuLinks(page, lang, who), who === 'guest' ? 'the phone drawer' : 'the account menu or phone drawer');
  const problems: string[] = [];
  const showsNotFound = async () =>
    (await page.getByRole('heading', { level: 1, name: notFoundTitle, exact: true }).count()) > 0;

  // The start pages: each must exist, and its links (header, main, footer at 1280 px) are collected.
  for (const start of starts) {
    await open(page, start);
    if (await showsNotFound()) problems.push(`${start} (a start page) shows the 404 page`);
    note(await linksOn(page), start);
  }

  // Each linked path once: the server must not answer 404, and the app must not show its 404 page.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const [path, from] of linkedFrom) {
    const res = await fetch(`${appUrl()}${path}`, {
      headers: { accept: 'text/html', 'x-localization': lang, cookie },
      redirect: 'manual',
    });
    if (res.status === 404) {
      problems.push(`${path} (linked from ${from}) answers HTTP 404`);
      continue;
    }
    const kind = kindOf(path);
    const seen = checked.get(kind) ?? 0;
    if (starts.includes(path) || seen >= APP_CHECKS_PER_KIND) continue;
    if (who !== 'guest' && publicKinds[lang].has(kind)) continue;
    checked.set(kind, seen + 1);
    await open(page, path);
    if (await showsNotFound()) problems.push(`${path} (linked from ${from}) shows the 404 page`);
    if (who === 'guest' && new URL(page.url()).pathname === new URL(path, page.url()).pathname) {
      publicKinds[lang].add(kind);
    }
  }
  expect(linkedFrom.size, 'internal links found').toBeGreaterThan(starts.length);
  return problems;
}

describe.each(LANGS)('no dead internal links (%s)', (lang) => {
  test('as a guest: public pages, header, phone drawer and footer', async ({ openPage }) => {
    const page = await openPage(lang);
    expect(await crawl(page, lang, PUBLIC_START, 'guest')).toEqual([]);
  });

  // One applicant, one login: first before the wizard is finished, then registered.
  test('as an applicant before and after registration: the wizard, MyPage, the menus, the signed-in pages', async ({
    openPage,
  }) => {
    const account = { email: uniqueEmail(`links-${lang}`), password: newPassword() };
    await createVerifiedAccount(lang, account.email, account.password);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/profile-registration');
    await waitForRegistration(page, lang);
    const checked = new Map<string, number>();
    expect(await crawl(page, lang, UNREGISTERED_START, 'unregistered', checked)).toEqual([]);

    // Each crawl step loads its page anew, so the app sees the finished registration.
    await finishRegistration(lang, account);
    expect(await crawl(page, lang, APPLICANT_START, 'registered', checked)).toEqual([]);
  });
});
