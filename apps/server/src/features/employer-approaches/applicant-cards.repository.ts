import { sql } from 'kysely';
import type { Locale } from '@hashi/shared/constants';
import type { Database } from '../../platform/db/database.ts';

/**
 * The rows behind an applicant card (employer view), master names in the request's language. Only
 * columns a company may always see are read here; names and contacts live in applicant-private.
 */

export interface Named {
  id: number;
  name: string;
}

const nameCol = (locale: Locale) => sql.raw(locale === 'ja' ? 'name_ja' : 'name_en');
const named = (table: string, alias: string, column: string, locale: Locale) =>
  sql`(select json_build_object('id', ${sql.raw(`${alias}.id`)}, 'name', ${sql.raw(`${alias}.`)}${nameCol(locale)})
    from ${sql.raw(table)} ${sql.raw(alias)} where ${sql.raw(`${alias}.id`)} = ${sql.raw(`p.${column}`)})`;

export interface CardRow {
  id: number;
  nationality: Named | null;
  country: Named | null;
  prefecture: Named | null;
  jlpt: Named | null;
  japanese_level: Named | null;
  english_level: Named | null;
  work_summary: string | null;
  desired_annual_salary: string | number | null;
  currency: string | null;
  latest_job_title: string | null;
}

export async function cardRows(db: Database, ids: readonly number[], locale: Locale): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<CardRow>`select p.applicant_id as id,
      ${named('nationalities', 'n', 'nationality_id', locale)} as nationality,
      ${named('countries', 'c', 'country_id', locale)} as country,
      ${named('japan_prefectures', 'jp', 'prefecture_id', locale)} as prefecture,
      ${named('jlpt_score_levels', 'jl', 'jlpt_score_level_id', locale)} as jlpt,
      ${named('writing_levels', 'jw', 'japanese_level_id', locale)} as japanese_level,
      ${named('writing_levels', 'ew', 'english_level_id', locale)} as english_level,
      p.work_summary, p.desired_annual_salary,
      (select cur.code from currencies cur where cur.id = p.currency_id) as currency,
      (select w.job_title from applicant_work_experiences w where w.applicant_id = p.applicant_id
        order by w.is_current desc, w.end_date desc nulls first, w.start_date desc limit 1) as latest_job_title
    from applicant_profiles p where p.applicant_id in (${sql.join([...ids])})`.execute(db);
  return rows;
}

export interface YearsRow {
  applicant_id: number;
  id: number;
  name: string;
  years_id: number | null;
  years_name: string | null;
}

/** Skills or job roles with their years of experience, for each applicant. */
export async function yearsRows(
  db: Database,
  kind: 'skills' | 'roles',
  ids: readonly number[],
  locale: Locale,
): Promise<YearsRow[]> {
  if (ids.length === 0) return [];
  const [table, master, column] =
    kind === 'skills'
      ? ['applicant_skills', 'skills', 'skill_id']
      : ['applicant_position_experiences', 'job_positions', 'job_position_id'];
  const { rows } = await sql<YearsRow>`select x.applicant_id, m.id, m.${nameCol(locale)} as name,
      y.id as years_id, y.${nameCol(locale)} as years_name
    from ${sql.raw(table)} x join ${sql.raw(master)} m on m.id = x.${sql.raw(column)}
    left join years_of_experience_ranges y on y.id = x.years_of_experience_range_id
    where x.applicant_id in (${sql.join([...ids])})
    order by x.applicant_id, x.years_of_experience_range_id desc nulls last, m.sort_order, m.id`.execute(db);
  return rows;
}

export interface LanguageRow {
  applicant_id: number;
  language_id: number;
  language: string;
  level_id: number;
  level: string;
}

export async function languageRows(db: Database, ids: readonly number[], locale: Locale): Promise<LanguageRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<LanguageRow>`select x.applicant_id, l.id as language_id, l.${nameCol(locale)} as language,
      w.id as level_id, w.${nameCol(locale)} as level
    from applicant_languages x join languages l on l.id = x.language_id join writing_levels w on w.id = x.level_id
    where x.applicant_id in (${sql.join([...ids])}) order by x.applicant_id, x.id`.execute(db);
  return rows;
}
