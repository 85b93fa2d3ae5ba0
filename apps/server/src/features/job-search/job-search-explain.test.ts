import type { JobSearchSort } from '@hashi/shared/job-search.schema';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildCompany } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db/database.ts';
import { insertBulkPostings } from './repositories/bulk-postings.ts';
import { attributeConditions, keywordCondition } from './repositories/filters.ts';
import { pageQuery } from './job-search.repository.ts';
import { phraseFrequencyBound } from './repositories/keyword-frequency.ts';
import {
  indexedKeyword,
  indexedQuery,
  type KeywordStatement,
  planKeyword,
  sampleQuery,
  walkQuery,
} from './repositories/keyword-queries.ts';
import { findSearchPage, WALK_BUDGET, WALK_FIRST_SHARE } from './search-page.ts';

/**
 * At 100,000 postings, keyword searches never scan the postings table (issue 4 "Done means"; ADR
 * 0015): a common phrase walks the sort's index, and every phrase that is not found that way
 * (rare ones, 2-character words included) is counted from the GIN index of the keyword document.
 */

const POSTINGS = 100_000;
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await appToken(ctx);
  await buildCompany(ctx);
  await insertBulkPostings(ctx.deps.db, POSTINGS);
}, 900_000);
afterAll(async () => ctx.close());

async function plan(db: Database, query: RawBuilder<unknown>): Promise<string> {
  const { rows } = await sql<Record<string, string>>`explain ${query}`.execute(db);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

/** The plans of the statements of a search, planned as search-page.ts plans them. */
async function searchPlans(keyword: string, sort: JobSearchSort, extra: Record<string, unknown> = {}) {
  const filters = attributeConditions(extra);
  const s: KeywordStatement = { phrase: keyword, conditions: filters, sort, limit: 10, offset: 0, take: 1001 };
  const common = (await phraseFrequencyBound(ctx.deps.db, keyword)) >= WALK_FIRST_SHARE;
  const walk = common ? await plan(ctx.deps.db, walkQuery({ ...s, budget: WALK_BUDGET })) : null;
  return ctx.deps.db.transaction().execute(async (db) => {
    await planKeyword(db, 'bitmap');
    const count = await plan(db, indexedQuery(s));
    const sample = await plan(db, sampleQuery(s));
    const capped = (await indexedKeyword(db, s)).matched > 1000;
    await planKeyword(db, 'walk');
    const conditions = [keywordCondition(keyword, 'walk') as RawBuilder<boolean>, ...filters];
    const page = capped ? await plan(db, pageQuery({ conditions, sort, limit: 10, offset: 0 })) : null;
    return { walk, page, count, sample, common };
  });
}

describe(`keyword search plans at ${POSTINGS.toLocaleString('en')} postings`, () => {
  it.each([
    ['東京', 'popular'],
    ['営業', 'popular'],
    ['営業', 'newest'],
    ['React', 'popular'],
    ['react', 'newest'],
    ['フロントエンド', 'popular'],
    ['東京 React', 'popular'],
    ['機械学習 Python', 'newest'],
    ['ブロックチェーン', 'popular'],
    ['Kubernetes 福岡', 'newest'],
    ['ＲＥＡＣＴ　東京', 'popular'],
    ['engineer', 'popular'],
    ['エンジニア', 'newest'],
    ['開発', 'popular'],
    // Synonym groups (ADR 0035): the OR of the members' queries, folded to one constant tsquery.
    ['golang', 'popular'],
    ['k8s 東京', 'newest'],
    ['ML', 'popular'],
    ['インフラ エンジニア', 'newest'],
    // Place names (ADR 0035 "Place names"): in the document; a prefecture in full reads as its short name.
    ['東京都', 'newest'],
    ['Tokyo', 'popular'],
    ['大阪府 React', 'newest'],
    ['Shibuya', 'popular'],
    ['北海道 Python', 'newest'],
  ] as const)('%s (%s) walks the sort index or uses the GIN index, never scans the table', async (keyword, sort) => {
    const { walk, page, count, sample } = await searchPlans(keyword, sort);
    const sortIndex = sort === 'popular' ? 'job_postings_popularity_idx' : 'job_postings_newest_idx';
    expect(`${walk}\n${page}\n${count}\n${sample}`).not.toMatch(/Seq Scan on job_postings/);
    // Counting the sample reads the sample's own GIN index (a sixteenth of the postings).
    expect(sample).toContain('job_postings_search_document_sample_idx');
    // A common phrase: the sort's index in order, stopping at 1,001 matches (no sort of the matches).
    if (walk) {
      expect(walk).toContain(`Index Scan using ${sortIndex}`);
      expect(walk).not.toMatch(
        /job_postings_search_document_(sample_)?idx|Sort Key: [^\n]*(popularity_score|published_at)/,
      );
    }
    // Otherwise the GIN index counts (a walk that ran out of budget falls back to any bitmap plan);
    // a page of many matches follows the sort's index.
    if (!walk) expect(count).toContain('job_postings_search_document_idx ');
    if (page) expect(page).toContain(sortIndex);
  });

  it('walks for common phrases: at least engineer, エンジニア and 開発 are', async () => {
    for (const keyword of ['engineer', 'エンジニア', '開発']) {
      expect((await searchPlans(keyword, 'popular')).common, keyword).toBe(true);
    }
    expect((await searchPlans('nothing-like-this', 'popular')).common).toBe(false);
  });

  it('also with filters (then the most selective index may lead)', async () => {
    const { walk, page, count } = await searchPlans('東京', 'newest', { remote_work: true, industries: [3, 4] });
    expect(`${walk}\n${page}\n${count}`).not.toMatch(/Seq Scan on job_postings/);
    expect(count).toMatch(/Bitmap Index Scan on job_postings_\w+_idx/);
  });

  it('proves more than 1,000 matches from the sample, with the page of reading every match', async () => {
    const cap = 1000;
    for (const [keyword, sort, page] of [
      ['東京', 'popular', 1],
      ['東京', 'newest', 37],
      ['react', 'popular', 2],
    ] as const) {
      const { rows } = await sql<{ id: number }>`
        select id from job_postings
        where status = 3 and not is_closed and search_document @@ job_search_tsquery(${keyword})
        order by ${sort === 'popular' ? sql`popularity_score desc` : sql`published_at desc`}, id desc
        limit 10 offset ${(page - 1) * 10}`.execute(ctx.deps.db);
      const input = { conditions: [], keyword, sort, limit: 10, offset: (page - 1) * 10, cap };
      const got = await findSearchPage(ctx.deps.db, input, 'sample');
      expect(got.counted, keyword).toBeGreaterThan(cap);
      expect(got.ids, keyword).toEqual(rows.map((r) => r.id));
      // 東京 is in a fifth of the postings: the sample holds more than 1,000 of them. React (a tenth)
      // has fewer there, so the search falls back to the full GIN index.
      expect(got.via, keyword).toBe(keyword === '東京' ? 'sample' : 'keyword-index');
    }
  });

  it('answers through the API with a capped total', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/search',
      payload: { popular_keywords: '東京', sort: 'newest' },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toMatchObject({ total: 1000, total_is_capped: true, last_page: 100 });
    const rare = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/search',
      payload: { popular_keywords: 'ブロックチェーン 札幌', per_page: 1 },
      headers: bearer(token),
    });
    expect(rare.json().meta.total).toBeGreaterThan(0);
  });
});
