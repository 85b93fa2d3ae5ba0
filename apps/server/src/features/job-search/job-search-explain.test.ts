import type { JobSearchSort } from '@hashi/shared/job-search.schema';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildCompany } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db/database.ts';
import { insertBulkPostings } from './bulk-postings.ts';
import { attributeConditions, keywordCondition } from './job-search.filters.ts';
import { countPostings, countQuery, pageQuery, planKeywordPhase } from './job-search.repository.ts';

/**
 * At 100,000 postings, keyword searches of two or more characters are planned from the GIN index
 * of the keyword document and never scan the postings table (issue 4 "Done means"; ADR 0015).
 */

const POSTINGS = 100_000;
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await appToken(ctx);
  await buildCompany(ctx);
  await insertBulkPostings(ctx.deps.db, POSTINGS);
}, 300_000);
afterAll(async () => ctx.close());

async function plan(db: Database, query: RawBuilder<unknown>): Promise<string> {
  const { rows } = await sql<Record<string, string>>`explain ${query}`.execute(db);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

/** The plans of both statements of a search, planned as search-page.ts plans them. */
async function searchPlans(keyword: string, sort: JobSearchSort, extra: Record<string, unknown> = {}) {
  const filters = attributeConditions(extra);
  const indexed = [keywordCondition(keyword, 'index') as RawBuilder<boolean>, ...filters];
  return ctx.deps.db.transaction().execute(async (db) => {
    await planKeywordPhase(db, 'count');
    const count = await plan(db, countQuery(indexed, 1001));
    const capped = (await countPostings(db, indexed, 1001)) > 1000;
    await planKeywordPhase(db, 'page', capped);
    const conditions = capped ? [keywordCondition(keyword, 'walk') as RawBuilder<boolean>, ...filters] : indexed;
    const page = await plan(db, pageQuery({ conditions, sort, limit: 10, offset: 0 }));
    return { page, count, capped };
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
  ] as const)('%s (%s) uses the GIN index and never scans the table', async (keyword, sort) => {
    const { page, count, capped } = await searchPlans(keyword, sort);
    expect(`${page}\n${count}`).not.toMatch(/Seq Scan on job_postings/);
    expect(count).toContain('job_postings_search_document_idx');
    // A few matches are read from the GIN index and sorted; many are met walking the sort's index.
    if (!capped) expect(page).toContain('job_postings_search_document_idx');
    else expect(page).toContain(sort === 'popular' ? 'job_postings_popularity_idx' : 'job_postings_newest_idx');
  });

  it('also with filters (then the most selective index may lead)', async () => {
    const { page, count } = await searchPlans('東京', 'newest', { remote_work: true, industries: [3, 4] });
    expect(`${page}\n${count}`).not.toMatch(/Seq Scan on job_postings/);
    expect(count).toMatch(/Bitmap Index Scan on job_postings_\w+_idx/);
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
