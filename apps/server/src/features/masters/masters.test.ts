import {
  MASTER_LIST_ITEMS,
  MASTER_LIST_NAMES,
  type MasterListName,
  masterListPath,
} from '@hashi/shared/masters.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer, buildUser, loginAs } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { clearMasterCache } from './masters.service.ts';

const ctx = useTestContext();
let token: string;
beforeAll(async () => {
  token = await appToken(ctx);
});

type Item = { id: number; name: string } & Record<string, unknown>;

const get = (url: string, lang = 'en', headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { ...bearer(token), 'x-localization': lang, ...headers } });

async function list(name: MasterListName, lang = 'en', query = ''): Promise<Item[]> {
  const res = await get(`${masterListPath(name)}${query}`, lang);
  expect(res.statusCode, `${name}${query} ${res.body}`).toBe(200);
  return res.json().data;
}

const byId = (items: Item[], id: number) => items.find((i) => i.id === id);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('GET every reference list', () => {
  it('answers every list in English and in Japanese, with the same ids and only its own fields', async () => {
    expect(MASTER_LIST_NAMES).toHaveLength(34);
    for (const name of MASTER_LIST_NAMES) {
      const [en, ja] = await Promise.all([list(name, 'en'), list(name, 'ja')]);
      expect(en.length, name).toBeGreaterThan(0);
      expect(new Set(ja.map((i) => i.id)), name).toEqual(new Set(en.map((i) => i.id)));
      expect(new Set(en.map((i) => i.id)).size, `${name} ids are unique`).toBe(en.length);
      const keys = Object.keys(MASTER_LIST_ITEMS[name].shape).sort();
      for (const item of [...en, ...ja]) {
        expect(Object.keys(item).sort(), name).toEqual(keys);
        expect(item.name.trim(), `${name} ${item.id}`).not.toBe('');
      }
      expect(
        ja.some((i) => JAPANESE.test(i.name) || i.name !== byId(en, i.id)?.name),
        `${name} has Japanese labels`,
      ).toBe(true);
      expect(
        en.some((i) => JAPANESE.test(i.name)),
        `${name} English labels are English`,
      ).toBe(false);
    }
  });

  it('takes the language from Accept-Language when X-Localization is absent', async () => {
    const res = await ctx.app.inject({
      url: '/api/v2/masters/japan-regions',
      headers: { ...bearer(token), 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' },
    });
    expect(res.json().data[0]).toEqual({ id: 1, name: '北海道' });
  });

  it('needs the app token or a user token', async () => {
    for (const name of ['countries', 'jlpt-score-levels'] as const) {
      const res = await ctx.app.inject({ url: masterListPath(name) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
    const { access_token } = await loginAs(ctx, await buildUser(ctx));
    const res = await ctx.app.inject({ url: '/api/v2/masters/skills', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
  });

  it('documents the lists, their filters and the searches in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    for (const name of MASTER_LIST_NAMES) expect(doc.paths, name).toHaveProperty([masterListPath(name), 'get']);
    const cities = doc.paths['/api/v2/masters/cities'].get;
    expect(cities.parameters.map((p: { name: string }) => p.name)).toContain('prefecture_id');
    const search = doc.paths['/api/v1/it-certificates/search'].post;
    expect(search.requestBody.content['application/json'].schema.properties).toHaveProperty('per_page');
  });
});

describe('ids fixed by the spec (§9)', () => {
  it('prefectures: JIS ids 1–47 in Japan’s regions, 48 overseas', async () => {
    const [en, ja, regions] = await Promise.all([
      list('japan-prefectures'),
      list('japan-prefectures', 'ja'),
      list('japan-regions'),
    ]);
    expect(en.map((p) => p.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    expect(byId(en, 1)?.name).toBe('Hokkaido');
    expect(byId(en, 13)).toEqual({ id: 13, name: 'Tokyo', region_id: 3 });
    expect(byId(ja, 13)?.name).toBe('東京都');
    expect(byId(ja, 27)?.name).toBe('大阪府');
    expect(byId(ja, 47)?.name).toBe('沖縄県');
    expect(byId(en, 48)?.name).toBe('Overseas');
    expect(byId(ja, 48)?.name).toBe('海外');
    expect(regions.map((r) => r.name)).toEqual([
      'Hokkaido',
      'Tohoku',
      'Kanto',
      'Chubu',
      'Kinki (Kansai)',
      'Chugoku',
      'Shikoku',
      'Kyushu and Okinawa',
      'Overseas',
    ]);
    const kanto = await list('japan-prefectures', 'en', '?region_id=3');
    expect(kanto.map((p) => p.id)).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });

  it('languages: English 12 and Japanese 23, first in both languages', async () => {
    const [en, ja] = await Promise.all([list('languages'), list('languages', 'ja')]);
    expect(en.slice(0, 2)).toEqual([
      { id: 23, name: 'Japanese', code: 'ja' },
      { id: 12, name: 'English', code: 'en' },
    ]);
    expect(ja.slice(0, 2).map((l) => l.name)).toEqual(['日本語', '英語']);
    expect(en.length).toBe(184);
    // After the two pinned, English is A–Z and Japanese is 50-on order.
    const names = en.slice(2).map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const jaNames = ja.map((l) => l.name);
    expect(jaNames.indexOf('アラビア語')).toBeLessThan(jaNames.indexOf('韓国語'));
    expect(jaNames.indexOf('韓国語')).toBeLessThan(jaNames.indexOf('中国語'));
    expect(jaNames.indexOf('中国語')).toBeLessThan(jaNames.indexOf('ベトナム語'));
  });

  it('countries, nationalities and dialing codes: Japan is 104 in all three and comes first', async () => {
    const [countries, nationalities, dialing, dialingJa] = await Promise.all([
      list('countries'),
      list('nationalities'),
      list('dialing-codes'),
      list('dialing-codes', 'ja'),
    ]);
    expect(countries[0]).toEqual({ id: 104, name: 'Japan', code: 'JP' });
    expect(nationalities[0]).toEqual({ id: 104, name: 'Japan', code: 'JP' });
    expect(dialing[0]).toEqual({ id: 104, name: 'Japan', code: '+81', country_id: 104 });
    expect(dialingJa[0]).toEqual({ id: 104, name: '日本', code: '+81', country_id: 104 });
    expect(countries).toHaveLength(250);
    const us = countries.find((c) => c.code === 'US');
    expect(byId(dialing, us?.id ?? 0)?.code).toBe('+1');
    expect(byId(nationalities, us?.id ?? 0)?.name).toBe('United States');
    expect(nationalities.some((n) => n.code === 'AQ')).toBe(false);
  });

  it('levels, bands and statuses', async () => {
    const [yoe, yoeJa, working, workingJa, writing, jlpt, currencies] = await Promise.all([
      list('yoe-ranges'),
      list('yoe-ranges', 'ja'),
      list('working-statuses'),
      list('working-statuses', 'ja'),
      list('writing-levels', 'ja'),
      list('jlpt-score-levels'),
      list('currencies'),
    ]);
    expect(yoe.filter((y) => y.id >= 2).map((y) => [y.id, y.name])).toEqual([
      [2, 'Less than 1 year'],
      [3, '1–3 years'],
      [4, '3–5 years'],
      [5, '5 years or more'],
    ]);
    expect(byId(yoeJa, 5)?.name).toBe('5年以上');
    expect(byId(working, 4)?.name).toBe('Student');
    expect(byId(workingJa, 4)?.name).toBe('学生');
    expect(byId(working, 6)?.name).toBe('Other');
    expect(byId(workingJa, 6)?.name).toBe('その他');
    expect(byId(writing, 1)?.name).toBe('ネイティブ');
    expect(jlpt.map((l) => l.name)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5', 'None']);
    expect(currencies[0]).toEqual({ id: 1, name: 'Japanese yen', code: 'JPY', symbol: '¥' });
  });

  it('skills: category 1 holds the featured skills', async () => {
    const [categories, categoriesJa, featured] = await Promise.all([
      list('skill-categories'),
      list('skill-categories', 'ja'),
      list('skills', 'en', '?category_id=1'),
    ]);
    expect(categories[0]).toEqual({ id: 1, name: 'Featured skills' });
    expect(categoriesJa[0]).toEqual({ id: 1, name: '人気のスキル' });
    expect(featured.every((s) => s.category_id === 1)).toBe(true);
    expect(featured.map((s) => s.name)).toEqual(expect.arrayContaining(['Java', 'Python', 'TypeScript', 'React']));
    expect((await list('skills')).length).toBeGreaterThanOrEqual(300);
  });
});

describe('filters', () => {
  it('cities of a prefecture', async () => {
    const tokyo = await list('cities', 'ja', '?prefecture_id=13');
    expect(tokyo.every((c) => c.prefecture_id === 13)).toBe(true);
    expect(tokyo.filter((c) => c.name.endsWith('区'))).toHaveLength(23);
    expect(tokyo[0]?.name).toBe('千代田区');
    expect(await list('cities', 'en', '?prefecture_id=48')).toEqual([]);
    expect((await list('cities', 'en', '?prefecture_id=27')).map((c) => c.name)).toContain('Sakai');
  });

  it('roles, industries and certificates of a category or language', async () => {
    const roles = await list('job-positions', 'ja', '?category_id=3');
    expect(roles.map((r) => r.name)).toContain('インフラエンジニア');
    expect((await list('industries', 'en', '?category_id=1')).every((i) => i.category_id === 1)).toBe(true);
    const japaneseTests = await list('language-certificates', 'en', '?language_id=23');
    expect(japaneseTests.map((c) => c.name)).toContain('BJT Business Japanese Proficiency Test');
  });

  it('language score levels by language, by certificate, or both', async () => {
    const english = await list('language-score-levels', 'en', '?language_id=12');
    expect(english.every((l) => l.language_id === 12)).toBe(true);
    expect(new Set(english.map((l) => l.certificate_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    const toeic = await list('language-score-levels', 'ja', '?certificate_id=1');
    expect(toeic.map((l) => [l.name, l.min_score])).toEqual([
      ['TOEIC L&R 900点以上', 900],
      ['TOEIC L&R 800点以上', 800],
      ['TOEIC L&R 700点以上', 700],
      ['TOEIC L&R 600点以上', 600],
      ['TOEIC L&R 500点以上', 500],
    ]);
    expect(await list('language-score-levels', 'en', '?language_id=23&certificate_id=1')).toEqual([]);
  });

  it('refuses a filter that is not an id, and ignores unknown parameters', async () => {
    for (const query of ['?prefecture_id=abc', '?prefecture_id=0', '?prefecture_id=1.5']) {
      const res = await get(`/api/v2/masters/cities${query}`, 'ja');
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.prefecture_id).toEqual(['値が正しくありません。']);
    }
    expect((await get('/api/v2/masters/countries?_=1700000000')).statusCode).toBe(200);
  });
});

describe('caching', () => {
  it('lets the browser keep a list for an hour and revalidate it by ETag', async () => {
    const first = await get('/api/v2/masters/skills');
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    expect(first.headers.vary).toBe('X-Localization, Accept-Language');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/api/v2/masters/skills', 'en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/api/v2/masters/skills', 'en', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);

    const stale = await get('/api/v2/masters/skills', 'en', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    const ja = await get('/api/v2/masters/skills', 'ja', { 'if-none-match': etag });
    expect(ja.statusCode).toBe(200);
    expect(ja.headers.etag).not.toBe(etag);
    const filtered = await get('/api/v2/masters/skills?category_id=1', 'en', { 'if-none-match': etag });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers.etag).not.toBe(etag);
    const v1 = await get('/api/v1/people-percent');
    expect(v1.headers.etag).toBeDefined();
    expect((await get('/api/v1/people-percent', 'en', { 'if-none-match': String(v1.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('reads a list from the database once per language until the cache is cleared', async () => {
    const before = await list('channels');
    await ctx.deps.db.updateTable('channels').set({ name_en: 'Changed' }).where('id', '=', 1).execute();
    try {
      expect(await list('channels')).toEqual(before);
      clearMasterCache(ctx.deps.db);
      expect(byId(await list('channels'), 1)?.name).toBe('Changed');
    } finally {
      await ctx.deps.db
        .updateTable('channels')
        .set({ name_en: String(before[0]?.name) })
        .where('id', '=', 1)
        .execute();
      clearMasterCache(ctx.deps.db);
    }
  });
});
