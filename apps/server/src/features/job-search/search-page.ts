import { JOB_SEARCH_TOTAL_CAP, type JobSearchSort } from '@hashi/shared/job-search.schema';
import type { RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { keywordCondition } from './job-search.filters.ts';
import { countPostings, searchPostingIds } from './job-search.repository.ts';
import { phraseFrequencyBound } from './keyword-frequency.ts';
import { indexedKeyword, type KeywordStatement, planKeyword, type RankedPage, walkKeyword } from './keyword-queries.ts';

export interface SearchPageInput {
  /** The filters' conditions, without the keyword. */
  conditions: readonly RawBuilder<boolean>[];
  /** The keyword phrase, if any (planned as ADR 0015 describes). */
  keyword: string | null | undefined;
  sort: JobSearchSort;
  limit: number;
  offset: number;
  /** Totals are counted up to cap + 1; pages end at the cap. */
  cap: number;
}

/**
 * The walk reads at most this many postings (that pass the filters) before giving up. Each costs a
 * heap row and its out-of-line keyword document, ≈ 100 times what a posting costs in a GIN bitmap:
 * walking wins only for a phrase in more than about a third of the postings (ADR 0015, measurements).
 */
export const WALK_BUDGET = 3_000;
/** The walk goes first when the statistics say the phrase may be this common: it can then succeed. */
export const WALK_FIRST_SHARE = (JOB_SEARCH_TOTAL_CAP + 1) / WALK_BUDGET;

export interface SearchPage {
  ids: number[];
  /** Matches counted, at least `cap + 1` when more than `cap` match (then the total is capped). */
  counted: number;
  /** How it was found: column indexes (no keyword), the sort's index walked, or the GIN index. */
  via: 'filters' | 'walk' | 'keyword-index';
}

/** One page of matching ids and the number of matches, counted beyond `cap` when more match. */
export async function findSearchPage(db: Database, input: SearchPageInput): Promise<SearchPage> {
  const { cap, offset } = input;
  const phrase = input.keyword?.trim();
  if (!phrase) {
    const { conditions } = input;
    // Filters only: the planner picks from the column indexes. A short page already tells the total.
    const ids = offset < cap ? await searchPostingIds(db, { ...input, conditions }) : [];
    const counted =
      ids.length < input.limit && (ids.length > 0 || offset === 0)
        ? offset + ids.length
        : await countPostings(db, conditions, cap + 1);
    return { ids, counted, via: 'filters' };
  }
  const statement: KeywordStatement = {
    phrase,
    conditions: input.conditions,
    sort: input.sort,
    limit: input.limit,
    // Pages end at the cap: a page beyond it needs only the count.
    offset: Math.min(offset, cap),
    take: Math.max(cap + 1, Math.min(offset, cap) + input.limit),
  };
  // A common phrase: its first `take` matches in the sort's order tell both the capped total and the page.
  if ((await phraseFrequencyBound(db, phrase)) >= WALK_FIRST_SHARE) {
    const walked = await walkKeyword(db, { ...statement, budget: WALK_BUDGET });
    if (walked.matched === statement.take) return pageOf(walked, input, 'walk');
  }
  // A rare phrase (or one rare among the filtered postings): its matches from the GIN index.
  return db.transaction().execute(async (trx) => {
    await planKeyword(trx, 'bitmap');
    const found = await indexedKeyword(trx, statement);
    if (found.matched < statement.take || offset >= cap) return pageOf(found, input, 'keyword-index');
    // More than the cap match: the page walks the sort's index (with this many matches it is short).
    await planKeyword(trx, 'walk');
    const conditions = [keywordCondition(phrase, 'walk') as RawBuilder<boolean>, ...input.conditions];
    return { ids: await searchPostingIds(trx, { ...input, conditions }), counted: found.matched, via: 'keyword-index' };
  });
}

function pageOf(found: RankedPage, input: SearchPageInput, via: SearchPage['via']): SearchPage {
  return { ids: input.offset >= input.cap ? [] : found.ids, counted: found.matched, via };
}
