import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * WCAG 2.2 checks that axe cannot make, for the accessibility journey: focus not obscured (2.4.11)
 * and consistent help (3.2.6).
 */

/** Keyboard stops looked at per page: enough to pass the bars and reach below the first screen. */
const MAX_TABS = 30;

/**
 * Tabs through the page from its top and fails (softly) for each focused element that the sticky or
 * fixed parts of the page (top bar, bottom navigation, a posting's action bar) cover entirely
 * (WCAG 2.4.11 Focus Not Obscured). Looked at the width the page has now (the phone width, where
 * both bars are on screen).
 */
export async function expectFocusNeverHidden(page: Page, where: string): Promise<void> {
  // The bars are found once: tabbing moves the focus, not the layout.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
    for (const node of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky') node.dataset.wcagBar = '';
    }
  });
  const hidden: string[] = [];
  let first: string | null = null;
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const describe = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const bars = [...document.querySelectorAll<HTMLElement>('[data-wcag-bar]')].filter(
        (bar) => !bar.contains(el) && !el.contains(bar),
      );
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return { describe, key: describe + r.top, covered: false };
      // Entirely hidden: every sample point of the element is off screen or under one of the bars.
      const inset = (a: number, b: number, f: number) => a + (b - a) * f;
      const points = [0.1, 0.5, 0.9].flatMap((fx) =>
        [0.1, 0.5, 0.9].map((fy) => [inset(r.left, r.right, fx), inset(r.top, r.bottom, fy)] as const),
      );
      const covered = points.every(([x, y]) => {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return true;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && bars.some((bar) => bar.contains(hit));
      });
      return { describe, key: `${describe}@${Math.round(r.top + window.scrollY)}`, covered };
    });
    if (!stop) continue;
    if (stop.key === first) break;
    first ??= stop.key;
    if (stop.covered) hidden.push(stop.describe);
  }
  await page.evaluate(() => {
    for (const bar of document.querySelectorAll<HTMLElement>('[data-wcag-bar]')) delete bar.dataset.wcagBar;
  });
  expect.soft(hidden, `focused elements hidden under a sticky bar on ${where}`).toEqual([]);
}

/** The footer's FAQ link position (1280 px) for 3.2.6 Consistent Help. */
export async function footerHelpIndex(page: Page, faqLabel: string): Promise<number | null> {
  return page.evaluate((label) => {
    const links = [...document.querySelectorAll('footer nav a')].map((a) => a.textContent?.trim() ?? '');
    if (links.length === 0) return null;
    return links.findIndex((text) => text.startsWith(label));
  }, faqLabel);
}

/** Whether the phone top bar ends with the menu button (which holds the FAQ link), by its names. */
export async function menuIsLastInTopBar(page: Page, menuNames: string[]): Promise<boolean | null> {
  return page.evaluate((names) => {
    // The top bar on screen: a page the server painted holds both layouts' bars until the app is
    // live, and CSS shows one (ADR 0043).
    const bar = [...document.querySelectorAll('header')].find((header) => header.getClientRects().length > 0);
    if (!bar) return null;
    const controls = [...bar.querySelectorAll('a, button')];
    const last = controls.at(-1);
    return last ? names.includes(last.getAttribute('aria-label') ?? '') : false;
  }, menuNames);
}
