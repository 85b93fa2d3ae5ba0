import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import type { Lang } from '../support/browser.ts';
import { LANGS, test } from '../support/browser.ts';
import { field, waitForHeading, waitForPath } from '../support/flows.ts';
import { inboxMark, waitForMail } from '../support/inbox.ts';
import { snap } from '../support/snap.ts';
import { JAPANESE, t } from '../support/texts.ts';

const cases: Array<{ path: string; lang: Lang; browserLocale: string }> = [
  { path: '/lp-jp', lang: 'ja', browserLocale: 'en-US' },
  { path: '/lp-en', lang: 'en', browserLocale: 'ja-JP' },
];

describe.each(cases)('landing page $path', ({ path, lang, browserLocale }) => {
  test(`stays in its language in a ${browserLocale} browser; its sign-up leads to /successsignup and a mail in that language`, async ({
    openPage,
  }) => {
    const page = await openPage(lang, { browserLocale });
    await page.goto(path);
    await waitForHeading(page, t(lang, 'auth:landing.title'));
    await snap(page, `landing-${path.slice(4)}`);

    const email = uniqueEmail(`landing-${lang}`);
    const since = await inboxMark();
    const form = page.getByRole('region', { name: t(lang, 'auth:landing.form_title'), exact: true });
    await field(form, t(lang, 'auth:sign_up.email_label')).fill(email);
    await field(form, t(lang, 'auth:sign_up.password_label')).fill(newPassword());
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: t(lang, 'auth:sign_up.submit'), exact: true }).click();

    await waitForPath(page, '/successsignup');
    await waitForHeading(page, t(lang, 'auth:check_email.title'));
    await page.getByText(email).waitFor();
    await snap(page, 'success-signup');

    const mail = await waitForMail(email, { since });
    if (lang === 'ja') expect(mail.subject).toMatch(JAPANESE);
    else expect(mail.subject).not.toMatch(JAPANESE);
  });
});

describe.each(LANGS)('guest home page (%s)', (lang) => {
  test('a guest lands on /, sees the latest postings, searches from its box and opens a posting', async ({
    openPage,
  }) => {
    const page = await openPage(lang);
    await page.goto('/');
    await waitForHeading(page, t(lang, 'jobs:home.title'));
    const latest = page.getByRole('region', { name: t(lang, 'jobs:home.latest_title'), exact: true });
    await latest.locator('a[href^="/search/"]').first().waitFor();
    await page.getByRole('region', { name: t(lang, 'jobs:home.why_title'), exact: true }).waitFor();
    await page.getByRole('region', { name: t(lang, 'public-pages:hiring.title'), exact: true }).waitFor();
    await snap(page, 'guest-home');

    // The login form is one click away, at /login.
    await page
      .getByRole('link', { name: t(lang, 'jobs:home.log_in'), exact: true })
      .first()
      .click();
    await waitForPath(page, '/login');
    await waitForHeading(page, t(lang, 'auth:login.title'));
    await page.goBack();
    await waitForHeading(page, t(lang, 'jobs:home.title'));

    // Searching from the home page opens the public search with the keyword.
    const keyword = lang === 'ja' ? 'エンジニア' : 'Engineer';
    const box = page.getByRole('search', { name: t(lang, 'jobs:search.form'), exact: true });
    await box.getByLabel(t(lang, 'jobs:search.keyword'), { exact: true }).fill(keyword);
    await box.getByRole('button', { name: t(lang, 'jobs:search.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('popular_keywords') === keyword);
    await page.locator('section[aria-labelledby="job-results-heading"]:not([aria-busy])').waitFor();
    await page.locator('main a[href^="/search/"]').first().click();
    await page.waitForURL((url) => /^\/search\/\d+$/.test(url.pathname));
    await page.getByRole('link', { name: t(lang, 'jobs:detail.guest_sign_up'), exact: true }).waitFor();

    // The header's logo leads back to the home page.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t(lang, 'common:app.home_link'), exact: true })
      .click();
    await waitForPath(page, '/');
    await waitForHeading(page, t(lang, 'jobs:home.title'));
  });
});

describe('a landing page and the language the visitor chose', () => {
  test('/lp-jp shows Japanese to a visitor who chose English, and the app stays English', async ({ openPage }) => {
    const page = await openPage('en', { browserLocale: 'en-US' });
    await page.goto('/search');
    await waitForHeading(page, t('en', 'jobs:search.title'));
    await page.goto('/lp-jp');
    await waitForHeading(page, t('ja', 'auth:landing.title'));
    await page.goto('/search');
    await waitForHeading(page, t('en', 'jobs:search.title'));
  });
});
