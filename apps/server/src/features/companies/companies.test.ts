import { beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { addDocument, buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { forgetCompanyLogoJobs } from './companies.service.ts';

const ctx = useTestContext();
let token: string;
beforeAll(async () => {
  token = await appToken(ctx);
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, lang: 'en' | 'ja' = 'en') =>
  ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'x-localization': lang },
  });

describe('GET /api/v1/companies/{id}', () => {
  it('shows the company information, appeals, documents and open postings count, in the request language', async () => {
    const company = await buildCompany(ctx, { is_listed: true });
    await ctx.deps.db
      .insertInto('company_appeals')
      .values([
        {
          company_id: company.id,
          position: 'bottom',
          title_en: 'Growth',
          title_ja: '成長',
          body_en: 'B',
          body_ja: 'ビー',
        },
        {
          company_id: company.id,
          position: 'top',
          title_en: 'Remote',
          title_ja: 'リモート',
          body_en: 'A',
          body_ja: 'エー',
        },
      ])
      .execute();
    const cover = await addDocument(ctx, {
      company_id: company.id,
      payload_type: 2,
      source: 'url',
      url: 'https://cdn.example/c.png',
    });
    await addDocument(ctx, { company_id: company.id, payload_type: 3, source: 'generated' });
    await buildPosting(ctx, company.id);
    await buildPosting(ctx, company.id);
    await buildPosting(ctx, company.id, { status: 2, published_at: null });
    await buildPosting(ctx, company.id, { is_closed: true, closed_at: new Date() });

    const en = await call('GET', `/api/v1/companies/${company.id}`);
    expect(en.statusCode).toBe(200);
    const data = en.json().data;
    expect(data).toMatchObject({
      id: company.id,
      name: company.name_en,
      ceo_name: 'Hanako Sato',
      location: {
        prefecture: { id: 13, name: 'Tokyo' },
        city: { id: 83, name: 'Shibuya-ku' },
        address: '1-2-3 Dogenzaka, Shibuya-ku, Tokyo',
      },
      founded_on: '2015-04-01',
      capital_jpy: 100_000_000,
      company_size: { id: 4, name: '100–299 employees' },
      is_listed: true,
      industry: { id: 1, name: 'Software and SaaS' },
      industries: [
        { id: 1, name: 'Software and SaaS' },
        { id: 25, name: 'Fintech' },
      ],
      website_url: 'https://test-company.example',
      description: 'We build software for small shops.',
      cover_url: 'https://cdn.example/c.png',
      content_language: 'en',
      open_postings_count: 2,
    });
    expect(data.logo_url).toMatch(/^\/api\/v1\/company-documents\/\d+\/image$/);
    expect(data.appeals.map((a: { position: string }) => a.position)).toEqual(['top', 'bottom']);
    expect(data.appeals[0].image_url).toMatch(/\/image$/);
    expect(data.appeals[1].image_url).toBeNull();
    expect(data.documents.map((d: { payload_type: number }) => d.payload_type)).toEqual([1, 2, 3]);
    expect(data.documents[1]).toEqual({ id: cover.id, payload_type: 2, rank: 1, url: 'https://cdn.example/c.png' });

    const ja = (await call('GET', `/api/v1/companies/${company.id}`, undefined, 'ja')).json().data;
    expect(ja).toMatchObject({
      name: company.name_ja,
      ceo_name: '佐藤 花子',
      location: { prefecture: { name: '東京都' }, address: '東京都渋谷区道玄坂1-2-3' },
      description: '小規模店舗向けのソフトウェアを開発しています。',
      content_language: 'ja',
    });
    expect(ja.appeals[0]).toMatchObject({ title: 'リモート', body: 'エー' });
  });

  it('falls back to the language the company wrote in, and says so', async () => {
    const company = await buildCompany(ctx, { description_en: null, ceo_name_en: null, address_en: null });
    const data = (await call('GET', `/api/v1/companies/${company.id}`)).json().data;
    expect(data).toMatchObject({
      name: company.name_en,
      description: '小規模店舗向けのソフトウェアを開発しています。',
      ceo_name: '佐藤 花子',
      content_language: 'ja',
    });
  });

  it('answers 404 in the request language for an unknown company, 422 for a bad id, 401 without a token', async () => {
    const missing = await call('GET', '/api/v1/companies/999999', undefined, 'ja');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await call('GET', '/api/v1/companies/abc')).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/companies/99999999999')).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/companies/1' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/company-documents/{id}/image', () => {
  it('draws generated artwork as an inert SVG without a token, and 404s for external or unknown documents', async () => {
    const company = await buildCompany(ctx, { name_en: 'Aozora Data Works Inc.', logo: false });
    const logo = await addDocument(ctx, { company_id: company.id, payload_type: 1, source: 'generated' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/company-documents/${logo.id}/image` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    // A mark, not the initials "AD" (issue 13: most companies showed coloured initials).
    expect(res.body).not.toContain('<text');
    expect(res.body).toMatch(/<(circle|path|polygon|rect)/);
    const external = await addDocument(ctx, {
      company_id: company.id,
      payload_type: 2,
      source: 'url',
      url: 'https://x.example/a.png',
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/company-documents/${external.id}/image` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/company-documents/999999/image' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/v1/visitor/company-logo-jobs', () => {
  it('lists companies with a logo and open postings, most postings first, for guests', async () => {
    const busy = await buildCompany(ctx);
    const quiet = await buildCompany(ctx);
    const noLogo = await buildCompany(ctx, { logo: false });
    const onlyClosed = await buildCompany(ctx);
    for (let i = 0; i < 3; i += 1) await buildPosting(ctx, busy.id);
    await buildPosting(ctx, quiet.id);
    await buildPosting(ctx, noLogo.id);
    await buildPosting(ctx, onlyClosed.id, { is_closed: true, closed_at: new Date() });
    await buildPosting(ctx, onlyClosed.id, { status: 5 });
    forgetCompanyLogoJobs(ctx.deps.db);

    const res = await call('GET', '/api/v1/visitor/company-logo-jobs?limit=100', undefined, 'ja');
    expect(res.statusCode).toBe(200);
    const rows: Array<{ id: number; name: string; open_postings_count: number; logo_url: string }> = res.json().data;
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(busy.id);
    expect(ids).toContain(quiet.id);
    expect(ids).not.toContain(noLogo.id);
    expect(ids).not.toContain(onlyClosed.id);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(rows.find((r) => r.id === busy.id)).toMatchObject({ name: busy.name_ja, open_postings_count: 3 });
    const counts = rows.map((r) => r.open_postings_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    expect((await call('GET', '/api/v1/visitor/company-logo-jobs?limit=1')).json().data).toHaveLength(1);
    expect((await call('GET', '/api/v1/visitor/company-logo-jobs?limit=0')).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/visitor/company-logo-jobs' })).statusCode).toBe(401);
  });
});
