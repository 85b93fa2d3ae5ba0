import type { Page } from 'playwright-core';

/**
 * The scripts a page asks for, from now on (pathnames), to compare with `appScripts` after it settled.
 */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Of the scripts `requested`, those that are not the entry's own (its script and the chunks it
 * preloads): the app's, which a painted page that is only read must not fetch (ADR 0043). Lazy
 * chunks are named by their hash alone, so the entry's own list is the only reliable measure.
 */
export async function appScripts(page: Page, requested: string[]): Promise<string[]> {
  const entry = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('script[src], link[rel="modulepreload"]')].map(
      (node) => new URL(node instanceof HTMLLinkElement ? node.href : node.src).pathname,
    ),
  );
  return requested.filter((file) => !entry.includes(file));
}
