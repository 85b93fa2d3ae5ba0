import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { TEST_APP_URL, useTestContext } from '../../../test/test-app.ts';

/** A built web app's index.html, as Vite writes it (the head the server replaces, the body it keeps). */
const webDir = mkdtempSync(path.join(tmpdir(), 'hashi-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Hashi — IT jobs in Japan for international engineers." />
    <title>Hashi</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);

const ctx = useTestContext({ WEB_DIST_DIR: webDir });
const small = useTestContext({ WEB_DIST_DIR: webDir, SITEMAP_URL_LIMIT: '5' });

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers }).then((res) => ({ res, html: res.body }));

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const link = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

/** The JobPosting properties job search engines require or recommend (ADR 0032), as a JSON Schema. */
const isoDateTime = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
};
const jobPostingJsonSchema = {
  type: 'object',
  required: [
    '@context',
    '@type',
    'title',
    'description',
    'datePosted',
    'validThrough',
    'employmentType',
    'hiringOrganization',
    'directApply',
  ],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'JobPosting' },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    datePosted: isoDateTime,
    validThrough: isoDateTime,
    employmentType: { enum: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'OTHER'] },
    directApply: { type: 'boolean' },
    hiringOrganization: {
      type: 'object',
      required: ['@type', 'name'],
      properties: { '@type': { const: 'Organization' }, name: { type: 'string', minLength: 1 } },
    },
    jobLocation: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['@type', 'address'],
        properties: {
          '@type': { const: 'Place' },
          address: {
            type: 'object',
            required: ['@type', 'addressRegion', 'addressCountry'],
            properties: { '@type': { const: 'PostalAddress' }, addressCountry: { const: 'JP' } },
          },
        },
      },
    },
    jobLocationType: { const: 'TELECOMMUTE' },
    applicantLocationRequirements: {
      type: 'object',
      required: ['@type', 'name'],
      properties: { '@type': { const: 'Country' } },
    },
    baseSalary: {
      type: 'object',
      required: ['@type', 'currency', 'value'],
      properties: {
        '@type': { const: 'MonetaryAmount' },
        currency: { const: 'JPY' },
        value: {
          type: 'object',
          required: ['@type', 'unitText'],
          properties: {
            '@type': { const: 'QuantitativeValue' },
            unitText: { const: 'YEAR' },
            minValue: { type: 'number' },
            maxValue: { type: 'number' },
            value: { type: 'number' },
          },
          anyOf: [{ required: ['minValue', 'maxValue'] }, { required: ['value'] }],
        },
      },
    },
  },
  // On site somewhere, or remote: a posting says where the work is.
  anyOf: [{ required: ['jobLocation'] }, { required: ['jobLocationType'] }],
  if: { required: ['jobLocationType'], properties: { jobLocationType: { const: 'TELECOMMUTE' } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's conditional keyword.
  then: { anyOf: [{ required: ['applicantLocationRequirements'] }, { required: ['jobLocation'] }] },
};
const validateJobPosting = new Ajv({ allErrors: true, strict: false }).compile(jobPostingJsonSchema);

async function apiPosting(id: number, locale: 'en' | 'ja') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/job-postings/details?id=${id}`,
    headers: { ...bearer(await appToken(ctx)), 'x-localization': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('the public job page /search/{id}', () => {
  it('answers the posting’s head in the first HTML, in English and Japanese, and still boots the SPA', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id, { salary_min: 6_000_000, salary_max: 9_000_000 });
    const base = `${TEST_APP_URL}/search/${posting.id}`;

    const en = await page(`/search/${posting.id}?lang=en`);
    expect(en.res.statusCode).toBe(200);
    expect(en.res.headers['content-type']).toContain('text/html');
    expect(en.html).toContain('<html lang="en">');
    expect(title(en.html)).toBe(`${posting.title_en} – ${company.name_en} | Hashi`);
    expect(meta(en.html, 'name', 'description')).toBe('You will build our payment API.');
    expect(link(en.html, 'canonical')).toBe(`${base}?lang=en`);
    expect(link(en.html, 'alternate', 'en')).toBe(`${base}?lang=en`);
    expect(link(en.html, 'alternate', 'ja')).toBe(`${base}?lang=ja`);
    expect(link(en.html, 'alternate', 'x-default')).toBe(base);
    expect(meta(en.html, 'property', 'og:title')).toBe(title(en.html));
    expect(meta(en.html, 'property', 'og:url')).toBe(`${base}?lang=en`);
    expect(meta(en.html, 'property', 'og:type')).toBe('article');
    expect(meta(en.html, 'property', 'og:locale')).toBe('en_US');
    expect(en.html).not.toContain('noindex');
    // One title, one description: the built ones are replaced, the scripts and #root kept.
    expect(en.html.match(/<title>/g)).toHaveLength(1);
    expect(en.html.match(/name="description"/g)).toHaveLength(1);
    expect(en.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(en.html).toContain('<div id="root"></div>');

    const ja = await page(`/search/${posting.id}?lang=ja`);
    expect(ja.html).toContain('<html lang="ja">');
    expect(title(ja.html)).toBe(`${posting.title_ja} – ${company.name_ja} | Hashi`);
    expect(meta(ja.html, 'name', 'description')).toBe('決済APIの開発をお任せします。');
    expect(link(ja.html, 'canonical')).toBe(`${base}?lang=ja`);
    expect(meta(ja.html, 'property', 'og:locale')).toBe('ja_JP');

    // The language-neutral URL: the cookie's language, then the browser's; its own canonical.
    const neutral = await page(`/search/${posting.id}`, { 'accept-language': 'ja,en;q=0.5' });
    expect(neutral.html).toContain('<html lang="ja">');
    expect(link(neutral.html, 'canonical')).toBe(base);
    const cookie = await page(`/search/${posting.id}`, { 'accept-language': 'ja', cookie: 'a=1; hashi_lang=en' });
    expect(cookie.html).toContain('<html lang="en">');
  });

  it('carries JobPosting data that the schema accepts and that equals the API’s posting', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id, { salary_min: 5_000_000, salary_max: 8_000_000 });
    for (const locale of ['en', 'ja'] as const) {
      const { html } = await page(`/search/${posting.id}?lang=${locale}`);
      const [ld] = jsonLd(html);
      expect(validateJobPosting(ld), JSON.stringify(validateJobPosting.errors)).toBe(true);
      const api = await apiPosting(posting.id, locale);
      expect(ld).toMatchObject({
        title: api.title,
        description: api.description,
        datePosted: api.published_at,
        employmentType: 'FULL_TIME',
        directApply: true,
        url: `${TEST_APP_URL}/search/${posting.id}?lang=${locale}`,
        identifier: { value: String(api.id) },
        hiringOrganization: { '@type': 'Organization', name: api.company.name, sameAs: api.company.website_url },
        jobLocation: [
          {
            '@type': 'Place',
            address: { addressRegion: api.prefectures[0].name, addressLocality: api.city.name, addressCountry: 'JP' },
          },
        ],
        baseSalary: {
          currency: 'JPY',
          value: { minValue: api.salary.min, maxValue: api.salary.max, unitText: 'YEAR' },
        },
      });
      expect(new Date(String(ld?.validThrough)).getTime()).toBeGreaterThan(Date.now());
      expect(ld).not.toHaveProperty('jobLocationType');
    }
  });

  it('states remote work as TELECOMMUTE with the country applicants must live in', async () => {
    const company = await buildCompany(ctx);
    const remote = await buildPosting(ctx, company.id, {
      remote_option: 3,
      prefecture_ids: [],
      city_id: null,
      employment_type_id: 5,
      salary_min: 7_000_000,
      salary_max: null,
    });
    const [ld] = jsonLd((await page(`/search/${remote.id}?lang=en`)).html);
    expect(validateJobPosting(ld), JSON.stringify(validateJobPosting.errors)).toBe(true);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Japan' },
      employmentType: 'CONTRACTOR',
      baseSalary: { value: { value: 7_000_000, unitText: 'YEAR' } },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('keeps posting text inside its JSON-LD: no </script> or comment breaks out of the element', async () => {
    const company = await buildCompany(ctx, { name_en: 'Evil </script><script>alert(1)</script> Inc.' });
    const hostile = 'Engineer </script><script>alert("x")</script><!-- & \u2028';
    const posting = await buildPosting(ctx, company.id, { title_en: hostile, description_en: `${hostile} body` });
    const { html } = await page(`/search/${posting.id}?lang=en`);
    // The only scripts are the app's and the JSON-LD: nothing the posting wrote became an element.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const [ld] = jsonLd(html);
    expect(ld?.title).toBe(hostile);
    expect((ld?.hiringOrganization as { name: string } | undefined)?.name).toBe(
      'Evil </script><script>alert(1)</script> Inc.',
    );
    expect(title(html)).toContain('Engineer &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
  });

  it('answers a closed posting 410 and an unpublished or unknown one 404: noindex, no JobPosting, SPA kept', async () => {
    const company = await buildCompany(ctx);
    const closed = await buildPosting(ctx, company.id, { is_closed: true, closed_at: new Date() });
    const draft = await buildPosting(ctx, company.id, { status: 2, published_at: null });
    const cases: Array<[string, number, string]> = [
      [`/search/${closed.id}?lang=en`, 410, 'This job posting has closed | Hashi'],
      [`/search/${closed.id}?lang=ja`, 410, 'この求人の募集は終了しました | Hashi'],
      [`/search/${draft.id}?lang=en`, 404, 'Job posting not found | Hashi'],
      ['/search/2147483648?lang=en', 404, 'Job posting not found | Hashi'],
      ['/search/abc?lang=ja', 404, '求人が見つかりません | Hashi'],
    ];
    for (const [url, status, text] of cases) {
      const { res, html } = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(title(html)).toBe(text);
      expect(meta(html, 'name', 'robots')).toBe('noindex');
      expect(jsonLd(html)).toEqual([]);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(closed.title_en ?? 'x');
    }
  });
});

describe('public pages', () => {
  it('answer their own head in English and Japanese, with hreflang alternates', async () => {
    const en = await page('/terms-of-use?lang=en');
    expect(en.res.statusCode).toBe(200);
    expect(title(en.html)).toBe('Terms of use | Hashi');
    expect(link(en.html, 'canonical')).toBe(`${TEST_APP_URL}/terms-of-use?lang=en`);
    expect(link(en.html, 'alternate', 'ja')).toBe(`${TEST_APP_URL}/terms-of-use?lang=ja`);
    expect(link(en.html, 'alternate', 'x-default')).toBe(`${TEST_APP_URL}/terms-of-use`);
    expect(meta(en.html, 'property', 'og:type')).toBe('website');
    const ja = await page('/privacy-policy?lang=ja');
    expect(ja.html).toContain('<html lang="ja">');
    expect(title(ja.html)).toBe('プライバシーポリシー | Hashi');
    expect(meta(ja.html, 'property', 'og:description')).toBe('Hashiにおける個人情報の取得、利用および保護の方針です。');
    const faq = await page('/faq?lang=en');
    expect(title(faq.html)).toBe('Frequently asked questions | Hashi');
    expect(faq.html).not.toContain('noindex');
    for (const p of [
      '/about-us',
      '/hashi-info',
      '/blog',
      '/contact-us',
      '/faq',
      '/handling-personal-information',
      '/search',
    ]) {
      const { res, html } = await page(`${p}?lang=ja`);
      expect(res.statusCode, p).toBe(200);
      expect(title(html), p).not.toBe('Hashi');
      expect(link(html, 'canonical'), p).toBe(`${TEST_APP_URL}${p}?lang=ja`);
    }
  });

  it('answers the guest home page / with its own head and hreflang alternates, in English and Japanese', async () => {
    const en = await page('/?lang=en');
    expect(en.res.statusCode).toBe(200);
    expect(en.html).toContain('<html lang="en">');
    expect(title(en.html)).toBe('IT jobs in Japan, salary on every posting | Hashi');
    expect(meta(en.html, 'name', 'description')).toBe(
      'Search jobs from Japanese companies that hire international engineers. See the salary, visa support, the Japanese level and remote work before you apply.',
    );
    expect(link(en.html, 'canonical')).toBe(`${TEST_APP_URL}/?lang=en`);
    expect(link(en.html, 'alternate', 'en')).toBe(`${TEST_APP_URL}/?lang=en`);
    expect(link(en.html, 'alternate', 'ja')).toBe(`${TEST_APP_URL}/?lang=ja`);
    expect(link(en.html, 'alternate', 'x-default')).toBe(`${TEST_APP_URL}/`);
    expect(meta(en.html, 'property', 'og:title')).toBe(title(en.html));
    expect(meta(en.html, 'property', 'og:url')).toBe(`${TEST_APP_URL}/?lang=en`);
    expect(meta(en.html, 'property', 'og:type')).toBe('website');
    expect(meta(en.html, 'property', 'og:locale')).toBe('en_US');
    expect(meta(en.html, 'property', 'og:locale:alternate')).toBe('ja_JP');
    expect(en.html).not.toContain('noindex');
    expect(en.html.match(/<title>/g)).toHaveLength(1);
    expect(en.html).toContain('<div id="root"></div>');

    const ja = await page('/?lang=ja');
    expect(ja.html).toContain('<html lang="ja">');
    expect(title(ja.html)).toBe('給与がわかる日本のIT求人 | Hashi');
    expect(meta(ja.html, 'property', 'og:description')).toBe(
      '外国籍エンジニアを採用する日本企業の求人を検索できます。応募する前に、給与、ビザサポート、必要な日本語レベル、リモートワークの可否を確認できます。',
    );
    expect(meta(ja.html, 'property', 'og:locale')).toBe('ja_JP');

    // The address people type: the browser's language, its own canonical.
    const neutral = await page('/', { 'accept-language': 'ja,en;q=0.5' });
    expect(neutral.res.statusCode).toBe(200);
    expect(neutral.html).toContain('<html lang="ja">');
    expect(link(neutral.html, 'canonical')).toBe(`${TEST_APP_URL}/`);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('gives the landing pages their own language, each the other’s alternate', async () => {
    const jp = await page('/lp-jp?lang=en');
    expect(jp.html).toContain('<html lang="ja">');
    expect(link(jp.html, 'canonical')).toBe(`${TEST_APP_URL}/lp-jp`);
    expect(link(jp.html, 'alternate', 'en')).toBe(`${TEST_APP_URL}/lp-en`);
    expect(link(jp.html, 'alternate', 'ja')).toBe(`${TEST_APP_URL}/lp-jp`);
  });

  it('answers a published blog article with its own head; an unknown or unpublished one 404, noindex', async () => {
    const slug = 'work-visas-for-engineers-in-japan';
    const base = `${TEST_APP_URL}/blog/${slug}`;
    const en = await page(`/blog/${slug}?lang=en`);
    expect(en.res.statusCode).toBe(200);
    expect(en.html).toContain('<html lang="en">');
    expect(title(en.html)).toBe('Work visas for engineers in Japan: what you need and how it works | Hashi');
    expect(meta(en.html, 'name', 'description')).toMatch(/^Most foreign engineers work in Japan on the /);
    expect(link(en.html, 'canonical')).toBe(`${base}?lang=en`);
    expect(link(en.html, 'alternate', 'ja')).toBe(`${base}?lang=ja`);
    expect(link(en.html, 'alternate', 'x-default')).toBe(base);
    expect(meta(en.html, 'property', 'og:type')).toBe('article');
    expect(meta(en.html, 'property', 'og:title')).toBe(title(en.html));
    expect(en.html).not.toContain('noindex');
    expect(en.html).toContain('<div id="root"></div>');
    const ja = await page(`/blog/${slug}?lang=ja`);
    expect(title(ja.html)).toBe('エンジニアが日本で働くための就労ビザ：必要な条件と手続きの流れ | Hashi');
    expect(meta(ja.html, 'property', 'og:locale')).toBe('ja_JP');

    const draft = await draftArticle('a-draft-article');
    for (const [url, text] of [
      [`/blog/${draft.slug}?lang=en`, 'Article not found | Hashi'],
      ['/blog/no-such-article?lang=ja', '記事が見つかりません | Hashi'],
      [`/blog/${'x'.repeat(81)}?lang=en`, 'Article not found | Hashi'],
      ['/blog/Bad%20Slug?lang=en', 'Article not found | Hashi'],
    ]) {
      const { res, html } = await page(url as string);
      expect(res.statusCode, url).toBe(404);
      expect(title(html), url).toBe(text);
      expect(meta(html, 'name', 'robots'), url).toBe('noindex');
      expect(html).not.toContain('Draft');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('keeps pages for signed-in applicants out of the index', async () => {
    const { html } = await page('/faq-inquiry?lang=en');
    expect(title(html)).toBe('FAQ and inquiries | Hashi');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
  });

  it('keeps the campaign page out of the index, with its own head in both languages', async () => {
    const en = await page('/campaign?lang=en');
    expect(en.res.statusCode).toBe(200);
    expect(title(en.html)).toBe('Campaigns | Hashi');
    expect(meta(en.html, 'name', 'description')).toBe('Gift-certificate campaigns running now on Hashi.');
    expect(meta(en.html, 'name', 'robots')).toBe('noindex');
    const ja = await page('/campaign?lang=ja');
    expect(title(ja.html)).toBe('キャンペーン | Hashi');
    expect(meta(ja.html, 'name', 'robots')).toBe('noindex');
  });

  it('serves /personal-information as a public guide for visitors: its own head, indexed (spec §2)', async () => {
    const en = await page('/personal-information?lang=en');
    expect(en.res.statusCode).toBe(200);
    expect(title(en.html)).toBe('Your personal information on Hashi | Hashi');
    expect(meta(en.html, 'name', 'description')).toBe(
      'What you register on Hashi, what companies see at each step, and how you stay in control.',
    );
    expect(link(en.html, 'canonical')).toBe(`${TEST_APP_URL}/personal-information?lang=en`);
    expect(en.html).not.toContain('noindex');
    const ja = await page('/personal-information?lang=ja');
    expect(title(ja.html)).toBe('Hashiに登録する個人情報 | Hashi');
    expect(meta(ja.html, 'property', 'og:description')).toBe(
      'Hashiに登録する情報と、選考の各段階で企業に表示される情報、ご自身で管理する方法をご説明します。',
    );
    expect(ja.html).not.toContain('noindex');
  });
});

/** An article an admin has not published. */
const draftArticle = (slug: string) =>
  ctx.deps.db
    .insertInto('blog_articles')
    .values({
      slug,
      title_en: 'Draft',
      title_ja: '下書き',
      summary_en: 's',
      summary_ja: 's',
      body_en: 'b',
      body_ja: 'b',
    })
    .returning('slug')
    .executeTakeFirstOrThrow();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap and robots', () => {
  it('lists the public pages and the published, open postings', async () => {
    const company = await buildCompany(ctx);
    const open = await buildPosting(ctx, company.id, { posting_language: 3 });
    const closed = await buildPosting(ctx, company.id, { is_closed: true, closed_at: new Date() });
    await draftArticle('a-sitemap-draft');
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset');
    const all = locs(res.body);
    expect(all).toContain(`${TEST_APP_URL}/`);
    expect(all).toContain(`${TEST_APP_URL}/faq`);
    // The published blog articles, each with its language versions; no draft.
    expect(all).toContain(`${TEST_APP_URL}/blog/jlpt-and-working-in-japan`);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ja" href="${TEST_APP_URL}/blog/jlpt-and-working-in-japan?lang=ja"/>`,
    );
    expect(all.some((l) => l?.includes('a-sitemap-draft'))).toBe(false);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${TEST_APP_URL}/?lang=ja"/>`);
    expect(all).toContain(`${TEST_APP_URL}/terms-of-use`);
    expect(all).toContain(`${TEST_APP_URL}/lp-jp`);
    expect(all).not.toContain(`${TEST_APP_URL}/faq-inquiry`);
    expect(all).toContain(`${TEST_APP_URL}/personal-information`);
    expect(all).not.toContain(`${TEST_APP_URL}/campaign`);
    // An English-only posting: its one language version.
    expect(all).toContain(`${TEST_APP_URL}/search/${open.id}?lang=en`);
    expect(all.some((l) => l?.includes(`/search/${closed.id}`))).toBe(false);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ja" href="${TEST_APP_URL}/terms-of-use?lang=ja"/>`,
    );
  });

  it('splits into a sitemap index past its limit (5 here), every URL in exactly one file', async () => {
    const company = await buildCompany(small);
    for (let i = 0; i < 4; i++) await buildPosting(small, company.id);
    const root = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(root.body).toContain('<sitemapindex');
    const files = locs(root.body);
    // 14 public pages (the home page, the FAQ and /personal-information among them) + 3 seeded blog
    // articles + 4 postings = 21 URLs: four files of five and one of one.
    expect(files).toEqual([1, 2, 3, 4, 5].map((n) => `${TEST_APP_URL}/sitemaps/${n}.xml`));
    const seen: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const part = await small.app.inject({ method: 'GET', url: `/sitemaps/${n}.xml` });
      expect(part.statusCode).toBe(200);
      expect(part.body).toContain('<urlset');
      const inPart = locs(part.body);
      expect(inPart.length).toBeLessThanOrEqual(5);
      seen.push(...(inPart as string[]));
    }
    expect(seen).toHaveLength(21);
    expect(new Set(seen).size).toBe(21);
    expect(seen.filter((l) => l.includes('/blog/'))).toHaveLength(3);
    expect(seen).toContain(`${TEST_APP_URL}/`);
    expect(seen.filter((l) => l.includes('/search/'))).toHaveLength(4);
    for (const url of ['/sitemaps/6.xml', '/sitemaps/0.xml', '/sitemaps/x.xml']) {
      expect((await small.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('robots.txt keeps crawlers off private routes and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const p of [
      '/api/',
      '/admin',
      '/employer',
      '/messages',
      '/profile-settings',
      '/account-settings',
      '/referral',
      '/campaign',
      '/interview-campaign',
      '/personal-information/',
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    // The public guide itself stays open; only an applicant's own parts below it are kept out.
    expect(lines).not.toContain('Disallow: /personal-information');
    expect(lines).not.toContain('Disallow: /search');
    expect(lines).toContain(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);
  });
});
