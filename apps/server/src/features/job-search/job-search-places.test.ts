import type { NewJobPosting } from '../../platform/db/jobs-schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { type GuestSearch, guestSearcher } from './job-search.fixtures.ts';
import { expandKeyword } from './keyword-synonyms.ts';

/**
 * A keyword finds postings by their place (ADR 0035 "Place names"): the keyword document holds the
 * names of the posting's prefectures and city in both languages. The postings' texts name no place,
 * so only the place names can find them.
 */

const ctx = useTestContext();
let search: GuestSearch;
const ids = new Map<number, string>();

const PLACES = {
  shibuya: { prefecture_ids: [13], city_id: 83, title_en: 'Go developer', title_ja: 'Go開発者' },
  minato: { prefecture_ids: [13], city_id: 73, title_en: 'React developer', title_ja: 'React開発者' },
  osaka: { prefecture_ids: [27], city_id: 176, title_en: 'React developer', title_ja: 'React開発者' },
  kyoto: { prefecture_ids: [26], city_id: 171, title_en: 'QA developer', title_ja: '品質保証の開発者' },
  sapporo: { prefecture_ids: [1], city_id: 1, title_en: 'Data developer', title_ja: 'データ開発者' },
  nowhere: { prefecture_ids: [], city_id: null, title_en: 'Remote developer', title_ja: '在宅の開発者' },
} satisfies Record<string, Partial<NewJobPosting>>;
type Place = keyof typeof PLACES;

beforeAll(async () => {
  const company = await buildCompany(ctx, { name_en: 'Plain Works', name_ja: 'プレーン工房' });
  for (const [key, place] of Object.entries(PLACES)) {
    const posting = await buildPosting(ctx, company.id, {
      ...place,
      description_en: 'You will build our payment API.',
      description_ja: '決済APIの開発をお任せします。',
    });
    ids.set(posting.id, key);
  }
  search = await guestSearcher(ctx);
});

async function found(keyword: string, lang: 'en' | 'ja' = 'en'): Promise<string[]> {
  const res = await search({ popular_keywords: keyword }, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.map((c: { id: number }) => ids.get(c.id) ?? `other ${c.id}`)
    .sort();
}

const idOf = (place: Place) => [...ids].find(([, key]) => key === place)?.[0] as number;

describe('POST /api/v1/customer-job-postings/search: place names in the keyword', () => {
  it.each([
    ['東京', ['minato', 'shibuya']],
    ['東京都', ['minato', 'shibuya']],
    ['Tokyo', ['minato', 'shibuya']],
    ['tokyo', ['minato', 'shibuya']],
    ['ＴＯＫＹＯ', ['minato', 'shibuya']],
    ['大阪', ['osaka']],
    ['大阪府', ['osaka']],
    ['大阪市', ['osaka']],
    ['Osaka', ['osaka']],
    ['京都', ['kyoto']],
    ['京都府', ['kyoto']],
    ['Kyoto', ['kyoto']],
    ['北海道', ['sapporo']],
    ['Hokkaido', ['sapporo']],
    ['札幌', ['sapporo']],
    ['Sapporo', ['sapporo']],
    ['渋谷', ['shibuya']],
    ['渋谷区', ['shibuya']],
    ['Shibuya', ['shibuya']],
    ['港区', ['minato']],
    ['Minato', ['minato']],
    ['東京都渋谷区', ['shibuya']],
    ['「東京都」', ['minato', 'shibuya']],
  ] as const)('%s', async (keyword, expected) => {
    expect(await found(keyword)).toEqual([...expected].sort());
  });

  it('ANDs a place with the other keywords, whatever the order and language', async () => {
    expect(await found('React 東京')).toEqual(['minato']);
    expect(await found('東京 React')).toEqual(['minato']);
    expect(await found('react tokyo', 'ja')).toEqual(['minato']);
    expect(await found('React 大阪府')).toEqual(['osaka']);
    expect(await found('React 東京都')).toEqual(['minato']);
    expect(await found('Tokyo Osaka')).toEqual([]);
    expect(await found('渋谷 React')).toEqual([]);
  });

  it('follows a posting that moves: the old place no longer finds it, the new one does', async () => {
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ prefecture_ids: [27], city_id: 176 })
      .where('id', '=', idOf('minato'))
      .execute();
    expect(await found('東京')).toEqual(['shibuya']);
    expect(await found('港区')).toEqual([]);
    expect(await found('大阪')).toEqual(['minato', 'osaka']);
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ prefecture_ids: [], city_id: null })
      .where('id', '=', idOf('minato'))
      .execute();
    expect(await found('大阪')).toEqual(['osaka']);
    expect(await found('React')).toEqual(['minato', 'osaka']);
  });

  it('reads a prefecture written in full as the prefecture, and leaves other keywords as they are', () => {
    expect(expandKeyword('東京都')).toEqual({ plain: '東京', groups: [] });
    expect(expandKeyword('開発者 大阪府')).toEqual({ plain: '開発者 大阪', groups: [] });
    expect(expandKeyword('東京都渋谷区')).toEqual({ plain: '東京 渋谷区', groups: [] });
    expect(expandKeyword('golang 京都府')).toEqual({ plain: '京都', groups: [['go', 'golang']] });
    expect(expandKeyword('React 大阪府')).toEqual({ plain: '大阪', groups: [['react', 'reactjs']] });
    expect(expandKeyword('Python 東京')).toEqual({ plain: 'Python 東京', groups: [] });
    expect(expandKeyword('北海道')).toEqual({ plain: '北海道', groups: [] });
  });
});
