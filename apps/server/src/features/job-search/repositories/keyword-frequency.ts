import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { expandKeyword } from '../keyword-synonyms.ts';
import { phraseLexemes } from '../search-document.ts';

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
  /** Postings in the table (the planner's estimate; 0 when never analysed). */
  postings: number;
}

const cache = new WeakMap<Database, { until: number; frequencies: Promise<Frequencies> }>();

async function readFrequencies(db: Database): Promise<Frequencies> {
  const { rows } = await sql<{ lexemes: string[] | null; freqs: number[] | null; postings: number | null }>`
    select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs::float8[] as freqs,
      (select c.reltuples::float8 from pg_class c where c.oid = 'job_postings'::regclass) as postings
    from pg_stats s
    where s.schemaname = current_schema() and s.tablename = 'job_postings' and s.attname = 'search_document'`.execute(
    db,
  );
  const lexemes = rows[0]?.lexemes ?? [];
  const freqs = rows[0]?.freqs ?? [];
  const byLexeme = new Map(lexemes.map((lexeme, i) => [lexeme, freqs[i] ?? 0]));
  return { byLexeme, top: Math.max(0, ...byLexeme.values()), postings: Math.max(0, Number(rows[0]?.postings ?? 0)) };
}

function frequencies(db: Database, now: number): Promise<Frequencies> {
  const cached = cache.get(db);
  if (cached && cached.until > now) return cached.frequencies;
  const frequencies = readFrequencies(db).catch(() => ({ byLexeme: new Map<string, number>(), top: 0, postings: 0 }));
  cache.set(db, { until: now + REFRESH_MS, frequencies });
  return frequencies;
}

/**
 * At most the share of postings that match `phrase` (every lexeme must be present, so the rarest
 * bounds it). A lexeme the statistics do not list is rarer than all they list: 0. Without
 * statistics (a new or small database), 0: the phrase is treated as rare.
 */
export async function phraseFrequencyBound(db: Database, phrase: string, now = Date.now()): Promise<number> {
  return (await phraseStatistics(db, phrase, now)).share;
}

/**
 * The share bound above and the number of postings it is a share of (0 without statistics). With
 * synonyms (ADR 0035), a group matches at most the sum of its members' shares.
 */
export async function phraseStatistics(
  db: Database,
  phrase: string,
  now = Date.now(),
): Promise<{ share: number; postings: number }> {
  const { byLexeme, top, postings } = await frequencies(db, now);
  if (byLexeme.size === 0) return { share: 0, postings };
  const bound = (text: string) => {
    const lexemes = phraseLexemes(text);
    if (lexemes.length === 0) return Number.POSITIVE_INFINITY;
    return Math.min(...lexemes.map((l) => (typeof l === 'string' ? (byLexeme.get(l) ?? 0) : top)));
  };
  const { plain, groups } = expandKeyword(phrase);
  const shares = groups.map((members) =>
    Math.min(
      1,
      members.reduce((sum, m) => sum + bound(m), 0),
    ),
  );
  if (plain) shares.push(bound(plain));
  const share = Math.min(...shares);
  return { share: Number.isFinite(share) ? share : 0, postings };
}

/** Forgets the statistics read for `db` (after ANALYZE in tests). */
export function forgetKeywordFrequencies(db: Database): void {
  cache.delete(db);
}
