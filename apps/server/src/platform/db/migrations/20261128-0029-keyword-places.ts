import { type Kysely, sql } from 'kysely';

/**
 * Place names in the keyword document (issue 16; ADR 0035 "Place names"): a job seeker types the
 * city first (東京, Tokyo, 大阪府, 渋谷), and a posting's text rarely says where it is.
 *
 * - `job_posting_place_names(prefecture_ids, city_id)`: each prefecture's English name and its
 *   Japanese name without 都, 府 or 県 (東京, not 東京都, whose bigram 京都 would make every Tokyo
 *   posting a Kyoto one; the search reads 東京都 typed in full as 東京), and the city's names in
 *   both languages. features/job-search/search-document.ts `postingPlaceNames` is the same in
 *   TypeScript for the bulk writers.
 * - `job_posting_search_document(p)` adds them to the posting's texts, company, role and skills.
 * - The trigger also recomputes when `prefecture_ids` or `city_id` change: a posting that moves is
 *   found by its new place, not by its old one.
 * - Existing postings: their documents are current (the trigger keeps them), so each gains its
 *   place lexemes by one set-based UPDATE that adds (`||`) the lexemes of its place, computed once
 *   per distinct (prefectures, city) pair, rather than reading every text again. The union equals
 *   the full recomputation, since the document's texts are joined by spaces and lexemes never cross
 *   a space.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function job_posting_place_names(prefecture_ids integer[], city_id integer) returns text
    language sql stable parallel safe as $fn$
      select concat_ws(' ',
        (select string_agg(concat_ws(' ', jp.name_en, regexp_replace(jp.name_ja, '[都府県]$', '')), ' ' order by jp.id)
          from japan_prefectures jp where jp.id = any($1)),
        (select concat_ws(' ', c.name_en, c.name_ja) from cities c where c.id = $2))
    $fn$`.execute(db);

  await sql`
    create or replace function job_posting_search_document(p job_postings) returns tsvector
    language sql stable parallel safe as $fn$
      select array_to_tsvector(search_text_lexemes(concat_ws(' ',
        p.title_en, p.title_ja, p.description_en, p.description_ja,
        p.requirements_en, p.requirements_ja, p.preferred_en, p.preferred_ja,
        (select concat_ws(' ', c.name_en, c.name_ja) from companies c where c.id = p.company_id),
        (select concat_ws(' ', r.name_en, r.name_ja) from job_positions r where r.id = p.job_position_id),
        (select string_agg(concat_ws(' ', s.name_en, s.name_ja), ' ') from skills s
          where s.id = any(p.skill_ids || p.featured_skill_ids)),
        job_posting_place_names(p.prefecture_ids, p.city_id))))
    $fn$`.execute(db);

  await sql`drop trigger job_postings_search_document on job_postings`.execute(db);
  await sql`
    create trigger job_postings_search_document
    before insert or update of title_en, title_ja, description_en, description_ja, requirements_en,
      requirements_ja, preferred_en, preferred_ja, company_id, job_position_id, skill_ids, featured_skill_ids,
      prefecture_ids, city_id
    on job_postings for each row execute function job_postings_search_document_trigger()`.execute(db);

  // Postings written before: their place lexemes added, one document per distinct place.
  await sql`
    update job_postings p set search_document = p.search_document || d.places
    from (
      select k.prefecture_ids, coalesce(k.city_id, 0) as city,
        array_to_tsvector(search_text_lexemes(job_posting_place_names(k.prefecture_ids, k.city_id))) as places
      from (select distinct prefecture_ids, city_id from job_postings) as k
    ) as d
    where d.prefecture_ids = p.prefecture_ids and d.city = coalesce(p.city_id, 0) and d.places <> ''::tsvector`.execute(
    db,
  );
}
