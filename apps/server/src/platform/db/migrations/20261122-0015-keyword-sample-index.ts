import { type Kysely, sql } from 'kysely';

/**
 * Faster keyword searches at a million postings (ADR 0015, "Revision 2").
 *
 * - The keyword document is kept inside the posting's row (storage `main`, rows up to a page before
 *   anything moves out of line). Out of line, testing one posting against a phrase read the TOAST
 *   index and two TOAST pages (≈ 130 µs); inline it costs the row's own page (≈ 4 µs), so walking
 *   the sort's index with the phrase as a filter is cheap.
 * - A second GIN index over a fixed sample of the visible postings (ids divisible by 16;
 *   keyword-queries.ts `sampleQuery` writes the same predicate) proves "more than 1,000 match"
 *   for a phrase in a few percent of the postings from a bitmap of a sixteenth of their postings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_postings set (toast_tuple_target = 8160)`.execute(db);
  await sql`alter table job_postings alter column search_document set storage main`.execute(db);
  // Documents written before: stored again (a new value, equal content), now inline.
  await sql`update job_postings set search_document = search_document || ''::tsvector`.execute(db);
  await sql`create index job_postings_search_document_sample_idx on job_postings using gin (search_document)
    where status = 3 and not is_closed and id % 16 = 0`.execute(db);
}
