import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type Lang, LANGS, test } from '../support/browser.ts';
import { field, waitForHeading } from '../support/flows.ts';
import { t } from '../support/texts.ts';

/**
 * ADR 0038: the pages a visitor lands on first are painted by the server. Without JavaScript they
 * still show their content; with it, the app takes the painted page over (hydrates) without a
 * React hydration error and the page works: a link inside it navigates within the app.
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

    for (const landing of pages) {
      await live.goto(`${landing.path}?lang=${landing.lang}`);
      // The document loaded once; a link the app follows keeps it (a full load would drop the mark).
      await live.evaluate(() => {
        (window as unknown as { firstPaintMark: boolean }).firstPaintMark = true;
      });
      await live.locator('html[data-page-area="live"]').waitFor({ state: 'attached' });
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
 * Holds the app's entry script (`/assets/index-….js`) until `release()`: the page shows the
 * server's paint and nothing hydrates it, as on a slow phone, without any timing in the test.
 */
async function holdHydration(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
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
    await page.locator('html[data-page-area="live"]').waitFor({ state: 'attached' });
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
