import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';
import { type SnapWidth, snap } from './snap.ts';
import { t } from './texts.ts';
import { expectFocusNeverHidden, footerHelpIndex, menuIsLastInTopBar } from './wcag22.ts';

/**
 * The page audit of the accessibility journeys (issue 16: a11y-pages and a11y-consoles): axe at 390
 * and 1280 px (snap.ts) and the WCAG 2.2 checks axe cannot make, focus never hidden under the sticky
 * bars and help in the same place on every page.
 */

export type Role = 'guest' | 'applicant' | 'console';

/** Opens `path` and waits for its main heading and its data. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
}

/** Help places seen so far in this journey, per role: they must be the same on every page. */
export function helpRecorder(lang: Lang) {
  const footer = new Map<string, number>();
  const menuLast = new Map<string, boolean>();
  const faq = t(lang, 'common:footer.faq_inquiry');
  const menuNames = [t(lang, 'common:a11y.open_menu'), t(lang, 'common:a11y.open_settings')];
  return {
    async look(page: Page, name: string, width: SnapWidth, role: Role) {
      if (role === 'console') return;
      if (width === 1280) {
        const index = await footerHelpIndex(page, faq);
        if (index !== null) footer.set(name, index);
      } else {
        const last = await menuIsLastInTopBar(page, menuNames);
        if (last !== null) menuLast.set(name, last);
        await expectFocusNeverHidden(page, `${name} at 390 px (${lang})`);
      }
    },
    expectConsistent() {
      const indexes = new Set(footer.values());
      expect(footer.size, 'pages with a footer').toBeGreaterThan(0);
      expect.soft([...indexes], `FAQ link position in the footer on ${[...footer.keys()].join(', ')}`).toHaveLength(1);
      expect.soft([...indexes][0], 'the FAQ link is in the footer').toBeGreaterThanOrEqual(0);
      const notLast = [...menuLast].filter(([, last]) => !last).map(([name]) => name);
      expect.soft(notLast, 'pages whose phone top bar does not end with the menu (where help is)').toEqual([]);
    },
  };
}

export async function audit(page: Page, path: string, name: string, role: Role, help: ReturnType<typeof helpRecorder>) {
  await open(page, path);
  await snap(page, name, { screenshot: false, atWidth: (width) => help.look(page, name, width, role) });
}
