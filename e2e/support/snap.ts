import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { langOf, waitForQuietNetwork } from './browser.ts';
import { repoRoot } from './server-process.ts';

/** The widths every visited page is looked at: a phone and a desktop. */
export const SNAP_WIDTHS = [390, 1280] as const;
const HEIGHT: Record<(typeof SNAP_WIDTHS)[number], number> = { 390: 844, 1280: 800 };
const screenshotsDir = path.join(repoRoot, 'e2e/screenshots');

/** Waits until the page has stopped fetching, its fonts are in, and a layout frame has passed. */
export async function settle(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * WCAG 2.0–2.2 A and AA and axe's best practices. WCAG 2.2 AA brings `target-size` (targets of at
 * least 24×24 px), which axe leaves out unless asked. `label-content-name-mismatch` (2.5.3: a
 * control's name contains its visible text, so speech users can say what they see) is marked
 * experimental by axe and runs only when enabled by name.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Serious and critical axe violations of what the page shows now (ids and targets), soft-asserted. */
export async function checkA11y(page: Page, where: string): Promise<void> {
  // A transition under way (a snackbar fading in or out) shows colours between two states, which
  // axe would judge as they are: let the finite ones end first (3 s at most; spinners never end).
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
  // Legacy mode runs axe in the page itself instead of finishing in a second, blank page: the app has
  // no frames, and it is four times faster. Only violations are collected.
  // The snackbar fades in and out on its own timer (3 s), so axe can catch its text half-transparent;
  // its colours are fixed (white on success, error or grey 900) and checked in tokens.test.ts.
  const results = await new AxeBuilder({ page })
    .exclude('.MuiSnackbar-root')
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`,
    );
  expect.soft(blocking, `axe: serious or critical violations on ${where} (${page.url()})`).toEqual([]);
}

export type SnapWidth = (typeof SNAP_WIDTHS)[number];

export interface SnapOptions {
  /** false: axe only, no screenshot (the accessibility journey visits every page in both languages). */
  screenshot?: boolean;
  /** More checks at each width, after axe (the page is settled at that width). */
  atWidth?: (width: SnapWidth) => Promise<void>;
}

/**
 * Looks at the page as users see it: a full-page screenshot at 390 px and 1280 px wide into
 * `e2e/screenshots/<lang>/<name>-<width>.png`, an axe check at each width, and a check that
 * `<html lang>` matches the journey's language. Ends at the width the page had before.
 */
export async function snap(page: Page, name: string, options: SnapOptions = {}): Promise<void> {
  const { screenshot = true, atWidth } = options;
  const lang = langOf(page);
  const before = page.viewportSize();
  const dir = path.join(screenshotsDir, lang);
  if (screenshot) mkdirSync(dir, { recursive: true });
  for (const width of SNAP_WIDTHS) {
    const t0 = Date.now();
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await settle(page);
    const t1 = Date.now();
    if (screenshot) {
      await page.screenshot({
        path: path.join(dir, `${name}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
    }
    const t2 = Date.now();
    await checkA11y(page, `${name} at ${width} px (${lang})`);
    await atWidth?.(width);
    if (process.env.E2E_TIMING)
      console.log(`[timing] ${name} ${width}: settle ${t1 - t0} shot ${t2 - t1} axe ${Date.now() - t2}`);
  }
  const htmlLang = await page.evaluate(() => document.documentElement.lang);
  expect.soft(htmlLang, `<html lang> on ${name}`).toBe(lang);
  if (before) await page.setViewportSize(before);
}
