import type { JobSearchSort } from '@hashi/shared/job-search.schema';
import type { RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { keywordCondition } from './job-search.filters.ts';
import { countPostings, planKeywordPhase, searchPostingIds } from './job-search.repository.ts';

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

/** One page of matching ids and the number of matches, counted up to `cap + 1`. */
export async function findSearchPage(
  db: Database,
  input: SearchPageInput,
): Promise<{ ids: number[]; counted: number }> {
  const { cap, offset } = input;
  const indexed = keywordCondition(input.keyword, 'index');
  if (!indexed) {
    const { conditions } = input;
    // Filters only: the planner picks from the column indexes. A short page already tells the total.
    const ids = offset < cap ? await searchPostingIds(db, { ...input, conditions }) : [];
    const counted =
      ids.length < input.limit && (ids.length > 0 || offset === 0)
        ? offset + ids.length
        : await countPostings(db, conditions, cap + 1);
    return { ids, counted };
  }
  // A keyword: count first from the GIN index, then fetch the page the way that count says is cheap.
  return db.transaction().execute(async (trx) => {
    await planKeywordPhase(trx, 'count');
    const counted = await countPostings(trx, [indexed, ...input.conditions], cap + 1);
    if (offset >= Math.min(counted, cap)) return { ids: [], counted };
    const capped = counted > cap;
    await planKeywordPhase(trx, 'page', capped);
    const keyword = capped ? keywordCondition(input.keyword, 'walk') : indexed;
    const conditions = keyword ? [keyword, ...input.conditions] : input.conditions;
    return { ids: await searchPostingIds(trx, { ...input, conditions }), counted };
  });
}
