import { type Kysely, sql } from 'kysely';
import { SEARCH_PATTERNS_0011 as SEARCH_PATTERNS } from './frozen/search-patterns-0011.ts';

/**
 * Keyword search of job postings (ARCHITECTURE.md "Search text"; ADR 0015).
 *
 * `job_postings.search_document` is a tsvector of lexemes built by SQL functions defined here, so
 * that every writer (the API, the demo-data generator, test factories, a bulk `insert … select`)
 * gets the same document without calling anything:
 * - the text is NFKC-normalised and lower-cased (full-width ＲＥＡＣＴ and half-width ｶﾀｶﾅ equal
 *   React and カタカナ);
 * - runs of CJK characters (kanji, kana, hangul) give every character bigram, plus the run's last
 *   character alone (so a one-character query can match by prefix);
 * - everything else is split into words at white space and punctuation (`+` and `#` stay inside a
 *   word: c++, c#);
 * - lexemes go in as they are (`array_to_tsvector`): no stemming, no stop words, no positions.
 * The document covers both languages' title, description, requirements and preferred skills, the
 * names of the posting's skills and role, and its company's names. A trigger keeps it current on
 * insert (unless the insert passes a document: bulk writers compute it with the same algorithm in
 * TypeScript, features/job-search/search-document.ts, 100 times faster on PGlite) and when one of
 * those columns changes (not on counter updates); renaming a company
 * refreshes its postings. `job_search_tsquery(text)` turns a user's phrase into the AND of the
 * same lexemes (bigrams for CJK runs), quoted, so nothing in it is an operator or a wildcard.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  // The pieces of a text: words and CJK runs, after NFKC and lower-casing.
  await sql`
    create function search_text_parts(input text, out kind text, out part text) returns setof record
    language sql immutable parallel safe as $fn$
      with doc as (select lower(normalize(coalesce(input, ''), nfkc)) as t)
      select 'run', m[1] from doc, regexp_matches(doc.t, ${sql.lit(SEARCH_PATTERNS.run)}, 'g') as m
      union all
      select 'word', m[1] from doc,
        regexp_matches(regexp_replace(doc.t, ${sql.lit(SEARCH_PATTERNS.cjk)}, ' ', 'g'),
          ${sql.lit(SEARCH_PATTERNS.word)}, 'g') as m
    $fn$`.execute(db);

  // The lexemes a document is indexed by: words, bigrams of runs, the last character of each run.
  await sql`
    create function search_text_lexemes(input text) returns text[]
    language sql immutable parallel safe as $fn$
      select coalesce(array_agg(distinct lexeme), '{}') from (
        select left(part, 200) from search_text_parts(input) where kind = 'word'
        union all
        -- i = length(part) gives the run's last character alone.
        select substr(part, i, 2) from search_text_parts(input), generate_series(1, length(part)) as i
          where kind = 'run'
      ) as l(lexeme)
    $fn$`.execute(db);

  // A phrase as a tsquery: every word and every bigram (AND); a lone CJK character as a prefix.
  // Null when the phrase has nothing searchable (only punctuation): it then matches nothing.
  await sql`
    create function job_search_tsquery(input text) returns tsquery
    language sql immutable parallel safe as $fn$
      select string_agg(term, ' & ')::tsquery from (
        select distinct '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''' || suffix from (
          select left(part, 200), '' from search_text_parts(input) where kind = 'word'
          union all
          select substr(part, i, 2), '' from search_text_parts(input), generate_series(1, length(part) - 1) as i
            where kind = 'run'
          union all
          select part, ':*' from search_text_parts(input) where kind = 'run' and length(part) = 1
        ) as l(lexeme, suffix)
      ) as t(term)
    $fn$`.execute(db);

  // The same test as `@@`, hidden from the planner (a PL/pgSQL call has a fixed selectivity
  // estimate): a search known to match more than the cap walks the sort's index with it rather
  // than reading and sorting every match (search-page.ts, ADR 0015).
  await sql`
    create function search_document_matches(document tsvector, query tsquery) returns boolean
    language plpgsql immutable parallel safe as $fn$
    begin
      return document @@ query;
    end
    $fn$`.execute(db);

  await sql`alter table job_postings add column search_document tsvector not null default ''::tsvector`.execute(db);

  await sql`
    create function job_posting_search_document(p job_postings) returns tsvector
    language sql stable parallel safe as $fn$
      select array_to_tsvector(search_text_lexemes(concat_ws(' ',
        p.title_en, p.title_ja, p.description_en, p.description_ja,
        p.requirements_en, p.requirements_ja, p.preferred_en, p.preferred_ja,
        (select concat_ws(' ', c.name_en, c.name_ja) from companies c where c.id = p.company_id),
        (select concat_ws(' ', r.name_en, r.name_ja) from job_positions r where r.id = p.job_position_id),
        (select string_agg(concat_ws(' ', s.name_en, s.name_ja), ' ') from skills s
          where s.id = any(p.skill_ids || p.featured_skill_ids)))))
    $fn$`.execute(db);

  await sql`
    create function job_postings_search_document_trigger() returns trigger
    language plpgsql as $fn$
    begin
      -- A bulk writer may pass the document it computed (search-document.ts): an insert keeps it.
      if tg_op = 'INSERT' and new.search_document <> ''::tsvector then
        return new;
      end if;
      new.search_document := job_posting_search_document(new);
      return new;
    end
    $fn$`.execute(db);
  await sql`
    create trigger job_postings_search_document
    before insert or update of title_en, title_ja, description_en, description_ja, requirements_en,
      requirements_ja, preferred_en, preferred_ja, company_id, job_position_id, skill_ids, featured_skill_ids
    on job_postings for each row execute function job_postings_search_document_trigger()`.execute(db);

  await sql`
    create function companies_search_document_trigger() returns trigger
    language plpgsql as $fn$
    begin
      update job_postings p set search_document = job_posting_search_document(p) where p.company_id = new.id;
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create trigger companies_search_document
    after update of name_en, name_ja on companies
    for each row when (old.name_en is distinct from new.name_en or old.name_ja is distinct from new.name_ja)
    execute function companies_search_document_trigger()`.execute(db);

  // Postings written before this migration.
  await sql`update job_postings p set search_document = job_posting_search_document(p)`.execute(db);

  // Only visible postings are searched: partial, like migration 0010's filter indexes.
  await sql`create index job_postings_search_document_idx on job_postings using gin (search_document)
    where status = 3 and not is_closed`.execute(db);
}
