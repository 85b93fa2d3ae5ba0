import { beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer, buildUser, loginAs } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { IT_CERTIFICATES } from '../../platform/db/seeds/it-certificates.ts';

const ctx = useTestContext();
let token: string;
beforeAll(async () => {
  token = await appToken(ctx);
});

type Item = { id: number; name: string; category_id?: number };

const post = (url: string, payload: Record<string, unknown> | undefined, lang = 'en', auth: string | null = token) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(auth ? bearer(auth) : {}), 'x-localization': lang },
  });

const certificates = async (payload: Record<string, unknown> | undefined, lang = 'en') => {
  const res = await post('/api/v1/it-certificates/search', payload, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; meta: Record<string, number> };
};

const TOTAL = IT_CERTIFICATES.length;

describe('POST /api/v1/it-certificates/search', () => {
  it('pages through every certificate, 10 per page by default', async () => {
    for (const body of [undefined, {}]) {
      const first = await certificates(body);
      expect(first.data).toHaveLength(10);
      expect(first.meta).toEqual({ current_page: 1, per_page: 10, total: TOTAL, last_page: Math.ceil(TOTAL / 10) });
      expect(first.data[0]).toEqual({ id: 1, name: 'IT Passport Examination (IP)', category_id: 1 });
    }
    const seen = new Set<number>();
    const perPage = 40;
    const pages = Math.ceil(TOTAL / perPage);
    for (let page = 1; page <= pages; page++) {
      const { data, meta } = await certificates({ page, per_page: perPage });
      expect(meta.last_page).toBe(pages);
      expect(data).toHaveLength(page < pages ? perPage : TOTAL - perPage * (pages - 1));
      for (const c of data) seen.add(c.id);
    }
    expect(seen.size).toBe(TOTAL);
  });

  it('answers an empty page past the last one, and one page for everything at per_page 100+', async () => {
    const past = await certificates({ page: 999, per_page: 10 });
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 999, per_page: 10, total: TOTAL, last_page: Math.ceil(TOTAL / 10) });
    const big = await certificates({ per_page: 100 });
    expect(big.data).toHaveLength(Math.min(100, TOTAL));
    const exact = await certificates({ keyword: 'aws', per_page: 12 });
    expect(exact.meta).toMatchObject({ total: 12, last_page: 1 });
    expect(exact.data).toHaveLength(12);
    const none = await certificates({ keyword: 'no such certificate' });
    expect(none).toEqual({ data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } });
  });

  it('matches either language, abbreviations and full-width letters, every word', async () => {
    const saa = await certificates({ keyword: 'SAA' });
    expect(saa.data.map((c) => c.name)).toEqual(['AWS Certified Solutions Architect – Associate']);
    const fe = await certificates({ keyword: '基本情報' }, 'ja');
    expect(fe.data.map((c) => c.name)).toEqual(['基本情報技術者試験']);
    const feEnglish = await certificates({ keyword: '基本情報' });
    expect(feEnglish.data.map((c) => c.name)).toEqual(['Fundamental Information Technology Engineer Examination (FE)']);
    const wide = await certificates({ keyword: 'ＣＣＮＡ' });
    expect(wide.data.map((c) => c.name)).toEqual(['Cisco Certified Network Associate (CCNA)']);
    const both = await certificates({ keyword: '  aws   professional ' });
    expect(both.data.map((c) => c.name).sort()).toEqual([
      'AWS Certified DevOps Engineer – Professional',
      'AWS Certified Solutions Architect – Professional',
    ]);
    const ipa = await certificates({ keyword: '試験', category_id: 1, per_page: 50 }, 'ja');
    expect(ipa.data.every((c) => c.category_id === 1)).toBe(true);
    expect(ipa.meta.total).toBe(12);
  });

  it('filters by category and takes % and _ literally', async () => {
    const azure = await certificates({ category_id: 4, per_page: 100 });
    expect(azure.data.length).toBeGreaterThan(5);
    expect(azure.data.every((c) => c.category_id === 4)).toBe(true);
    expect(await certificates({ category_id: 9999 })).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await certificates({ keyword: '%' })).meta.total).toBe(0);
    expect((await certificates({ keyword: '_' })).meta.total).toBe(0);
    expect((await certificates({ keyword: null, category_id: null })).meta.total).toBe(TOTAL);
  });

  it('refuses a bad page, size, category or field, with messages in the request language', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ page: 0 }, 'page', '値が正しくありません。'],
      [{ page: 1.5 }, 'page', '値が正しくありません。'],
      [{ per_page: 101 }, 'per_page', '値が正しくありません。'],
      [{ per_page: '10' }, 'per_page', '値が正しくありません。'],
      [{ category_id: 0 }, 'category_id', '値が正しくありません。'],
      [{ keyword: 'x'.repeat(101) }, 'keyword', '100文字以内で入力してください。'],
      [{ order_by: 'name' }, 'order_by', 'この項目は指定できません。'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/v1/it-certificates/search', body, 'ja');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it('needs a token', async () => {
    expect((await post('/api/v1/it-certificates/search', {}, 'en', null)).statusCode).toBe(401);
    const { access_token } = await loginAs(ctx, await buildUser(ctx));
    expect((await post('/api/v1/it-certificates/search', {}, 'en', access_token)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/popular-keywords/search', () => {
  const keywords = async (payload: Record<string, unknown> | undefined, lang = 'en') => {
    const res = await post('/api/v1/popular-keywords/search', payload, lang);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Item[]).map((k) => k.name);
  };

  it('answers the most searched keywords without a keyword', async () => {
    const top = await keywords({});
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3)).toEqual(['Remote work', 'Fully remote', 'No Japanese required']);
    expect((await keywords(undefined, 'ja')).slice(0, 2)).toEqual(['リモートワーク', 'フルリモート']);
    expect(await keywords({ limit: 3 })).toHaveLength(3);
  });

  it('finds keywords typed in either language and answers in the request language', async () => {
    expect(await keywords({ keyword: 'リモート' })).toEqual(['Remote work', 'Fully remote']);
    expect(await keywords({ keyword: 'remote' }, 'ja')).toEqual(['リモートワーク', 'フルリモート']);
    expect(await keywords({ keyword: 'JAVA' })).toEqual(['Java']);
    expect(await keywords({ keyword: '東京' }, 'ja')).toEqual(['東京']);
    expect(await keywords({ keyword: 'zzz' })).toEqual([]);
  });

  it('refuses a bad limit and needs a token', async () => {
    const res = await post('/api/v1/popular-keywords/search', { limit: 51 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ limit: ['Invalid value.'] });
    expect((await post('/api/v1/popular-keywords/search', {}, 'en', null)).statusCode).toBe(401);
  });
});
