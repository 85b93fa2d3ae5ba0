import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { phraseLexemes } from './search-document.ts';

/**
 * How common a keyword phrase is, from the planner's own statistics of `search_document`
 * (ANALYZE's most common lexemes and the share of postings holding each: `pg_stats`), to choose
 * how a keyword search is run (search-page.ts, ADR 0015). The statistics are read at most every
 * few minutes per database and only steer the plan: results never depend on them.
 */

const REFRESH_MS = 5 * 60_000;

interface Frequencies {
  byLexeme: Map<string, number>;
  /** Largest share of any lexeme: the bound for a one-character prefix, which covers many lexemes. */
  top: number;
}

const cache = new WeakMap<Database, { until: number; frequencies: Promise<Frequencies> }>();

async function readFrequencies(db: Database): Promise<Frequencies> {
  const { rows } = await sql<{ lexemes: string[] | null; freqs: number[] | null }>`
    select most_common_elems::text::text[] as lexemes, most_common_elem_freqs::float8[] as freqs
    from pg_stats
    where schemaname = current_schema() and tablename = 'job_postings' and attname = 'search_document'`.execute(db);
  const lexemes = rows[0]?.lexemes ?? [];
  const freqs = rows[0]?.freqs ?? [];
  const byLexeme = new Map(lexemes.map((lexeme, i) => [lexeme, freqs[i] ?? 0]));
  return { byLexeme, top: Math.max(0, ...byLexeme.values()) };
}

function frequencies(db: Database, now: number): Promise<Frequencies> {
  const cached = cache.get(db);
  if (cached && cached.until > now) return cached.frequencies;
  const frequencies = readFrequencies(db).catch(() => ({ byLexeme: new Map<string, number>(), top: 0 }));
  cache.set(db, { until: now + REFRESH_MS, frequencies });
  return frequencies;
}

/**
 * At most the share of postings that match `phrase` (every lexeme must be present, so the rarest
 * bounds it). A lexeme the statistics do not list is rarer than all they list: 0. Without
 * statistics (a new or small database), 0: the phrase is treated as rare.
 */
export async function phraseFrequencyBound(db: Database, phrase: string, now = Date.now()): Promise<number> {
  const { byLexeme, top } = await frequencies(db, now);
  const lexemes = phraseLexemes(phrase);
  if (lexemes.length === 0 || byLexeme.size === 0) return 0;
  return Math.min(...lexemes.map((l) => (typeof l === 'string' ? (byLexeme.get(l) ?? 0) : top)));
}

/** Forgets the statistics read for `db` (after ANALYZE in tests). */
export function forgetKeywordFrequencies(db: Database): void {
  cache.delete(db);
}
