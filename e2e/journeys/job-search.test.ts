import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { bringToLife } from '../support/flows.ts';
import { saveThenUnsave, searchByKeyword, sendKnowMore } from '../support/postings.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/**
 * Waits until the guest's search page shows the search at `path` (path and query), not only has it in
 * the address bar: React Router renders a navigation as a transition, so the previous search stays on
 * screen for a moment after the URL changes (≈ 0.4 s on an idle machine, seconds on a loaded one),
 * marked busy (watchStaleList). The guest note's login link, which returns to the search on screen,
 * tells which one is shown; then the list keeps the previous results (marked busy) until this
 * search's arrive.
 */
async function showsSearch(page: Page, path: string): Promise<void> {
  const login = page.locator('main a[href^="/login?redirect="]').first();
  await expect.poll(() => login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  await page.locator('section[aria-labelledby="job-results-heading"]:not([aria-busy])').waitFor();
}

/** Where watchStaleList keeps the first stale list it saw (sessionStorage of the tab). */
const STALE_KEY = 'e2e:stale-search-list';

/**
 * Watches every frame of every /search page of this tab for a list of results that is not marked busy
 * while it shows another search than the address bar's: a user would read it as the results of what
 * they asked for, and a card clicked in it leads back to the other search. Kept in sessionStorage, so
 * that a form the browser sends itself (before the app is live) loses nothing; read by staleListSeen.
 */
async function watchStaleList(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const sorted = (search: string) => [...new URLSearchParams(search)].sort().join('&');
    const look = () => {
      const list = document.querySelector('section[aria-labelledby="job-results-heading"]');
      const login = document.querySelector('main a[href^="/login?redirect="]');
      if (location.pathname === '/search' && list && login && !list.hasAttribute('aria-busy')) {
        const shown = new URL(login.getAttribute('href') ?? '', location.origin).searchParams.get('redirect') ?? '';
        const [shownPath, shownSearch = ''] = shown.split('?');
        const stale = shownPath !== location.pathname || sorted(shownSearch) !== sorted(location.search);
        if (stale && sessionStorage.getItem(key) === null) {
          sessionStorage.setItem(key, `${location.pathname}${location.search} showed the list of ${shown}`);
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, STALE_KEY);
}

const staleListSeen = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), STALE_KEY);

/** The e2e server starts on the demo data (development mode seeds it): ~2,000 bilingual postings. */
describe.each(LANGS)('job search (%s)', (lang) => {
  test('a keyword and a filter find postings; one opens with the facts the filter promised', async ({ openPage }) => {
    const account = await createRegisteredApplicant(lang, `job-search-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');

    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1, name: t(lang, 'jobs:search.title') }).waitFor();
    // Each language's own word: the posting texts exist in both languages.
    const keyword = lang === 'ja' ? 'エンジニア' : 'Engineer';
    await searchByKeyword(page, lang, keyword);
    const firstResult = page.locator('main a[href^="/jobs/"]').first();
    await firstResult.waitFor();
    await snap(page, 'job-search-keyword');

    // A filter from the panel's remote group: only postings open to applicants abroad.
    await page.getByRole('checkbox', { name: t(lang, 'jobs:filters.overseas_yes'), exact: true }).check();
    await page.getByRole('button', { name: t(lang, 'jobs:filters.apply'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('overseas_application_allowed') === 'true');
    expect(new URL(page.url()).searchParams.get('popular_keywords')).toBe(keyword);
    await firstResult.waitFor();

    // The link reproduces the search: a reload shows the same conditions and results.
    await page.reload();
    await firstResult.waitFor();

    await firstResult.click();
    await page.waitForURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(t(lang, 'jobs:facts.overseas_ok')).first().waitFor();
    await page.getByRole('heading', { name: t(lang, 'jobs:company.title') }).waitFor();
    await snap(page, 'job-detail');
  });

  test('"golang" finds the Go postings; a job is saved then unsaved; Know More is sent only once confirmed', async ({
    openPage,
  }) => {
    const account = await createRegisteredApplicant(lang, `job-synonyms-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');
    const results = page.locator('section[aria-labelledby="job-results-heading"]:not([aria-busy])');
    const countOf = async (keyword: string) => {
      await page.goto(`/jobs?popular_keywords=${encodeURIComponent(keyword)}`);
      await results.locator('article').first().waitFor();
      return page.locator('#job-results-heading').textContent();
    };

    // The synonym finds what the language's own name finds: the same postings, not none.
    const go = await countOf('Go');
    expect(await countOf('golang')).toBe(go);
    await snap(page, 'job-search-golang');

    // Save toggles: saved, then removed again.
    await results.locator('a[href^="/jobs/"]').first().click();
    await page.waitForURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
    await saveThenUnsave(page, lang, () => snap(page, 'job-saved'));

    // Know More: explained at the button, asked before it is sent, then shown as sent.
    await sendKnowMore(page, lang, () => snap(page, 'know-more-confirm'));
  });

  test('a guest searches at /search, reads a whole posting and is asked to sign up or log in to apply', async ({
    openPage,
  }) => {
    const page = await openPage(lang);
    await watchStaleList(page);
    await page.goto('/search');
    await page.getByRole('heading', { level: 1, name: t(lang, 'jobs:search.title') }).waitFor();
    // The heading is in the server-rendered first paint (ADR 0038): type once the app, loaded at the
    // first sign of use (ADR 0043), has taken it over.
    await bringToLife(page);
    const keyword = lang === 'ja' ? 'エンジニア' : 'Engineer';
    await searchByKeyword(page, lang, keyword);
    // On a loaded machine the click can reach the painted form before React holds it: the browser
    // then sends the GET form itself and a new painted page comes. Either way, the app is live here.
    await bringToLife(page);
    const searchPath = `/search?${new URLSearchParams({ popular_keywords: keyword })}`;
    await showsSearch(page, searchPath);
    // A guest's results open at /search/:id, not behind the login at /jobs/:id.
    const firstResult = page.locator('main a[href^="/search/"]').first();
    await firstResult.waitFor();
    expect(await page.locator('main a[href^="/jobs/"]').count()).toBe(0);

    await firstResult.click();
    await page.waitForURL((url) => /^\/search\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: t(lang, 'jobs:company.title') }).waitFor();
    const signUp = page.getByRole('link', { name: t(lang, 'jobs:detail.guest_sign_up'), exact: true });
    await signUp.waitFor();
    expect(await signUp.getAttribute('href')).toBe('/sign-up');
    await snap(page, 'guest-job-detail');

    // Back returns to the guest's search, its keyword kept, and the posting just read heads it again.
    await page.getByRole('link', { name: t(lang, 'jobs:detail.back_to_search'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('popular_keywords') === keyword);
    await showsSearch(page, searchPath);
    expect(await firstResult.getAttribute('href')).toBe(`/search/${id}`);
    await firstResult.click();
    await page.waitForURL((url) => url.pathname === `/search/${id}`);
    // Never, from the first search to here, did the list on screen show another search unmarked.
    expect(await staleListSeen(page)).toBeNull();

    // Log in to apply: the login page, which returns to the applicant's page of this posting.
    await page.getByRole('link', { name: t(lang, 'jobs:detail.guest_log_in'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/jobs/${id}`);

    // A shared applicant's link opens the public posting for a guest, not the login.
    await page.goto(`/jobs/${id}`);
    await page.waitForURL((url) => url.pathname === `/search/${id}`);
    await page.getByRole('link', { name: t(lang, 'jobs:detail.guest_sign_up'), exact: true }).waitFor();
  });
});
