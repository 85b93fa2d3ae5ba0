import type { JobSearchFilters, JobSearchRequest } from '@hashi/shared/job-search.schema';
import { REMOTE_OPTIONS, RemoteOption } from '@hashi/shared/jobs-enums';
import { type RawBuilder, sql } from 'kysely';
import { keywordTsquery } from './keyword-tsquery.ts';

/**
 * The SQL conditions of a job search (ADR 0015). Each filter of the contract becomes one condition
 * on an indexed column of `job_postings` (migration 0010: btree on single ids, GIN on id arrays;
 * 0011: GIN on the keyword document), every value a bound parameter. The visibility predicate is
 * added by the repository, written as the partial indexes define it.
 */

/** The prefecture id of "overseas" (spec §9): postings that can be done fully remote from abroad. */
export const OVERSEAS_PREFECTURE_ID = 48;
/** "None" in the JLPT and writing-level lists: nothing required. */
export const NO_LANGUAGE_REQUIRED = 6;

type Condition = RawBuilder<boolean>;
const ints = (ids: readonly number[]) => sql`${sql.val([...ids])}::integer[]`;
const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

/**
 * The phrase as a condition; null when the phrase is blank. `index`: the GIN-indexed `@@`. `walk`:
 * the same test through a function the planner cannot see into, for a search known to have many
 * matches, so that it walks the sort's index (search-page.ts).
 */
export function keywordCondition(
  keyword: string | null | undefined,
  mode: 'index' | 'walk' = 'index',
): Condition | null {
  const phrase = keyword?.trim();
  if (!phrase) return null;
  return mode === 'index'
    ? sql<boolean>`search_document @@ ${keywordTsquery(phrase)}`
    : sql<boolean>`search_document_matches(search_document, ${keywordTsquery(phrase)})`;
}

/** At least `amount` yen a year: the posting's maximum, or its minimum when it gives no maximum. */
const paysAtLeast = (amount: number) =>
  sql<boolean>`(salary_max >= ${amount} or (salary_max is null and salary_min >= ${amount}))`;
/** Starts at or below `amount`: the posting's minimum, or its maximum when it gives no minimum. */
const startsAtMost = (amount: number) =>
  sql<boolean>`(salary_min <= ${amount} or (salary_min is null and salary_max <= ${amount}))`;

function prefectureCondition(ids: readonly number[]): Condition {
  const places = ids.filter((id) => id !== OVERSEAS_PREFECTURE_ID);
  const overseas = ids.includes(OVERSEAS_PREFECTURE_ID);
  const inJapan = sql<boolean>`prefecture_ids && ${ints(places)}`;
  const abroad = sql<boolean>`remote_option = ${RemoteOption.FullyRemoteOverseas}`;
  if (!overseas) return inJapan;
  return places.length === 0 ? abroad : sql<boolean>`(${inJapan} or ${abroad})`;
}

/** Remote codes asked for; "fully remote within Japan" also takes postings remote from overseas. */
export function expandRemoteOptions(options: readonly number[]): number[] {
  const set = new Set(options);
  if (set.has(RemoteOption.FullyRemoteJapan)) set.add(RemoteOption.FullyRemoteOverseas);
  return [...set].sort();
}

const requires = (column: 'required_english_level_id' | 'required_jlpt_level_id', yes: boolean) =>
  yes
    ? sql<boolean>`${sql.ref(column)} <> ${NO_LANGUAGE_REQUIRED}`
    : sql<boolean>`${sql.ref(column)} = ${NO_LANGUAGE_REQUIRED}`;

/**
 * Every filter given but the keyword, as conditions to AND (search-page.ts adds the keyword its own
 * way). `company_id` belongs to the search request only (issue 12), not to saved conditions.
 */
