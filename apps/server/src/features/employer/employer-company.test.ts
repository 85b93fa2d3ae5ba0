import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { appToken, bearer, randomIp } from '../../../test/factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { companyAppeals, companyInput } from './employer.fixtures.ts';

const ctx = useTestContext();

describe('GET/PUT /api/v1/employer/company', () => {
  it('shows the own company in both languages', async () => {
    const company = await signedInCompany(ctx);
    const res = await company.call('GET', '/api/v1/employer/company');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: company.companyId,
      name_ja: expect.stringContaining('テスト企業'),
      founded_on: '2015-04-01',
      capital_jpy: 100_000_000,
      logo_url: expect.any(String),
    });
  });

  it('saves every field and the appeals, and copies the industries onto its postings', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const res = await company.call('PUT', '/api/v1/employer/company', companyInput());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ...companyInput({ appeals: undefined }),
      industry_ids: [1, 2],
      appeals: companyAppeals,
    });
    const row = await ctx.deps.db
      .selectFrom('job_postings')
      .select('industry_ids')
      .where('id', '=', posting.id)
      .executeTakeFirstOrThrow();
    expect(row.industry_ids).toEqual([1, 2]);
    // The public company page and the company search see the new name.
    const token = await appToken(ctx);
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/companies/search',
      payload: { keyword: 'sakura payments' },
      headers: bearer(token),
      remoteAddress: randomIp(),
    });
    expect(search.json().data.map((c: { id: number }) => c.id)).toContain(company.companyId);
  });

  it('clears optional fields that are left out and keeps the main industry among the industries', async () => {
    const company = await signedInCompany(ctx);
    const res = await company.call('PUT', '/api/v1/employer/company', {
      name_en: 'Minimal KK',
      name_ja: 'ミニマル株式会社',
      industry_id: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ceo_name_en: null, prefecture_id: null, appeals: [], industry_ids: [3] });
  });

  it('answers field messages in the request language', async () => {
    const company = await signedInCompany(ctx);
    const en = await company.call(
      'PUT',
      '/api/v1/employer/company',
      companyInput({ name_ja: ' ', website_url: 'ftp://x' }),
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({ name_ja: ['Required.'], website_url: [expect.stringContaining('http')] });
    const ja = await company.call('PUT', '/api/v1/employer/company', companyInput({ founded_on: '2020-02-31' }), 'ja');
    expect(ja.statusCode).toBe(422);
    expect(ja.json().errors.founded_on).toHaveLength(1);
    expect(ja.json().errors.founded_on[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('refuses unknown reference ids and a city outside the prefecture', async () => {
    const company = await signedInCompany(ctx);
    const unknown = await company.call(
      'PUT',
      '/api/v1/employer/company',
      companyInput({ company_size_id: 99_999, industry_ids: [1, 99_999] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['company_size_id', 'industry_ids']);
    const city = await company.call('PUT', '/api/v1/employer/company', companyInput({ prefecture_id: 27 }));
    expect(city.statusCode).toBe(422);
    expect(city.json().errors).toEqual({ city_id: ['Invalid value.'] });
  });

  it('refuses two appeals for the same position', async () => {
    const company = await signedInCompany(ctx);
    const appeal = { position: 'top', title_en: 'A' };
    const res = await company.call('PUT', '/api/v1/employer/company', companyInput({ appeals: [appeal, appeal] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('appeals');
  });
});
