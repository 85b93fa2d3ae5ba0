import type { JobSearchSort } from '@hashi/shared/job-search.schema';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { excludedBy } from '../company-exclusions/company-exclusions.repository.ts';
import { visiblePosting } from '../../platform/db/visible-posting.ts';

/**
 * Queries of the job search (ADR 0015). A search is two statements over the same conditions:
 * one page of ids in the sort's index order, and a count that stops at `countLimit` rows, so a
 * broad search never counts hundreds of thousands of rows. Cards are then read by id.
 */

const ORDER: Record<JobSearchSort, RawBuilder<unknown>> = {
  popular: sql`popularity_score desc, id desc`,
  newest: sql`published_at desc, id desc`,
};

function whereVisible(conditions: readonly RawBuilder<boolean>[]) {
  return sql.join([visiblePosting(), ...conditions], sql` and `);
}

export interface PageQuery {
  conditions: readonly RawBuilder<boolean>[];
  sort: JobSearchSort;
  limit: number;
  offset: number;
}

/** The ids of one page of matches, in the sort's order. */
export function pageQuery(input: PageQuery): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`
    select id from job_postings
    where ${whereVisible(input.conditions)}
    order by ${ORDER[input.sort]}
    limit ${input.limit} offset ${input.offset}`;
}

/** The number of matches, counted up to `countLimit` (no column selected: an all-visible page is not read). */
export function countQuery(
  conditions: readonly RawBuilder<boolean>[],
  countLimit: number,
): RawBuilder<{ total: number | string }> {
  return sql<{ total: number | string }>`
    select count(*) as total from (
      select from job_postings where ${whereVisible(conditions)} limit ${countLimit}
    ) as matches`;
}

export async function searchPostingIds(db: Database, input: PageQuery): Promise<number[]> {
  const { rows } = await pageQuery(input).execute(db);
  return rows.map((r) => r.id);
}

/** The number of visible postings matching, counted up to `countLimit`. */
export async function countPostings(
  db: Database,
  conditions: readonly RawBuilder<boolean>[],
  countLimit: number,
): Promise<number> {
  const { rows } = await countQuery(conditions, countLimit).execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** What a result card shows, for the given ids (any status: the caller chose them). */
export function findCardRows(db: Database, ids: readonly number[]) {
  return db
    .selectFrom('job_postings as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.id',
      'p.company_id',
      'p.posting_language',
      'p.title_en',
      'p.title_ja',
      'p.job_position_id',
      'p.employment_type_id',
      'p.prefecture_ids',
      'p.featured_skill_ids',
      'p.skill_ids',
      'p.remote_option',
      'p.required_jlpt_level_id',
      'p.required_english_level_id',
      'p.english_usage_percent_id',
      'p.visa_sponsorship',
      'p.overseas_application_allowed',
      'p.salary_min',
      'p.salary_max',
      'p.salary_negotiable',
      'p.published_at',
      'p.is_closed',
      'c.name_en as company_name_en',
      'c.name_ja as company_name_ja',
    ])
    .where('p.id', 'in', [...ids])
    .execute();
}
export type CardRow = Awaited<ReturnType<typeof findCardRows>>[number];

/** A company's names in both languages (the search names the company it is limited to), or undefined. */
export function findCompanyNames(db: Database, id: number) {
  return db.selectFrom('companies').select(['id', 'name_en', 'name_ja']).where('id', '=', id).executeTakeFirst();
}

/** A posting's fields that define "similar": role, skills, places. */
export function findPostingTraits(db: Database, id: number) {
  return db
    .selectFrom('job_postings')
    .select(['id', 'job_position_id', 'skill_ids', 'prefecture_ids', 'remote_option'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The applicant's preferences, and whether they excluded any company. */
export async function findApplicantPreferences(db: Database, applicantId: number) {
  const preference = await db
    .selectFrom('applicant_preferences')
    .select(['prefecture_ids', 'remote_from_overseas', 'industry_ids', 'job_position_ids', 'employment_type_id'])
    .select(sql<number | null>`minimum_salary::integer`.as('minimum_salary'))
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  const excluded = await db
    .selectFrom('applicant_excluded_companies')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .limit(1)
    .executeTakeFirst();
  return { preference: preference ?? null, excludesCompanies: excluded !== undefined };
}

/** Postings of companies the applicant excluded (by id or any name the company ever had, ADR 0040) are left out. */
export function notOfCompaniesExcludedBy(applicantId: number): RawBuilder<boolean> {
  return sql<boolean>`not ${excludedBy(sql`${applicantId}::integer`, sql`job_postings.company_id`)}`;
}

/** Postings the applicant already applied to or hid are left out (recommendations, similar postings). */
export function notAppliedOrHiddenBy(applicantId: number): RawBuilder<boolean> {
  return sql<boolean>`not exists (
    select 1 from approaches a where a.applicant_id = ${applicantId} and a.job_posting_id = job_postings.id
      and (a.applied_at is not null or a.hidden_at is not null))`;
}
