import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGS, test, waitForQuietNetwork } from '../support/browser.ts';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { appScripts, recordScripts } from '../support/app-scripts.ts';
import { bringToLife, logOutFromMenu, submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { t } from '../support/texts.ts';

/**
 * ADR 0048: once signed in, `/jobs` and `/` (MyPage) arrive painted by the server for that login,
 * as the guest pages do (ADR 0038): their content before any of the app's code, the app loaded at
 * the first sign of use, which takes the page over without a hydration error and works. Signing out
 * ends it: the next load of `/jobs` is a guest's.
 */

async function paintCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'hashi_paint')?.value;
}

describe.each(LANGS)('pages painted for a signed-in applicant (%s)', (lang) => {
  test('/jobs and / come painted for the login, take over cleanly at first use, and not after signing out', async ({
    openPage,
  }) => {
    const account = await createRegisteredApplicant(lang, `painted-${lang}`);
    const page = await openPage(lang);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });

    await page.goto(`/login?lang=${lang}`);
    await submitLogin(page, lang, account.email, account.password);
    await waitForHeading(page, t(lang, 'dashboard:page.title'));
    // Written with the stored login: its start, then the access token.
    expect(await paintCookie(page)).toMatch(/^\d+\.[\w-]+\.[\w-]+\.[\w-]+$/);

    // /jobs, loaded afresh: the results and the signed-in navigation, with none of the app's code.
    const scripts = recordScripts(page);
    await page.goto('/jobs');
    const results = page.locator('main a[href^="/jobs/"]');
    await results.first().waitFor();
    await page.locator('a[href="/messages"]').first().waitFor({ state: 'attached' });
    await waitForQuietNetwork(page);
    expect(await appScripts(page, scripts)).toEqual([]);
    expect(await page.locator('html[data-page-area="live"]').count(), 'not live before use').toBe(0);

    // First use: the app takes the page over; a result then opens inside the app (no new document).
    await bringToLife(page);
    await page.evaluate(() => {
      (window as unknown as { paintedMark: boolean }).paintedMark = true;
    });
    const href = await results.first().getAttribute('href');
    await results.first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => (window as unknown as { paintedMark?: boolean }).paintedMark === true)).toBe(true);

    // MyPage, loaded afresh: painted, then live.
    await page.goto('/');
    await waitForHeading(page, t(lang, 'dashboard:page.title'));
    await page
      .getByRole('heading', { name: t(lang, 'dashboard:pinned.title') })
      .first()
      .waitFor();
    expect(await page.locator('html[data-page-area="live"]').count(), 'not live before use').toBe(0);
    await bringToLife(page);
    await waitForHeading(page, t(lang, 'dashboard:page.title'));

    expect(consoleErrors).toEqual([]);

    // A painted page does not outlive its login: signed out in another tab before this one was
    // used, it starts the app at once, which sends the visitor who is now a guest to /search.
    await page.goto('/jobs');
    await results.first().waitFor();
    expect(await page.locator('html[data-page-area="live"]').count(), 'not live before use').toBe(0);
    const other = await page.context().newPage();
    await other.goto('/favicon.svg');
    await other.evaluate(() => localStorage.removeItem('hashi_auth'));
    await waitForPath(page, '/search');
    await other.close();

    // Signed in again, then signed out: the cookie goes with the login, and /jobs is a guest's page
    // again (→ /search).
    await page.goto(`/login?lang=${lang}`);
    await submitLogin(page, lang, account.email, account.password);
    await waitForHeading(page, t(lang, 'dashboard:page.title'));
    await logOutFromMenu(page, lang);
    await waitForPath(page, '/login');
    expect(await paintCookie(page)).toBeUndefined();
    await page.goto('/jobs');
    await waitForPath(page, '/search');
  });
});
