import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

const MiB = 1024 * 1024;
const CHUNK = 5 * MiB;

/** A 12 MiB "mp4" on disk (an ftyp box, then padding): three tus chunks; on disk so it keeps its date. */
function videoFile(): string {
  const bytes = Buffer.alloc(12 * MiB);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isomiso2', 16, 'latin1');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hashi-e2e-video-')), 'self-introduction.mp4');
  writeFileSync(file, bytes);
  return file;
}

describe.each(LANGS)('profile video, resumable (%s)', (lang) => {
  test('the network drops after the first chunk; after a reload the same file goes on from there', async ({
    openPage,
  }) => {
    const account = await createRegisteredApplicant(lang, `video-resume-${lang}`);
    const page = await openPage(lang);
    const context = page.context();
    await logInAs(page, lang, account, '/');
    await page.goto('/profile-settings/basic-information');
    const field = page.getByRole('group', { name: t(lang, 'profile-media:video.label'), exact: true });
    await field.getByRole('button', { name: t(lang, 'profile-media:video.upload') }).waitFor();
    const file = videoFile();

    let creations = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/uploads') creations += 1;
    });
    // The second chunk never arrives: the connection goes down just as it is sent.
    let patches = 0;
    await page.route('**/api/v1/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 1) return route.continue();
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await field.locator('input[type="file"]').setInputFiles(file);
    // A failed upload opens the upload manager (spec §2), which says how to go on.
    await page.getByRole('dialog').getByText(t(lang, 'profile-media:errors.network_resumable')).waitFor();
    expect(patches).toBe(2);
    await snap(page, 'profile-video-connection-lost');

    // Back online, a reload, the same file: the browser remembered the upload and asks where it stands.
    await page.unroute('**/api/v1/uploads/*');
    await context.setOffline(false);
    await page.reload();
    await field.getByRole('button', { name: t(lang, 'profile-media:video.upload') }).waitFor();
    const head = page.waitForRequest((r) => r.method() === 'HEAD' && r.url().includes('/api/v1/uploads/'));
    const resumedPatch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/v1/uploads/'));
    // The rest is held back until the manager is open, so the journey sees the upload running.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH') await held;
      return route.continue();
    });
    await field.locator('input[type="file"]').setInputFiles(file);
    await head;
    // The shell's upload manager follows it: opened from the button that shows the progress.
    const running = t(lang, 'common:uploads.running', { percent: 0 }).replace('0', '\\d+');
    await page.getByRole('button', { name: new RegExp(running) }).click();
    const manager = page.getByRole('dialog', { name: t(lang, 'common:uploads.title') });
    const row = manager.getByRole('listitem').filter({ hasText: 'self-introduction.mp4' });
    await row.getByText(t(lang, 'common:uploads.status.uploading'), { exact: true }).waitFor();
    release();
    expect((await resumedPatch).headers()['upload-offset']).toBe(String(CHUNK));
    // It is listed as finished, with a link to where it is shown.
    await row.getByText(t(lang, 'common:uploads.status.finished'), { exact: true }).waitFor();
    await row.getByRole('link', { name: t(lang, 'common:uploads.open') }).waitFor();
    await snap(page, 'profile-video-resumed-manager');
    await manager.getByRole('button', { name: t(lang, 'common:uploads.close'), exact: true }).click();
    await manager.waitFor({ state: 'detached' });
    await field.getByLabel(t(lang, 'profile-media:video.label'), { exact: true }).waitFor();
    // No second upload was begun: it was the first one, resumed.
    expect(creations).toBe(1);
    await snap(page, 'profile-video-resumed');
  });
});
