import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let token: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  token = await appToken(ctx);
  const sakura = await buildCompany(ctx, {
    name_en: 'Sakura Ledger Inc.',
    name_ja: 'さくらレジャー株式会社',
    industry_ids: [25, 1],
  });
  const kaze = await buildCompany(ctx, {
    name_en: 'Kaze Robotics K.K.',
    name_ja: 'カゼロボティクス株式会社',
    industry_id: 13,
    industry_ids: [13],
    prefecture_id: 27,
    city_id: 176,
    company_size_id: 6,
    logo: false,
  });
  const percent = await buildCompany(ctx, {
    name_en: '100% Cloud_Base Ltd.',
    name_ja: '百パーセントクラウド株式会社',
    industry_ids: [2],
  });
  Object.assign(ids, { sakura: sakura.id, kaze: kaze.id, percent: percent.id });
  await buildPosting(ctx, sakura.id);
});
afterAll(async () => ctx.close());

const search = (payload: object | undefined, lang: 'en' | 'ja' = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/companies/search',
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'x-localization': lang },
  });
const found = async (payload: object) => (await search(payload)).json().data.map((c: { id: number }) => c.id);

describe('POST /api/v1/companies/search', () => {
  it('lists every company by name without conditions, paged per the list convention', async () => {
    const res = await search(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([
      '100% Cloud_Base Ltd.',
      'Kaze Robotics K.K.',
      'Sakura Ledger Inc.',
    ]);
    const page2 = (await search({ page: 2, per_page: 2 })).json();
    expect(page2.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page2.data).toHaveLength(1);
  });

  it('matches names in either language, full-width and case-insensitively, and % and _ literally', async () => {
    expect(await found({ keyword: 'ledger' })).toEqual([ids.sakura]);
    expect(await found({ keyword: 'ＫＡＺＥ' })).toEqual([ids.kaze]);
    expect(await found({ keyword: 'ロボ' })).toEqual([ids.kaze]);
    expect(await found({ keyword: '100%' })).toEqual([ids.percent]);
    expect(await found({ keyword: 'lo_d' })).toEqual([]);
    expect(await found({ keyword: "'; drop table companies; --" })).toEqual([]);
  });

  it('filters by industries (any), prefecture and size, and summarizes each company in the request language', async () => {
    expect(await found({ industries: [25, 13] })).toEqual([ids.kaze, ids.sakura]);
    expect(await found({ japan_prefecture_id: 27 })).toEqual([ids.kaze]);
    expect(await found({ company_size_id: 6, keyword: 'kaze' })).toEqual([ids.kaze]);
    const ja = (await search({ keyword: 'さくら' }, 'ja')).json().data[0];
    expect(ja).toMatchObject({
      id: ids.sakura,
      name: 'さくらレジャー株式会社',
      industry: { id: 1, name: 'ソフトウェア・SaaS' },
      prefecture: { id: 13, name: '東京都' },
      company_size: { id: 4, name: '100〜299名' },
      open_postings_count: 1,
    });
    expect(ja.logo_url).toMatch(/\/image$/);
    expect((await search({ keyword: 'kaze' })).json().data[0]).toMatchObject({
      logo_url: null,
      open_postings_count: 0,
    });
  });

  it('answers 422 with messages under the field for bad conditions, and 401 without a token', async () => {
    const bad = await search({ page: 0, industries: ['x'], unknown: 1 }, 'ja');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(expect.arrayContaining(['page']));
    expect((await search({ per_page: 101 })).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/companies/search', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
