import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { foundByKeyword, type GuestSearch, type Seeded, seededSearch } from './job-search.fixtures.ts';
import { expandKeyword, filterSuggestions, SYNONYM_SETS } from './keyword-synonyms.ts';
import { phraseLexemes } from './search-document.ts';

const ctx = useTestContext();
let s: Seeded;
let search: GuestSearch;
beforeAll(async () => {
  ({ s, search } = await seededSearch(ctx));
});

const found = (keyword: string, lang: 'en' | 'ja' = 'en') => foundByKeyword(search, s, keyword, lang);

describe('keyword synonyms (ADR 0035)', () => {
  it.each([
    ['golang', ['backend']],
    ['Golang 決済', ['backend']],
    ['GOLANG', ['backend']],
    ['TS', ['react']],
    ['ts react', ['react']],
    ['ML', ['data']],
    ['machine learning', []],
    ['機械学習', ['data']],
    ['フロント', ['react']],
    ['front-end', ['react']],
    ['k8s', []],
    ['js', []],
    ['golang!!!', ['backend']],
    ['!!! golang', ['backend']],
  ] as const)('%s', async (keyword, expected) => {
    expect(await found(keyword)).toEqual([...expected].sort());
  });

  it('finds a synonym added to a posting later (k8s → Kubernetes)', async () => {
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ title_en: 'Sales Engineer (Kubernetes)' })
      .where('id', '=', s.sales.id)
      .execute();
    expect(await found('k8s')).toEqual(['sales']);
    expect(await found('k8s', 'ja')).toEqual(['sales']);
  });

  it('keeps a keyword without synonyms as one phrase, and every member has lexemes', () => {
    expect(expandKeyword('Python 東京')).toEqual({ plain: 'Python 東京', groups: [] });
    expect(expandKeyword('golang 東京')).toEqual({ plain: '東京', groups: [['go', 'golang']] });
    for (const set of SYNONYM_SETS) for (const member of set) expect(phraseLexemes(member).length).toBeGreaterThan(0);
  });

  it('names the filters a keyword stands for, with the keyword left', () => {
    expect(filterSuggestions('visa React')).toEqual([
      { term: 'visa', filter: { visa_sponsorship: [1, 3] }, rest: 'react' },
    ]);
    expect(filterSuggestions('「リモート」')).toEqual([
      { term: 'リモート', filter: { remote_options: [3] }, rest: '' },
    ]);
    expect(filterSuggestions('React')).toEqual([]);
  });
});

describe('POST /api/v1/customer-job-postings/search: filter suggestions', () => {
  it('suggests visa sponsorship for "visa" and says how many postings it finds, en and ja', async () => {
    for (const [keyword, lang] of [
      ['visa', 'en'],
      ['ビザ', 'ja'],
    ] as const) {
      const res = await search({ popular_keywords: keyword }, lang);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.data).toEqual([]);
      expect(body.suggestions).toEqual([
        { term: keyword, filters: { visa_sponsorship: [1, 3] }, keyword: '', total: 3, total_is_capped: false },
      ]);
    }
  });

  it('suggests the remote filter and keeps the other terms and filters', async () => {
    const res = await search({ popular_keywords: 'remote React', employment_type_id: [1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestions).toEqual([
      { term: 'remote', filters: { remote_options: [3] }, keyword: 'react', total: 1, total_is_capped: false },
    ]);
  });

  it('suggests nothing when the filter is already set or the keyword names none', async () => {
    const set = await search({ popular_keywords: 'visa', visa_sponsorship: [1] });
    expect(set.json().suggestions).toEqual([]);
    const none = await search({ popular_keywords: 'React' });
    expect(none.json().suggestions).toEqual([]);
  });
});
