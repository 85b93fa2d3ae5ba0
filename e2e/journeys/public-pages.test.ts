import { describe, expect } from 'vitest';
import { PUBLIC_PAGES_META } from '../../apps/web/src/features/public-pages/public-pages-meta.ts';
import { LANGS, setLangOf, test } from '../support/browser.ts';
import { waitForHeading, waitForPath } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

const title = (page: keyof typeof PUBLIC_PAGES_META, lang: 'en' | 'ja') => PUBLIC_PAGES_META[page][lang].title;

describe.each(LANGS)('public pages (%s)', (lang) => {
  test('a visitor reads the terms from the sign-up form, then the footer pages, the landing page and the blog', async ({
    openPage,
  }) => {
    const page = await openPage(lang);

    // The sign-up form's terms link opens the terms in a new tab, so nothing typed is lost.
    await page.goto('/sign-up');
    await waitForHeading(page, t(lang, 'auth:sign_up.title'));
    const form = page.locator('form');
    const [terms] = await Promise.all([
      page.context().waitForEvent('page'),
      form.getByRole('link', { name: t(lang, 'common:footer.terms_of_use'), exact: true }).click(),
    ]);
    setLangOf(terms, lang);
    await waitForHeading(terms, title('terms-of-use', lang));
    await terms.getByText(lang === 'en' ? 'Last revised: 4 Jun 2025' : '最終改定日：2025年6月4日').waitFor();
    await terms.getByText(lang === 'en' ? /The Service is free for job seekers/ : /求職者の方は無料で/).waitFor();
    await snap(terms, 'terms-of-use');
    await terms.close();

    // Footer links (shown at desktop width): privacy policy and about us.
    const footer = page.getByRole('navigation', { name: t(lang, 'common:a11y.footer_navigation') });
    await footer.getByRole('link', { name: t(lang, 'common:footer.privacy_policy'), exact: true }).click();
    await waitForPath(page, '/privacy-policy');
    await waitForHeading(page, title('privacy-policy', lang));
    await snap(page, 'privacy-policy');

    // The privacy policy's last section links to the handling of personal information (the footer
    // has a link of the same name too: this is the one in the text).
    await page
      .getByRole('main')
      .getByRole('link', { name: title('handling-personal-information', lang), exact: true })
      .click();
    await waitForPath(page, '/handling-personal-information');
    await waitForHeading(page, title('handling-personal-information', lang));
    await page.getByText(lang === 'en' ? /costs 1,000 yen/ : /1,000円（税込）/).waitFor();
    await snap(page, 'handling-personal-information');

    await footer.getByRole('link', { name: t(lang, 'common:footer.about_us'), exact: true }).click();
    await waitForPath(page, '/about-us');
    await waitForHeading(page, title('about-us', lang));
    await snap(page, 'about-us');

    await page.getByRole('link', { name: lang === 'en' ? 'How Hashi works' : 'Hashiのしくみ', exact: true }).click();
    await waitForPath(page, '/hashi-info');
    await waitForHeading(page, t(lang, 'public-pages:info.title'));
    await snap(page, 'hashi-info');

    // Companies hiring now: a company leads to its own open jobs and no other's, as many as its card says.
    const hiring = page.getByRole('region', { name: t(lang, 'public-pages:hiring.title'), exact: true });
    const company = hiring.getByRole('link').first();
    await company.waitFor();
    const [name = '', count = ''] = await company.locator('p').allTextContents();
    const open = Number(count.replace(/\D/g, ''));
    expect(count).toBe(t(lang, 'public-pages:hiring.open_jobs', { count: open }));
    const href = (await company.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/search\?company_id=\d+$/);
    await company.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    // Only that company's postings (issue 12), the company named above the results.
    const chip = page.getByRole('link', {
      name: t(lang, 'jobs:search.company_remove', { label: t(lang, 'jobs:search.company_chip', { name }) }),
      exact: true,
    });
    await chip.waitFor();
    const results = page.locator('section[aria-labelledby="job-results-heading"]:not([aria-busy])');
    await expect
      .poll(() => results.locator('#job-results-heading').textContent())
      .toBe(t(lang, 'jobs:results.count', { count: open, formatted: open.toLocaleString('en-US') }));
    const cards = results.getByRole('article');
    expect(await cards.count()).toBe(Math.min(open, 10));
    for (const card of await cards.all()) expect(await card.textContent()).toContain(name);
    await snap(page, 'search-one-company');
    // Removing the chip searches every company's postings.
    await chip.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await chip.waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.goBack();
    await waitForHeading(page, t(lang, 'public-pages:info.title'));

    await page.goto('/personal-information');
    await waitForHeading(page, title('personal-information', lang));
    await snap(page, 'personal-information-guest');

    // The landing page in this language: what makes Hashi different, and the way to employers.
    const lp = lang === 'en' ? '/lp-en' : '/lp-jp';
    await page.goto(lp);
    await waitForHeading(page, t(lang, 'auth:landing.title'));
    for (const point of ['point_salary', 'point_visa', 'point_language', 'point_remote']) {
      await page.getByRole('heading', { name: t(lang, `auth:landing.${point}_title`), exact: true }).waitFor();
    }
    await page.getByRole('link', { name: t(lang, 'auth:landing.for_employer'), exact: true }).click();
    await waitForPath(page, '/for-employer');

    // The blog: the list, then an article.
    await page.goto('/blog');
    await waitForHeading(page, lang === 'en' ? 'Blog' : 'ブログ');
    const jlpt =
      lang === 'en'
        ? 'The JLPT and your job search: which level do you really need?'
        : 'JLPTと仕事探し：実際にどのレベルが必要なのか';
    await page.getByRole('link', { name: jlpt, exact: true }).waitFor();
    await snap(page, 'blog');
    await page.getByRole('link', { name: jlpt, exact: true }).click();
    await waitForPath(page, '/blog/jlpt-and-working-in-japan');
    await waitForHeading(page, jlpt);
    await page
      .getByRole('heading', { level: 2, name: lang === 'en' ? 'The JLPT and your visa' : 'JLPTと在留資格' })
      .waitFor();
    await snap(page, 'blog-article');

    // An article that does not exist (or is unpublished) is not a blank page.
    await page.goto('/blog/not-published-yet');
    await waitForHeading(page, t(lang, 'blog:article.not_found_title'));
    expect(await page.title()).toContain(t(lang, 'blog:article.not_found_title'));
  });
});
