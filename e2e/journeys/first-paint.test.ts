import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type Lang, LANGS, test, waitForQuietNetwork } from '../support/browser.ts';
import { bringToLife, createVerifiedAccount, field, waitForHeading } from '../support/flows.ts';
import { t } from '../support/texts.ts';
import { appScripts, recordScripts } from '../support/app-scripts.ts';

/**
 * ADR 0038: the pages a visitor lands on first are painted by the server. Without JavaScript they
 * still show their content; with it, the app takes the painted page over (hydrates) without a
 * React hydration error and the page works: a link inside it navigates within the app. ADR 0043:
 * the app loads at the visitor's first sign of use, and what they did before it was live still acts.
 */

interface Landing {
  path: string;
  lang: Lang;
  /** The page's main heading; null: the posting's title, read from the page. */
  heading: string | null;
  /** A link inside the page the app follows itself once it is live. */
  link: string;
}

/** A published posting's page, found the way a visitor finds one: from the search. */
async function postingPath(page: Page): Promise<string> {
  await page.goto('/search');
  const href = await page.locator('main a[href^="/search/"]').first().getAttribute('href');
  if (!href) throw new Error('the search lists no posting');
  return new URL(href, 'http://x').pathname;
}

function landings(lang: Lang, posting: string): Landing[] {
  return [
    { path: '/search', lang, heading: t(lang, 'jobs:search.title'), link: 'main a[href^="/search/"]' },
    { path: posting, lang, heading: null, link: 'main a[href="/sign-up"]' },
    { path: '/lp-en', lang: 'en', heading: t('en', 'auth:landing.title'), link: 'main a[href="/for-employer"]' },
    { path: '/lp-jp', lang: 'ja', heading: t('ja', 'auth:landing.title'), link: 'main a[href="/for-employer"]' },
    { path: '/for-employer', lang, heading: t(lang, 'for-employer:title'), link: 'main a[href="/employer/login"]' },
    { path: '/login', lang, heading: t(lang, 'auth:login.title'), link: 'main a[href="/sign-up"]' },
    { path: '/sign-up', lang, heading: t(lang, 'auth:sign_up.title'), link: 'main a[href="/login"]' },
  ];
}

