import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { test as base } from 'vitest';
import { appServer, appUrl } from './app-server.ts';
import './harness-types.ts';
import { repoRoot } from './server-process.ts';
import { LIVE_STREAM_PATH } from '@hashi/shared/live.schema';

export type Lang = 'en' | 'ja';
export const LANGS: Lang[] = ['en', 'ja'];
const BROWSER_LOCALE: Record<Lang, string> = { en: 'en-US', ja: 'ja-JP' };

/** Launch flags that work on this machine (TOOLCHAIN.md); the browser is Debian's, never downloaded. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A camera and microphone that need no device and no permission prompt (video interviews, issue 14).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** The journey language a page was opened in (screenshots are filed under it). */
const pageLang = new WeakMap<Page, Lang>();
export function langOf(page: Page): Lang {
  const lang = pageLang.get(page);
  if (!lang) throw new Error('this page was not opened with the openPage fixture');
  return lang;
}

/** After the journey switches the UI language: later screenshots are filed under the new one. */
export function setLangOf(page: Page, lang: Lang): void {
  pageLang.set(page, lang);
}

/** Requests each page has in flight, so that screenshots wait for data without a fixed idle time. */
const inFlight = new WeakMap<Page, Set<Request>>();
export async function waitForQuietNetwork(page: Page, timeoutMs = 5_000): Promise<void> {
  const pending = inFlight.get(page);
  const deadline = Date.now() + timeoutMs;
  while (pending && pending.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

/** Uncaught exceptions in the page, checked after each journey. */
const pageErrors = new WeakMap<Page, string[]>();
export function pageErrorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/** The documents and in-page URLs each page went through, in order (the last few are reported on failure). */
const visited = new WeakMap<Page, string[]>();
const VISITS_REPORTED = 8;
function pathOf(href: string): string {
  const url = new URL(href);
  return url.protocol === 'about:' ? url.href : `${url.pathname}${url.search}`;
}

/**
 * Where the pages of a failed journey were, and how they got there, for whoever reads CI's log: the
 * same lines go to stderr and to `.test-results/e2e-failures.txt`, which `npm test` prints beside the
 * failed test's name (a log's middle is often cut). A full-page screenshot of each goes to
 * e2e/.artifacts/failures.
 */
async function reportFailure(testName: string, pages: Page[]) {
  const dir = path.join(repoRoot, 'e2e/.artifacts/failures');
  mkdirSync(dir, { recursive: true });
  const slug = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  const lines: string[] = [];
  for (const [i, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = path.join(dir, `${slug}-${i}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    const route = (visited.get(page) ?? []).slice(-VISITS_REPORTED).join(' → ');
    lines.push(
      `[e2e] "${testName}": page ${i} at ${page.url()} (came through ${route}); screenshot ${path.relative(repoRoot, file)}`,
    );
  }
  lines.push(`[e2e] "${testName}": server log ${path.relative(repoRoot, appServer().serverLog)}`);
  for (const line of lines) console.error(line);
  mkdirSync(path.join(repoRoot, '.test-results'), { recursive: true });
  appendFileSync(path.join(repoRoot, '.test-results/e2e-failures.txt'), lines.map((l) => `${l}\n`).join(''));
}

export interface JourneyFixtures {
  /** One Chromium per journey file. */
  browser: Browser;
  /** A page in a fresh browser context whose browser language is en-US or ja-JP. */
  openPage: (lang: Lang, options?: { browserLocale?: string; javaScriptEnabled?: boolean }) => Promise<Page>;
  /** The app's origin, e.g. http://127.0.0.1:41234 */
  appUrl: string;
}

export const test = base.extend<JourneyFixtures>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest fixtures take a destructured context.
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        headless: true,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Vitest fixtures take a destructured context.
  appUrl: async ({}, use) => {
    await use(appUrl());
  },
  openPage: async ({ browser, task }, use) => {
    const contexts: BrowserContext[] = [];
    const pages: Page[] = [];
    await use(async (lang, options = {}) => {
      const context = await browser.newContext({
        baseURL: appUrl(),
        locale: options.browserLocale ?? BROWSER_LOCALE[lang],
        viewport: { width: 1280, height: 800 },
        timezoneId: 'Asia/Tokyo',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      context.setDefaultTimeout(30_000);
      context.setDefaultNavigationTimeout(60_000);
      contexts.push(context);
      const page = await context.newPage();
      pages.push(page);
      pageLang.set(page, lang);
      const errors: string[] = [];
      pageErrors.set(page, errors);
      page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
      const urls: string[] = [];
      visited.set(page, urls);
      // Documents loaded and history entries the app made (pushState/replaceState) alike.
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) urls.push(pathOf(frame.url()));
      });
      const requests = new Set<Request>();
      inFlight.set(page, requests);
      page.on('request', (r) => {
        // A document asked of the server (a link the browser followed, a form it sent), told from the
        // app's own history entries.
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) urls.push(`(${r.method()} ${pathOf(r.url())})`);
        // The live event stream (ADR 0028) stays open as long as the page: it is never "in flight" data.
        if (!r.url().includes(LIVE_STREAM_PATH)) requests.add(r);
      });
      page.on('requestfinished', (r) => requests.delete(r));
      page.on('requestfailed', (r) => requests.delete(r));
      return page;
    });
    if (task.result?.state === 'fail') await reportFailure(`${task.suite?.name ?? ''} ${task.name}`, pages);
    for (const context of contexts) await context.close();
    const uncaught = pages.flatMap(pageErrorsOf);
    if (uncaught.length) throw new Error(`Uncaught exceptions in the page:\n${uncaught.join('\n')}`);
  },
});
