import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { type GuestSearch, type Seeded, seededSearch } from './job-search.fixtures.ts';

const ctx = useTestContext();
let s: Seeded;
let search: GuestSearch;
beforeAll(async () => {
  ({ s, search } = await seededSearch(ctx));
});

async function found(body: Record<string, unknown>, lang: 'en' | 'ja' = 'en') {
  const res = await search(body, lang);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json();
  return { ids: json.data.map((c: { id: number }) => c.id), meta: json.meta, suggestions: json.suggestions };
}

/** Issue 12: "Companies hiring now" links to one company's open postings. */
describe('POST /api/v1/customer-job-postings/search: company_id', () => {
  it("finds only that company's published, open postings and names the company in the request's language", async () => {
    const acme = s.companies.acme;
    const en = await found({ company_id: acme.id });
    expect(en.ids).toEqual([s.backend.id, s.react.id]);
    expect(en.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 2,
      total_is_capped: false,
      last_page: 1,
      company: { id: acme.id, name: 'Acme Cloud KK' },
    });
    const ja = await found({ company_id: acme.id, sort: 'newest' }, 'ja');
    expect(ja.ids).toEqual([s.react.id, s.backend.id]);
    expect(ja.meta.company).toEqual({ id: acme.id, name: 'アクメクラウド株式会社' });
    expect((await found({ company_id: s.companies.sakura.id })).ids).toEqual([s.sales.id, s.data.id]);
    // Without it (or null), every company's postings, and no company named.
    const all = await found({ company_id: null });
    expect(all.ids).toHaveLength(4);
    expect(all.meta.company).toBeNull();
  });

  it('holds together with a keyword and with the other filters', async () => {
    const { acme, sakura } = s.companies;
    expect((await found({ company_id: acme.id, popular_keywords: 'React' })).ids).toEqual([s.react.id]);
    expect((await found({ company_id: acme.id, popular_keywords: 'Go' })).ids).toEqual([s.backend.id]);
    // A keyword that only another company's postings hold: nothing, and the company still named.
    const other = await found({ company_id: sakura.id, popular_keywords: 'React' });
    expect(other.ids).toEqual([]);
    expect(other.meta).toMatchObject({ total: 0, company: { id: sakura.id, name: 'Sakura Systems' } });
    expect((await found({ company_id: acme.id, japan_prefecture_id: 14 })).ids).toEqual([s.backend.id]);
    expect((await found({ company_id: sakura.id, remote_options: [4] })).ids).toEqual([s.data.id]);
    expect((await found({ company_id: sakura.id, japan_prefecture_id: 13 })).ids).toEqual([]);
    expect((await found({ company_id: acme.id, popular_keywords: '東京' }, 'ja')).ids).toEqual([
      s.backend.id,
      s.react.id,
    ]);
    expect((await found({ company_id: acme.id, popular_keywords: '東京', japan_prefecture_id: 14 }, 'ja')).ids).toEqual(
      [s.backend.id],
    );
  });

  it("counts a keyword's suggested filter within the company", async () => {
    const { sakura } = s.companies;
    const within = await found({ company_id: sakura.id, popular_keywords: 'visa' });
    const everywhere = await found({ popular_keywords: 'visa' });
    expect(within.suggestions.length).toBeGreaterThan(0);
    for (const [i, suggestion] of within.suggestions.entries()) {
      const alone = await found({ company_id: sakura.id, popular_keywords: suggestion.keyword, ...suggestion.filters });
      expect(suggestion.total).toBe(alone.meta.total);
      expect(suggestion.total).toBeLessThan(everywhere.suggestions[i].total);
    }
  });

  it('an unknown company finds nothing, without an error', async () => {
    const none = await found({ company_id: 2_147_483_647 });
    expect(none.ids).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1, company: null });
    expect((await found({ company_id: 999_999, popular_keywords: 'React' })).meta.total).toBe(0);
  });

  it.each([0, -1, 1.5, 2_147_483_648, 1e20, 'x', '1', [1]])(
    'refuses company_id %j with the validation error, in the language of the request',
    async (bad) => {
      const en = await search({ company_id: bad }, 'en');
      expect(en.statusCode).toBe(422);
      expect(Object.keys(en.json().errors)).toEqual(['company_id']);
      expect(en.json().errors.company_id[0]).toMatch(/^[A-Z][a-z ]+\.$/);
      const ja = await search({ company_id: bad }, 'ja');
      expect(ja.statusCode).toBe(422);
      expect(ja.json().errors.company_id[0]).toMatch(/[ぁ-んァ-ン一-龯]/);
    },
  );
});
