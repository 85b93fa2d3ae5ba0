import { JOB_SEARCH_TOTAL_CAP, type JobSearchSort } from '@hashi/shared/job-search.schema';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { visiblePosting } from '../../platform/db/visible-posting.ts';
import { insertBulkPostings } from './repositories/bulk-postings.ts';
import { attributeConditions } from './repositories/filters.ts';
import { phraseFrequencyBound } from './repositories/keyword-frequency.ts';
import { phraseLexemes } from './search-document.ts';
import { chooseKeywordPlan, findSearchPage, type KeywordPlan, WALK_FIRST_SHARE } from './search-page.ts';

/**
 * A keyword search gives the same page and capped total whichever way it is run (ADR 0015): by
 * walking the sort's index for a common phrase, by counting the sample first for a fairly common
 * one, or from the GIN index for a rare one; each plan falls back when it cannot answer. Checked,
 * for every plan, against a plain query that reads and sorts every match, on analysed bulk
 * postings (the sample succeeding needs more postings: job-search-explain.test.ts).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await buildCompany(ctx);
  await insertBulkPostings(ctx.deps.db, 12_000); // analyses: the statistics exist
}, 300_000);
afterAll(async () => ctx.close());

const ORDER = { popular: sql`popularity_score desc, id desc`, newest: sql`published_at desc, id desc` };

async function everyMatch(phrase: string, conditions: RawBuilder<boolean>[], sort: JobSearchSort) {
  const { rows } = await sql<{ id: number }>`
    select id from job_postings
    where ${sql.join([visiblePosting(), sql`search_document @@ job_search_tsquery(${phrase})`, ...conditions], sql` and `)}
    order by ${ORDER[sort]}`.execute(ctx.deps.db);
  return rows.map((r) => r.id);
}

const CASES: Array<[string, Record<string, unknown>, JobSearchSort, number, number]> = [
  ['engineer', {}, 'popular', 1, 10],
  ['engineer', {}, 'newest', 1, 10],
  ['ENGINEER', {}, 'popular', 100, 10],
  ['engineer', {}, 'newest', 34, 30],
  ['engineer', {}, 'popular', 101, 10],
  ['engineer 東京', {}, 'newest', 3, 10],
  ['東京', {}, 'popular', 1, 50],
  ['東京', { remote_work: true }, 'newest', 2, 10],
  ['engineer', { japan_prefecture_id: [13] }, 'popular', 1, 10],
  ['react', {}, 'popular', 1, 10],
  ['react', {}, 'newest', 60, 20],
  ['ブロックチェーン 札幌', {}, 'popular', 1, 10],
  ['ブロックチェーン 札幌', {}, 'newest', 2, 3],
  ['京', {}, 'popular', 1, 10],
  ['!!!', {}, 'popular', 1, 10],
  ['nothing-like-this', {}, 'newest', 1, 10],
];

const PLANS: Array<KeywordPlan | undefined> = [undefined, 'walk', 'sample', 'keyword-index'];

describe('keyword search page and capped total', () => {
  it.each(CASES)(
    '%s %j (%s, page %i of %i) equals reading every match, by every plan',
    async (phrase, filters, sort, page, perPage) => {
      const conditions = attributeConditions(filters);
      const offset = (page - 1) * perPage;
      const cap = JOB_SEARCH_TOTAL_CAP;
      const all = await everyMatch(phrase, conditions, sort);
      const shown = Math.max(0, Math.min(all.length, cap) - offset);
      for (const plan of PLANS) {
        const input = { conditions, keyword: phrase, sort, limit: perPage, offset, cap };
        const got = await findSearchPage(ctx.deps.db, input, plan);
        if (all.length > cap) expect(got.counted, plan).toBeGreaterThan(cap);
        else expect(got.counted, plan).toBe(all.length);
        expect(got.ids.slice(0, shown), plan).toEqual(all.slice(offset, offset + Math.min(perPage, shown)));
      }
      // Known to be broad: the page alone, the same ids.
      if (all.length > cap) {
        const input = { conditions, keyword: phrase, sort, limit: perPage, offset, cap, knownBroad: true };
        const remembered = await findSearchPage(ctx.deps.db, input);
        expect(remembered).toMatchObject({ via: 'remembered', counted: cap + 1 });
        expect(remembered.ids.slice(0, shown)).toEqual(all.slice(offset, offset + Math.min(perPage, shown)));
      }
    },
  );

  it('walks the sort index for a common phrase and reads the GIN index for a rare one', async () => {
    const input = { conditions: [], sort: 'popular' as const, limit: 10, offset: 0, cap: JOB_SEARCH_TOTAL_CAP };
    expect(await phraseFrequencyBound(ctx.deps.db, 'engineer')).toBeGreaterThanOrEqual(WALK_FIRST_SHARE);
    expect(await chooseKeywordPlan(ctx.deps.db, 'engineer')).toBe('walk');
    // 12,000 postings: no phrase can have more than the cap in the sample, so it is never tried.
    expect(await chooseKeywordPlan(ctx.deps.db, 'react')).toBe('keyword-index');
    expect((await findSearchPage(ctx.deps.db, { ...input, keyword: 'engineer' })).via).toBe('walk');
    expect(await phraseFrequencyBound(ctx.deps.db, 'ブロックチェーン 札幌')).toBeLessThan(0.2);
    expect((await findSearchPage(ctx.deps.db, { ...input, keyword: 'nothing-like-this' })).via).toBe('keyword-index');
    expect(await phraseFrequencyBound(ctx.deps.db, 'nothing-like-this')).toBe(0);
    // Filters that leave the phrase few matches end the walk at its budget: the GIN index answers.
    const narrow = attributeConditions({ japan_prefecture_id: [13], remote_options: [2] });
    expect((await findSearchPage(ctx.deps.db, { ...input, keyword: 'engineer', conditions: narrow })).via).toBe(
      'keyword-index',
    );
  });
});

describe('phrase lexemes', () => {
  it('are the terms job_search_tsquery ANDs', async () => {
    for (const phrase of ['ＲＥＡＣＴ　東京都', 'C++ / c# node.js', '京', "it's 100%", 'Go バックエンド 京 a', '!!!']) {
      const { rows } = await sql<{ q: string | null }>`select job_search_tsquery(${phrase})::text as q`.execute(
        ctx.deps.db,
      );
      const terms = [...(rows[0]?.q ?? '').matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map(([, l = '', prefix]) =>
        prefix ? `${l.replace(/''/g, "'")}*` : l.replace(/''/g, "'"),
      );
      const mine = phraseLexemes(phrase).map((l) => (typeof l === 'string' ? l : `${l.prefix}*`));
      expect([...new Set(mine)].sort(), phrase).toEqual(terms.sort());
    }
  });
});
