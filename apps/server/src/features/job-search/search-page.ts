import { JOB_SEARCH_TOTAL_CAP, type JobSearchSort } from '@hashi/shared/job-search.schema';
import type { RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { keywordCondition } from './repositories/filters.ts';
import { countPostings, searchPostingIds } from './job-search.repository.ts';
import { phraseStatistics } from './repositories/keyword-frequency.ts';
import {
  indexedKeyword,
  KEYWORD_SAMPLE_MODULUS,
  type KeywordStatement,
  planKeyword,
  type RankedPage,
  sampleKeyword,
  walkKeyword,
} from './repositories/keyword-queries.ts';

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
  /**
   * The same conditions matched more than the cap a moment ago (broad-searches.ts): only the page
   * is read, and the total is taken as more than the cap unless the page comes back short.
   */
  knownBroad?: boolean;
}

/**
 * The walk reads at most this many postings (that pass the filters) before giving up. Each costs a
 * heap page (the keyword document is inline, migration 0015), ≈ 10 times what a posting costs in a
 * GIN bitmap: walking wins for a phrase in more than about a third of the postings (ADR 0015).
 */
export const WALK_BUDGET = 3_000;
/** The walk goes first when the statistics say the phrase may be this common: it can then succeed. */
export const WALK_FIRST_SHARE = (JOB_SEARCH_TOTAL_CAP + 1) / WALK_BUDGET;
/**
 * The sample is counted first when the statistics allow this many times the matches it needs
 * (the bound is an upper bound for phrases of several lexemes; a failed try costs a small bitmap).
 */
export const SAMPLE_MARGIN = 1.5;

/** How a keyword search starts (the fallback is the GIN index of every visible posting). */
export type KeywordPlan = 'walk' | 'sample' | 'keyword-index';

/** The first plan worth trying for `phrase`, from the planner's statistics (ADR 0015). */
export async function chooseKeywordPlan(db: Database, phrase: string): Promise<KeywordPlan> {
  const { share, postings } = await phraseStatistics(db, phrase);
  if (share >= WALK_FIRST_SHARE) return 'walk';
  const inSample = (share * postings) / KEYWORD_SAMPLE_MODULUS;
  return inSample >= SAMPLE_MARGIN * (JOB_SEARCH_TOTAL_CAP + 1) ? 'sample' : 'keyword-index';
}

export interface SearchPage {
  ids: number[];
  /** Matches counted, at least `cap + 1` when more than `cap` match (then the total is capped). */
  counted: number;
  /**
   * How it was found: column indexes (no keyword), the sort's index walked, the sample's or the
   * full GIN index; `remembered`: the page alone, the conditions being known to be broad.
   */
  via: 'filters' | KeywordPlan | 'remembered';
}

/**
 * One page of matching ids and the number of matches, counted beyond `cap` when more match.
 * `plan` overrides the statistics' choice (tests compare every plan's answer).
 */
export async function findSearchPage(db: Database, input: SearchPageInput, plan?: KeywordPlan): Promise<SearchPage> {
  const { cap, offset } = input;
  const phrase = input.keyword?.trim();
  if (input.knownBroad) return rememberedPage(db, input, phrase);
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
  const first = plan ?? (await chooseKeywordPlan(db, phrase));
  // A common phrase: its first `take` matches in the sort's order tell both the capped total and the page.
  if (first === 'walk') {
    const walked = await walkKeyword(db, { ...statement, budget: WALK_BUDGET });
    if (walked.matched === statement.take) return pageOf(walked, input, 'walk');
  }
  return db.transaction().execute(async (trx) => {
    await planKeyword(trx, 'bitmap');
    // Fairly common: more than the cap among the sample proves more than the cap in all.
    if (first === 'sample' && (await sampleKeyword(trx, { ...statement, take: cap + 1 })) > cap) {
      return { ids: await walkedPage(trx, input, phrase), counted: cap + 1, via: 'sample' };
    }
    // A rare phrase (or one rare among the filtered postings): its matches from the GIN index.
    const found = await indexedKeyword(trx, statement);
    if (found.matched < statement.take || offset >= cap) return pageOf(found, input, 'keyword-index');
    return { ids: await walkedPage(trx, input, phrase), counted: found.matched, via: 'keyword-index' };
  });
}

/**
 * The page of conditions known to be broad (pages end at the cap). A short page with results tells
 * the exact total; an empty page beyond the first says nothing about it, so the search is counted.
 */
async function rememberedPage(db: Database, input: SearchPageInput, phrase: string | undefined): Promise<SearchPage> {
  if (input.offset >= input.cap) return { ids: [], counted: input.cap + 1, via: 'remembered' };
  const ids = phrase
    ? await db.transaction().execute((trx) => walkedPage(trx, input, phrase))
    : await searchPostingIds(db, input);
  if (ids.length === 0 && input.offset > 0) return findSearchPage(db, { ...input, knownBroad: false });
  const counted = ids.length < input.limit ? input.offset + ids.length : input.cap + 1;
  return { ids, counted, via: 'remembered' };
}

/**
 * The page of a phrase known to match more than the cap: the sort's index walked, each posting
 * tested (with this many matches the walk is short). Pages end at the cap.
 */
async function walkedPage(trx: Database, input: SearchPageInput, phrase: string): Promise<number[]> {
  if (input.offset >= input.cap) return [];
  await planKeyword(trx, 'walk');
  const conditions = [keywordCondition(phrase, 'walk') as RawBuilder<boolean>, ...input.conditions];
  return searchPostingIds(trx, { ...input, conditions });
}

function pageOf(found: RankedPage, input: SearchPageInput, via: SearchPage['via']): SearchPage {
  return { ids: input.offset >= input.cap ? [] : found.ids, counted: found.matched, via };
}
