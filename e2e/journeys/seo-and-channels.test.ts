import { describe, expect } from 'vitest';
import { LANGS, type Lang, test } from '../support/browser.ts';
import { logInToAdminConsole } from '../support/employer.ts';
import { field, waitForHeading } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

const other = (lang: Lang): Lang => (lang === 'en' ? 'ja' : 'en');

describe.each(LANGS)('public URLs and access routes (%s)', (lang) => {
  test('a ?lang= URL opens in its language in a browser of the other one, with its head from the server', async ({
    openPage,
  }) => {
    const page = await openPage(lang, { browserLocale: other(lang) === 'ja' ? 'ja-JP' : 'en-US' });
    await page.goto(`/search?lang=${lang}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/search\\?lang=${lang}$`));
    expect(await page.locator(`link[rel="alternate"][hreflang="${other(lang)}"]`).getAttribute('href')).toMatch(
      new RegExp(`/search\\?lang=${other(lang)}$`),
    );

    // A posting from the sitemap: its JobPosting data is in the built page, and the page still boots.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const posting = /<loc>[^<]*(\/search\/\d+)[^<]*<\/loc>/.exec(sitemap)?.[1];
    expect(posting).toBeDefined();
    // The guest home, the most public page: listed, and its head is in the first HTML response.
    expect(sitemap).toMatch(/<loc>https?:\/\/[^/<]+\/<\/loc>/);
    const home = await (await page.request.get(`/?lang=${lang}`)).text();
    expect(home).toContain(`<html lang="${lang}">`);
    expect(home).toContain(`<title>${t(lang, 'jobs:home.document_title')}</title>`);
    expect(home).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/\\?lang=${lang}" />`));
    expect(home).toMatch(
      new RegExp(`<link rel="alternate" hreflang="${other(lang)}" href="[^"]*/\\?lang=${other(lang)}" />`),
    );
    expect(home).toContain(`<meta property="og:title" content="${t(lang, 'jobs:home.document_title')}" />`);
    await page.goto(`/?lang=${lang}`);
    await waitForHeading(page, t(lang, 'jobs:home.title'));
    expect(await page.title()).toBe(t(lang, 'jobs:home.document_title'));
    await page.goto(`${posting}?lang=${lang}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@type']).toBe('JobPosting');
    await page.getByRole('heading', { level: 1, name: data.title, exact: true }).waitFor();
  });

  test('an admin adds, edits and removes an access route, and reads sign-ups by channel', async ({ openPage }) => {
    const a = (key: string, values?: Record<string, string>) => t(lang, `admin:${key}`, values);
    const page = await openPage(lang);
    await logInToAdminConsole(page, lang);
    await page.getByRole('link', { name: a('nav.access_routes'), exact: true }).click();
    await waitForHeading(page, a('access_routes.title'));
    await page.getByRole('heading', { name: 'Google Ads / Search (EN)', exact: true }).waitFor();
    await snap(page, 'admin-access-routes');

    const label = `E2E ${lang} ${Date.now()}`;
    await page.getByRole('button', { name: a('access_routes.new'), exact: true }).click();
    await field(page, 'utm_source').fill(`e2e_${lang}`);
    await field(page, 'utm_medium').fill('email');
    await field(page, 'utm_campaign').fill(`journey_${Date.now()}`);
    await field(page, a('access_routes.field_label')).fill(label);
    await page.getByRole('button', { name: a('access_routes.save'), exact: true }).click();
    await page.getByText(a('access_routes.saved')).waitFor();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
    await row.getByRole('button', { name: a('access_routes.edit'), exact: true }).click();
    await field(page, a('access_routes.field_label')).fill(`${label} (2)`);
    await page.getByRole('button', { name: a('access_routes.save'), exact: true }).click();
    const renamed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${label} (2)`, exact: true }) });
    await renamed.getByRole('button', { name: a('access_routes.delete'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('access_routes.delete'), exact: true })
      .click();
    await page.getByText(a('access_routes.deleted')).waitFor();
    await expect.poll(() => renamed.count()).toBe(0);

    await page.getByRole('link', { name: a('nav.signup_report'), exact: true }).click();
    await waitForHeading(page, a('report.title'));
    // The demo applicants and every journey's sign-ups of this month are in the table.
    await page.getByRole('table', { name: a('report.title') }).waitFor();
    await snap(page, 'admin-signup-report');
  });
});
