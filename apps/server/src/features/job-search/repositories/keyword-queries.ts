import type { JobSearchSort } from '@hashi/shared/job-search.schema';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { visiblePosting } from '../../../platform/db/visible-posting.ts';
import { keywordTsquery } from './keyword-tsquery.ts';

/**
 * The statements of a keyword search (ADR 0015, search-page.ts). Each answers, in one round trip,
 * how many postings matched (up to `take`) and the ids of one page among them, in the sort's order.
 */

const ORDER: Record<JobSearchSort, RawBuilder<unknown>> = {
  popular: sql`popularity_score desc, id desc`,
  newest: sql`published_at desc, id desc`,
};

export interface RankedPage {
  /** Matches found, at most `take`. */
  matched: number;
  /** The page's ids (ranks offset + 1 … offset + limit among those found), in order. */
  ids: number[];
}

export interface KeywordStatement {
  phrase: string;
  /** The filters' conditions, without the keyword. */
  conditions: readonly RawBuilder<boolean>[];
  sort: JobSearchSort;
  limit: number;
  offset: number;
  /** How many matches to look for: enough to tell the capped total and to hold the page. */
  take: number;
}

const where = (conditions: readonly RawBuilder<boolean>[]) => sql.join([visiblePosting(), ...conditions], sql` and `);

/** Counts the rows of `hits` (ranked `rn` in the sort's order) and keeps the page's ids. */
function rankedPage(s: KeywordStatement, hits: RawBuilder<unknown>) {
  return sql<{ matched: number; ids: number[] }>`
    select count(*)::int as matched,
      coalesce(array_agg(id order by rn) filter (where rn > ${s.offset} and rn <= ${s.offset + s.limit}), '{}') as ids
    from (${hits}) as hits`;
}

async function run(db: Database, query: RawBuilder<{ matched: number; ids: number[] }>): Promise<RankedPage> {
  const { rows } = await query.execute(db);
  return { matched: rows[0]?.matched ?? 0, ids: (rows[0]?.ids ?? []).map(Number) };
}

/**
 * The walk: the sort's index read in order, at most `budget` postings that pass the filters, each
 * tested against the phrase, stopping at `take` matches. A common phrase reaches them after a few
 * thousand rows at most, whatever the table's size. Finding fewer than `take` says nothing final
 * (the budget may have ended the walk): the caller then counts from the GIN index.
 */
export function walkQuery(s: KeywordStatement & { budget: number }) {
  const order = ORDER[s.sort];
  return rankedPage(
    s,
    sql`
      select id, row_number() over (order by ${order}) as rn from (
        select id, popularity_score, published_at, search_document from job_postings
        where ${where(s.conditions)}
        order by ${order}
        limit ${s.budget}
      ) as walked
      where search_document @@ ${keywordTsquery(s.phrase)}
      order by ${order}
      limit ${s.take}`,
  );
}

/**
 * From the GIN index: up to `take` matches in any order (a bitmap of the keyword's postings, the
 * heap read stopping at `take`), ranked in memory. When fewer than `take` match, these are all of
 * them and the page is exact. Run under the `count` planner settings (search-page.ts).
 */
export function indexedQuery(s: KeywordStatement) {
  return rankedPage(
    s,
    sql`
      select id, row_number() over (order by ${ORDER[s.sort]}) as rn from (
        select id, popularity_score, published_at from job_postings
        where ${where([sql<boolean>`search_document @@ ${keywordTsquery(s.phrase)}`, ...s.conditions])}
        limit ${s.take}
      ) as found`,
  );
}

/**
 * Ids divisible by this form the keyword sample: migration 0015's second GIN index covers the
 * visible postings among them (its predicate is written exactly as `sampleQuery` writes it).
 */
export const KEYWORD_SAMPLE_MODULUS = 16;

/**
 * Matches among the sample, counted up to `take`: `take` of them prove that more than `take` match
 * in all, from a bitmap of a sixteenth of the phrase's postings (a phrase in a few percent of a
 * million postings: ≈ 6,000 instead of ≈ 100,000). Run under the `bitmap` planner settings; it
 * selects no column, so a page the visibility map marks all-visible is not read.
 */
export function sampleQuery(s: Pick<KeywordStatement, 'phrase' | 'conditions' | 'take'>) {
  const sample = sql<boolean>`${sql.raw(`id % ${KEYWORD_SAMPLE_MODULUS} = 0`)}`;
  const phrase = sql<boolean>`search_document @@ ${keywordTsquery(s.phrase)}`;
  return sql<{ matched: number }>`
    select count(*)::int as matched from (
      select from job_postings where ${where([sample, phrase, ...s.conditions])} limit ${s.take}
    ) as sampled`;
}

export async function sampleKeyword(db: Database, s: Pick<KeywordStatement, 'phrase' | 'conditions' | 'take'>) {
  const { rows } = await sampleQuery(s).execute(db);
  return rows[0]?.matched ?? 0;
}

export const walkKeyword = (db: Database, s: KeywordStatement & { budget: number }) => run(db, walkQuery(s));
export const indexedKeyword = (db: Database, s: KeywordStatement) => run(db, indexedQuery(s));

/**
 * How the next statements of a keyword search are planned, in one round trip (transaction-local):
 * never a sequential scan; `bitmap`: from the GIN index (and other bitmap indexes) only, with
 * memory for an exact bitmap of a common word's postings (a lossy one would recheck whole pages,
 * reading every posting's out-of-line document); `walk`: plain index scans only, so the page
 * follows the sort's index.
 */
export async function planKeyword(db: Database, mode: 'bitmap' | 'walk'): Promise<void> {
  const bitmap = mode === 'bitmap';
  await sql`select set_config('enable_seqscan', 'off', true),
    set_config('enable_indexscan', ${bitmap ? 'off' : 'on'}, true),
    set_config('enable_bitmapscan', ${bitmap ? 'on' : 'off'}, true),
    set_config('work_mem', ${BITMAP_WORK_MEM}, true)`.execute(db);
}

/** Enough for an exact bitmap of a million postings (≈ 12 MB). */
const BITMAP_WORK_MEM = '32MB';
