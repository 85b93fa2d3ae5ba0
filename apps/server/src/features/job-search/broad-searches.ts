import type { JobSearchRequest } from '@hashi/shared/job-search.schema';
import type { Database } from '../../platform/db/database.ts';

/**
 * Searches known, a moment ago, to match more than the cap (ADR 0015, "Revision 2"). Proving
 * "more than 1,000" is most of a broad search's cost (a bitmap of a common word's postings, or a
 * thousand rows read for a broad filter), while its page is a short walk of the sort's index. So a
 * process remembers, for a minute (SEARCH_BROAD_MEMORY_SECONDS), which conditions were broad: the next search with the same
 * conditions (any sort or page) reads only its page, fresh, and shows "1,000+" again. Only that
 * one fact is remembered, never which postings match: a page is always exact. A page that comes
 * back short with results still tells its exact total, and an empty later page is counted; the
 * worst a stale memory can do is show "1,000+" for a minute after a search fell to 1,000 or fewer.
 */

/** Oldest first out beyond this many remembered searches (a few hundred kilobytes). */
const MAX_REMEMBERED = 10_000;

const memories = new WeakMap<Database, Map<string, number>>();

/** The search's conditions (everything but the order and the page), as a stable key. */
export function conditionsKey(request: JobSearchRequest): string {
  const { sort: _sort, page: _page, per_page: _perPage, ...conditions } = request;
  const entries = Object.entries(conditions)
    .filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => {
      if (typeof value === 'string') return [name, value.trim()];
      return [name, Array.isArray(value) ? [...value].sort() : value];
    })
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return JSON.stringify(entries);
}

function memoryOf(db: Database): Map<string, number> {
  let memory = memories.get(db);
  if (!memory) {
    memory = new Map();
    memories.set(db, memory);
  }
  return memory;
}

/** Whether a search with these conditions matched more than the cap within the last minute. */
export function isKnownBroad(db: Database, key: string, now: number): boolean {
  const until = memoryOf(db).get(key);
  return until !== undefined && until > now;
}

/** Records what a search just counted: broad (more than the cap) or not, remembered for `forMs`. */
export function rememberBreadth(db: Database, key: string, broad: boolean, now: number, forMs: number): void {
  const memory = memoryOf(db);
  memory.delete(key);
  if (!broad || forMs <= 0) return;
  memory.set(key, now + forMs);
  if (memory.size > MAX_REMEMBERED) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
}