describe.each(LANGS)('the first paint of the public pages (%s)', (lang) => {
  test('shows each page’s main heading with JavaScript off, and hydrates it cleanly with JavaScript on', async ({
    openPage,
  }) => {
    const live = await openPage(lang);
    const consoleErrors: string[] = [];
    live.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${live.url()}: ${message.text()}`);
    });
    const pages = landings(lang, await postingPath(live));

    const noScript = await openPage(lang, { javaScriptEnabled: false });
    for (const landing of pages) {
      await noScript.goto(`${landing.path}?lang=${landing.lang}`);
      const heading = noScript.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      if (landing.heading) expect(await heading.textContent(), landing.path).toBe(landing.heading);
      else expect((await heading.textContent())?.trim(), landing.path).toBeTruthy();
    }
    // A posting opened from a search leads back to that search, keyword kept, with no app at all:
    // the server paints the link from where the browser says it came from (Referer, same origin).
    const keyword = lang === 'ja' ? 'エンジニア' : 'Engineer';
    await noScript.goto(`/search?popular_keywords=${encodeURIComponent(keyword)}`);
    await noScript.locator('main a[href^="/search/"]').first().click();
    await noScript.waitForURL((url) => /^\/search\/\d+$/.test(url.pathname));
    await noScript.getByRole('link', { name: t(lang, 'jobs:detail.back_to_search'), exact: true }).click();
    await noScript.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('popular_keywords') === keyword,
    );

    for (const landing of pages) {
      await live.goto(`${landing.path}?lang=${landing.lang}`);
      // The document loaded once; a link the app follows keeps it (a full load would drop the mark).
      await live.evaluate(() => {
        (window as unknown as { firstPaintMark: boolean }).firstPaintMark = true;
      });
      await bringToLife(live);
      if (landing.heading) await waitForHeading(live, landing.heading);
      const link = live.locator(landing.link).first();
      const target = await link.getAttribute('href');
      await link.click();
      await live.waitForURL((url) => `${url.pathname}${url.search}` === target);
      const kept = await live.evaluate(
        () => (window as unknown as { firstPaintMark?: boolean }).firstPaintMark === true,
      );
      expect(kept, `${landing.path}: the link was followed by the app`).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Holds the app's entry script (`/assets/index-….js`), or with `start` only the app's start module
 * (the entry runs and records what the visitor does), until `release()`: the page shows the
 * server's paint and nothing hydrates it, as on a slow phone, without any timing in the test.
 */
async function holdHydration(page: Page, held: 'entry' | 'start' = 'entry'): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const file = held === 'entry' ? /\/assets\/index-[\w-]+\.js$/ : /\/assets\/start-[\w-]+\.js$/;
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const notLiveYet = async (page: Page) =>
  expect(await page.locator('html[data-page-area="live"]').count(), 'the page is not hydrated yet').toBe(0);

describe.each(LANGS)('the first-paint forms before hydration (%s)', (lang) => {
  test('text typed before hydration is still there once the page is live, and the search runs it', async ({
    openPage,
  }) => {
    const page = await openPage(lang);
    const keyword = lang === 'ja' ? 'エンジニア' : 'Engineer';
    const forms = [
      { path: `/search?lang=${lang}`, label: t(lang, 'jobs:search.keyword'), text: keyword },
      {
        path: lang === 'ja' ? '/lp-jp' : '/lp-en',
        label: t(lang, 'auth:sign_up.email_label'),
        text: 'early@example.com',
      },
      { path: `/for-employer?lang=${lang}`, label: t(lang, 'for-employer:request.company_name'), text: '早起き Ltd' },
    ];
    for (const form of forms) {
      const gate = await holdHydration(page);
      await page.goto(form.path, { waitUntil: 'commit' });
      const input = field(page, form.label);
      await input.fill(form.text);
      await notLiveYet(page);
      gate.release();
      await page.locator('html[data-page-area="live"]').waitFor({ state: 'attached' });
      await page.unrouteAll();
      // The app's own state holds the text too: a render after hydration (focus) leaves it.
      await input.focus();
      expect(await input.inputValue(), form.path).toBe(form.text);
    }

    // The keyword, now in the app's state, is what the search runs.
    await page.goto(`/search?lang=${lang}`);
    await bringToLife(page);
    await page.unrouteAll();
    const gate = await holdHydration(page);
    await page.goto(`/search?lang=${lang}`, { waitUntil: 'commit' });
    await field(page, t(lang, 'jobs:search.keyword')).fill(keyword);
    gate.release();
    await page.locator('html[data-page-area="live"]').waitFor({ state: 'attached' });
    await page.unrouteAll();
    await field(page, t(lang, 'jobs:search.keyword')).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('popular_keywords') === keyword);
  });

  test('Enter in the keyword box before hydration loads the server’s paint of that search', async ({ openPage }) => {
    const page = await openPage(lang);
    await holdHydration(page); // never released: the browser alone submits the form
    await page.goto(`/search?lang=${lang}`, { waitUntil: 'commit' });
    const results = page.locator('main a[href^="/search/"]');
    await results.first().waitFor();
    const nonsense = 'zqxjv';
    await field(page, t(lang, 'jobs:search.keyword')).fill(nonsense);
    await field(page, t(lang, 'jobs:search.keyword')).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('popular_keywords') === nonsense, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: t(lang, 'jobs:results.none_title') }).waitFor();
    await notLiveYet(page);
    expect(await results.count()).toBe(0);
    expect(await field(page, t(lang, 'jobs:search.keyword')).inputValue()).toBe(nonsense);
  });
});

describe.each(LANGS)('a painted page loads the app at the first sign of use (%s)', (lang) => {
  test('/login: nothing of the app before use; a click, typed text and Enter made before it is live all act', async ({
    openPage,
  }) => {
    const email = `early-${lang}-${Date.now()}@example.com`;
    const password = 'Early2026pass';
    await createVerifiedAccount(lang, email, password);
    const page = await openPage(lang);
    const scripts = recordScripts(page);

    // Read only: the painted page and the entry, nothing else.
    await page.goto(`/login?lang=${lang}`);
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await waitForQuietNetwork(page);
    expect(
      scripts.some((file) => /\/assets\/index-/.test(file)),
      'the entry',
    ).toBe(true);
    // Nothing beyond the entry's own (its script and its preloads) before use.
    expect(await appScripts(page, scripts)).toEqual([]);
    await notLiveYet(page);

    // The visibility toggle, clicked before the app is live (the click itself starts its loading), acts once it is.
    const gate = await holdHydration(page, 'start');
    const passwordField = field(page, t(lang, 'auth:login.password_label'));
    const toggle = page.getByRole('button', { name: t(lang, 'auth:password.show'), exact: true });
    await toggle.click();
    await field(page, t(lang, 'auth:login.email_label')).fill(email);
    await passwordField.fill(password);
    await notLiveYet(page);
    expect(
      scripts.some((file) => /\/assets\/start-/.test(file)),
      'the app is asked for at first use',
    ).toBe(true);
    gate.release();
    await page.locator('html[data-page-area="live"]').waitFor({ state: 'attached' });
    await page.unrouteAll();
    expect(await passwordField.getAttribute('type'), 'the toggle acted once').toBe('text');
    expect(await field(page, t(lang, 'auth:login.email_label')).inputValue()).toBe(email);
    expect(await passwordField.inputValue()).toBe(password);

    // Typed and sent with Enter before the app is live: logged in once it is, nothing lost.
    await page.goto(`/login?lang=${lang}`);
    const held = await holdHydration(page, 'start');
    await field(page, t(lang, 'auth:login.email_label')).fill(email);
    await field(page, t(lang, 'auth:login.password_label')).fill(password);
    await field(page, t(lang, 'auth:login.password_label')).press('Enter');
    await notLiveYet(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    held.release();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.unrouteAll();
    expect(await page.evaluate(() => localStorage.getItem('hashi_auth') !== null), 'logged in').toBe(true);
  });

  test('on a phone, the menu opened before the app is live opens once it is, and its language switch works', async ({
    openPage,
  }) => {
    const page = await openPage(lang);
    await page.setViewportSize({ width: 390, height: 844 });
    const other: Lang = lang === 'en' ? 'ja' : 'en';
    await page.goto(`/login?lang=${lang}`);
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await notLiveYet(page);
    // The tap itself starts loading the app; the menu opens once it is live.
    await page.getByRole('button', { name: t(lang, 'common:a11y.open_menu'), exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: t(other, `common:language.${other}`), exact: true }).click();
    await waitForHeading(page, t(other, 'auth:login.title'));
  });
});
