import { describe, expect } from 'vitest';
import { cvFile, createRegisteredApplicant, photoFile } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

describe.each(LANGS)('profile photo (%s)', (lang) => {
  test('a wrong file type is refused; a PNG uploads, shows, and is still there after a reload', async ({
    openPage,
  }) => {
    const account = await createRegisteredApplicant(lang, `photo-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');
    await page.goto('/profile-settings/basic-information');
    const field = page.getByRole('group', { name: t(lang, 'profile-media:photo.label'), exact: true });
    await field.getByRole('button', { name: t(lang, 'profile-media:photo.upload') }).waitFor();
    const photo = field.getByRole('img', { name: t(lang, 'profile-media:photo.alt'), exact: true });
    expect(await photo.count()).toBe(0);

    // Spec §5: a photo is .jpg, .jpeg or .png. A CV is refused before anything is sent.
    const input = field.locator('input[type="file"]');
    await input.setInputFiles(await cvFile(lang));
    const refused = lang === 'en' ? 'File is not supported' : t('ja', 'shared:errors.file_not_supported');
    await field.getByRole('alert').filter({ hasText: refused }).waitFor();
    expect(await photo.count()).toBe(0);
    await snap(page, 'profile-photo-refused');

    // A PNG: uploaded, then shown (the image really loads), with the "change" and "delete" actions.
    await input.setInputFiles(photoFile());
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await field.getByRole('button', { name: t(lang, 'profile-media:photo.change') }).waitFor();
    await field.getByRole('button', { name: t(lang, 'profile-media:photo.delete'), exact: true }).waitFor();
    expect(await field.getByRole('alert').count()).toBe(0);
    await snap(page, 'profile-photo-uploaded');

    await page.reload();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
