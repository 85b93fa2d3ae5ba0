import { describe, expect } from 'vitest';
import { createRegisteredApplicant } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { logInAs } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

/** The e2e server starts on the demo data (development mode seeds it): ~2,000 bilingual postings. */
describe.each(LANGS)('job search (%s)', (lang) => {
  test('a keyword and a filter find postings; one opens with the facts the filter promised', async ({ openPage }) => {
    const account = await createRegisteredApplicant(lang, `job-search-${lang}`);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/');

    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1, name: t(lang, 'jobs:search.title') }).waitFor();
    // Each language's own word: the posting texts exist in both languages.
    const keyword = lang === 'ja' ? 'エンジニア' : 'Engineer';
    await page.getByLabel(t(lang, 'jobs:search.keyword'), { exact: true }).fill(keyword);
    await page.getByRole('button', { name: t(lang, 'jobs:search.submit'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('popular_keywords') === keyword);
    const firstResult = page.locator('main a[href^="/jobs/"]').first();
    await firstResult.waitFor();
    await snap(page, 'job-search-keyword');

    // A filter from the panel: only postings open to applicants abroad.
    await page.getByRole('combobox', { name: t(lang, 'jobs:filters.overseas'), exact: true }).click();
    await page.getByRole('option', { name: t(lang, 'jobs:filters.overseas_yes'), exact: true }).click();
    await page.getByRole('button', { name: t(lang, 'jobs:filters.apply'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('overseas_application_allowed') === 'true');
    expect(new URL(page.url()).searchParams.get('popular_keywords')).toBe(keyword);
    await firstResult.waitFor();

    // The link reproduces the search: a reload shows the same conditions and results.
    await page.reload();
    await firstResult.waitFor();

    await firstResult.click();
    await page.waitForURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(t(lang, 'jobs:facts.overseas_ok')).first().waitFor();
    await page.getByRole('heading', { name: t(lang, 'jobs:company.title') }).waitFor();
    await snap(page, 'job-detail');
  });
});