export function attributeConditions(f: JobSearchFilters & Pick<Partial<JobSearchRequest>, 'company_id'>): Condition[] {
  const out: Condition[] = [];
  // Btree job_postings_company_idx: a company's postings are few, whatever else is asked.
  if (present(f.company_id)) out.push(sql<boolean>`company_id = ${f.company_id}`);
  if (present(f.japan_prefecture_id)) out.push(prefectureCondition(f.japan_prefecture_id));
  if (present(f.job_position_id)) out.push(sql<boolean>`job_position_id = any(${ints(f.job_position_id)})`);
  if (present(f.appeal_points)) out.push(sql<boolean>`appeal_point_ids @> ${ints(f.appeal_points)}`);
  if (present(f.employment_type_id)) out.push(sql<boolean>`employment_type_id = any(${ints(f.employment_type_id)})`);
  if (present(f.industries)) out.push(sql<boolean>`industry_ids && ${ints(f.industries)}`);
  if (present(f.featured_it_skills)) out.push(sql<boolean>`featured_skill_ids && ${ints(f.featured_it_skills)}`);
  if (present(f.it_skills)) out.push(sql<boolean>`skill_ids && ${ints(f.it_skills)}`);
  if (present(f.language_id)) out.push(sql<boolean>`language_ids @> ${ints([f.language_id])}`);
  if (present(f.language_score_level_id)) {
    out.push(sql<boolean>`language_score_level_ids @> ${ints([f.language_score_level_id])}`);
  }
  if (present(f.jlpt_score_level_id)) out.push(sql<boolean>`required_jlpt_level_id >= ${f.jlpt_score_level_id}`);
  if (present(f.minimum_preferred_annual_income)) out.push(paysAtLeast(f.minimum_preferred_annual_income));
  if (present(f.posted_time)) {
    out.push(sql<boolean>`published_at >= (${f.posted_time}::date::timestamp at time zone 'Asia/Tokyo')`);
  }
  if (present(f.foreigner_percent_id)) out.push(sql<boolean>`foreigner_percent_id >= ${f.foreigner_percent_id}`);
  if (present(f.english_usage_percent_id)) {
    out.push(sql<boolean>`english_usage_percent_id >= ${f.english_usage_percent_id}`);
  }
  if (present(f.required_english)) out.push(requires('required_english_level_id', f.required_english));
  if (present(f.required_japanese)) out.push(requires('required_jlpt_level_id', f.required_japanese));
  if (present(f.remote_work)) {
    // Listed rather than `<> on site`, so that the index reads only the matching entries.
    out.push(
      f.remote_work
        ? sql<boolean>`remote_option = any(${ints(REMOTE_OPTIONS.filter((o) => o !== RemoteOption.OnSite))})`
        : sql<boolean>`remote_option = ${RemoteOption.OnSite}`,
    );
  }
  if (present(f.visa_sponsorship)) out.push(sql<boolean>`visa_sponsorship = any(${ints(f.visa_sponsorship)})`);
  if (present(f.overseas_application_allowed)) {
    out.push(sql<boolean>`overseas_application_allowed = ${f.overseas_application_allowed}`);
  }
  if (present(f.remote_options)) {
    out.push(sql<boolean>`remote_option = any(${ints(expandRemoteOptions(f.remote_options))})`);
  }
  if (present(f.salary_min)) out.push(paysAtLeast(f.salary_min));
  if (present(f.salary_max)) out.push(startsAtMost(f.salary_max));
  if (present(f.required_jlpt_level_ids)) {
    out.push(sql<boolean>`required_jlpt_level_id = any(${ints(f.required_jlpt_level_ids)})`);
  }
  if (present(f.english_level_id)) out.push(sql<boolean>`required_english_level_id >= ${f.english_level_id}`);
  return out;
}

/**
 * Every filter given, the keyword (GIN-indexed `@@`) first, as conditions to AND: what a posting
 * must satisfy to match the search (saved-search alerts use it too).
 */
export function filterConditions(f: JobSearchFilters): Condition[] {
  const keyword = keywordCondition(f.popular_keywords);
  return keyword ? [keyword, ...attributeConditions(f)] : attributeConditions(f);
}
