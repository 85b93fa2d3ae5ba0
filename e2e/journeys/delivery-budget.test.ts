import { describe, expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { test, waitForQuietNetwork } from '../support/browser.ts';

/**
 * Issue 16: what a browser downloads before a first screen is usable, on the production build as the
 * server sends it (precompressed, `Accept-Encoding` as Chromium sends it). The budget counts the
 * JavaScript bytes on the wire (transfer size: the encoded body) until the first screen shows its
 * heading and no request is in flight.
 */
const KB = 1024;
const budgets = [
  { path: '/login', budget: 150 * KB },
  { path: '/search', budget: 200 * KB },
];

interface ScriptLoad {
  url: string;
  encoding: string | undefined;
  bytes: number;
}

async function scriptsUntilIdle(page: Page, path: string): Promise<ScriptLoad[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path);
  // The first screen has rendered and nothing it asked for is still in flight.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForQuietNetwork(page);
  return Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes();
      return {
        url: new URL(response.url()).pathname,
        encoding: (await response.allHeaders())['content-encoding'],
        bytes: sizes.responseBodySize,
      };
    }),
  );
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('delivery budget (issue 16)', () => {
  for (const { path, budget } of budgets) {
    test(`the JavaScript of ${path} is compressed and within ${kb(budget)} on the wire`, async ({ openPage }) => {
      const page = await openPage('en');
      const scripts = await scriptsUntilIdle(page, path);
      expect(scripts.length).toBeGreaterThan(0);
      const uncompressed = scripts.filter((s) => s.encoding !== 'br' && s.encoding !== 'gzip').map((s) => s.url);
      expect(uncompressed, 'scripts sent without compression').toEqual([]);
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const detail = `${scripts.length} scripts, ${kb(total)} (${scripts[0]?.encoding})`;
      console.info(`[delivery] ${path}: ${detail}`);
      expect(total, `${path}: ${detail}`).toBeLessThanOrEqual(budget);
    });
  }
});
