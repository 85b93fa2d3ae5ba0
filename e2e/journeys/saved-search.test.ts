import { describe, expect } from 'vitest';
import en from '../../apps/web/src/features/saved-searches/locales/en.json' with { type: 'json' };
import ja from '../../apps/web/src/features/saved-searches/locales/ja.json' with { type: 'json' };
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';

/** The saved-searches texts of the web app (the feature registers them lazily). */
const texts = { en, ja };
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe.each(LANGS)('saved search (%s)', (lang) => {
  test('save the search on /jobs, see it on /my-search, toggle its alert', async ({ openPage }) => {
    const s = texts[lang];
    const account = await createRegisteredApplicant(lang, `saved-search-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');

    // A search on /jobs, saved under a name: its alert is on from the start.
    await page.goto('/jobs?popular_keywords=Go&remote_work=true');
    await page.getByRole('button', { name: s.save.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: s.save.title });
    const name = dialog.getByRole('textbox', { name: s.save.name });
    await name.fill('Go remote');
    await dialog.getByRole('button', { name: s.save.submit, exact: true }).click();
    await page.getByRole('status').filter({ hasText: s.save.saved }).waitFor();
    await page.getByRole('link', { name: s.save.view, exact: true }).waitFor();
    await snap(page, 'saved-search-saved');

    // The same conditions again: the spec's message (§5), in the page's language.
    await page.getByRole('button', { name: s.save.action, exact: true }).click();
    await name.fill('Go remote again');
    await dialog.getByRole('button', { name: s.save.submit, exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: s.validation.duplicate }).waitFor();
    if (lang === 'en') expect(await dialog.getByRole('alert').textContent()).toBe('That condition is already saved');
    await dialog.getByRole('button', { name: s.cancel, exact: true }).click();

    // /my-search lists it with its conditions, alert on; switching it off holds after a reload.
    await page.goto('/my-search');
    await page.getByRole('heading', { name: s.page.title, level: 1 }).waitFor();
    const card = page.getByRole('listitem', { name: 'Go remote' });
    await card
      .getByText(fill(s.summary.line, { label: s.summary.keyword, text: fill(s.summary.quoted, { keyword: 'Go' }) }))
      .waitFor();
    const alertSwitch = card.getByRole('switch', { name: fill(s.item.alert_for, { name: 'Go remote' }) });
    expect(await alertSwitch.isChecked()).toBe(true);
    await snap(page, 'saved-search-list');
    await alertSwitch.click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(s.item.alert_off, { name: 'Go remote' }) })
      .waitFor();
    await page.reload();
    await alertSwitch.waitFor();
    expect(await alertSwitch.isChecked()).toBe(false);
    await alertSwitch.click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(s.item.alert_on, { name: 'Go remote' }) })
      .waitFor();
    expect(await alertSwitch.isChecked()).toBe(true);

    // "Open" runs the search again on /jobs.
    await card.getByRole('link', { name: s.item.open, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('popular_keywords') === 'Go');
    // The older link's remote_work=true was saved as the remote work styles it meant (issue 13).
    expect(new URL(page.url()).searchParams.get('remote_options')).toBe('2,3,4');
    expect(new URL(page.url()).searchParams.get('remote_work')).toBeNull();
  });
});
