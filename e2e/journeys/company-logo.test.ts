import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGS, test } from '../support/browser.ts';
import { DEMO_EMPLOYER, logInToEmployerConsole } from '../support/employer.ts';
import { waitForPath } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** A 320 × 320 PNG logo drawn by the browser itself (two shapes), written where the file picker can read it. */
async function drawnLogo(page: Page, lang: string): Promise<string> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const g = canvas.getContext('2d');
    if (!g) return '';
    g.fillStyle = '#0f766e';
    g.beginPath();
    g.arc(130, 160, 90, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#f59e0b';
    g.fillRect(170, 90, 110, 140);
    return canvas.toDataURL('image/png');
  });
  const file = path.join(tmpdir(), `hashi-e2e-logo-${lang}-${process.pid}.png`);
  writeFileSync(file, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return file;
}

describe.each(LANGS)('company logo (%s)', (lang) => {
  test('the employer uploads a logo in the console and sees it in place', async ({ openPage }) => {
    const page = await openPage(lang);
    await logInToEmployerConsole(page, lang, DEMO_EMPLOYER);
    await page.goto('/employer/company');
    await waitForPath(page, '/employer/company');
    const section = page.getByRole('region', { name: t(lang, 'employer:company.images.title') });
    const logo = section.getByRole('img', { name: t(lang, 'employer:company.images.logo_alt'), exact: true });
    // The images have loaded once the logo slot offers its upload (or replace) action.
    const actions = [t(lang, 'employer:company.images.logo_upload'), t(lang, 'employer:company.images.logo_replace')];
    await section.getByRole('button', { name: new RegExp(`^(${actions.join('|')})$`) }).waitFor();
    const before = (await logo.count()) > 0 ? await logo.getAttribute('src') : null;
    await section
      .locator('input[type="file"]')
      .first()
      .setInputFiles(await drawnLogo(page, lang));
    await section
      .getByRole('status')
      .filter({ hasText: t(lang, 'employer:company.images.logo_saved') })
      .waitFor();
    await expect.poll(() => logo.getAttribute('src')).not.toBe(before);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await snap(page, 'employer-company-logo');
  });
});
