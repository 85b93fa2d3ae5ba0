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
    for (const p of ['/about-us', '/hashi-info', '/blog', '/contact-us', '/handling-personal-information', '/search']) {
      const { res, html } = await page(`${p}?lang=ja`);
      expect(res.statusCode, p).toBe(200);
      expect(title(html), p).not.toBe('Hashi');
      expect(link(html, 'canonical'), p).toBe(`${TEST_APP_URL}${p}?lang=ja`);
    }
  });

  it('gives the landing pages their own language, each the other’s alternate', async () => {
    const jp = await page('/lp-jp?lang=en');
    expect(jp.html).toContain('<html lang="ja">');
    expect(link(jp.html, 'canonical')).toBe(`${TEST_APP_URL}/lp-jp`);
    expect(link(jp.html, 'alternate', 'en')).toBe(`${TEST_APP_URL}/lp-en`);
    expect(link(jp.html, 'alternate', 'ja')).toBe(`${TEST_APP_URL}/lp-jp`);
  });

  it('keeps pages for signed-in applicants out of the index', async () => {
    const { html } = await page('/faq-inquiry?lang=en');
    expect(title(html)).toBe('FAQ and inquiries | Hashi');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
  });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap and robots', () => {
  it('lists the public pages and the published, open postings', async () => {
    const company = await buildCompany(ctx);
    const open = await buildPosting(ctx, company.id, { posting_language: 3 });
    const closed = await buildPosting(ctx, company.id, { is_closed: true, closed_at: new Date() });
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset');
    const all = locs(res.body);
    expect(all).toContain(`${TEST_APP_URL}/terms-of-use`);
    expect(all).toContain(`${TEST_APP_URL}/lp-jp`);
    expect(all).not.toContain(`${TEST_APP_URL}/faq-inquiry`);
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
    // 11 public pages + 4 postings = 15 URLs: three files of five.
    expect(files).toEqual([1, 2, 3].map((n) => `${TEST_APP_URL}/sitemaps/${n}.xml`));
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const part = await small.app.inject({ method: 'GET', url: `/sitemaps/${n}.xml` });
      expect(part.statusCode).toBe(200);
      expect(part.body).toContain('<urlset');
      const inPart = locs(part.body);
      expect(inPart.length).toBeLessThanOrEqual(5);
      seen.push(...(inPart as string[]));
    }
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect(seen.filter((l) => l.includes('/search/'))).toHaveLength(4);
    for (const url of ['/sitemaps/4.xml', '/sitemaps/0.xml', '/sitemaps/x.xml']) {
      expect((await small.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('robots.txt keeps crawlers off private routes and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const p of ['/api/', '/admin', '/employer', '/messages', '/profile-settings', '/account-settings']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).not.toContain('Disallow: /search');
    expect(lines).toContain(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);
  });
});
