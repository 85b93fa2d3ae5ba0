import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { visiblePosting } from '../../platform/db/visible-posting.ts';
import {
  findApplicantPreferences,
  notAppliedOrHiddenBy,
  notOfCompaniesExcludedBy,
} from '../job-search/job-search.repository.ts';

/**
 * Candidates taken from each source (shared skill, role, place, remote from overseas, most
 * popular) before scoring in memory: at most five index scans of this many rows each, so the work
 * does not grow with the number of postings.
 */
export const CANDIDATES_PER_SOURCE = 200;

/** What scoring reads of the applicant's profile, and whether they excluded any company. */
export async function findProfileFacts(db: Database, applicantId: number) {
  const [{ preference, excludesCompanies }, skills, positions, profile, work] = await Promise.all([
    findApplicantPreferences(db, applicantId),
    db
      .selectFrom('applicant_skills')
      .select(['skill_id', 'years_of_experience_range_id'])
      .where('applicant_id', '=', applicantId)
      .execute(),
    db
      .selectFrom('applicant_position_experiences')
      .select(['job_position_id', 'years_of_experience_range_id'])
      .where('applicant_id', '=', applicantId)
      .execute(),
    db
      .selectFrom('applicant_profiles')
      .select(['jlpt_score_level_id', 'desired_annual_salary', 'currency_id', 'latest_annual_income_id'])
      .where('applicant_id', '=', applicantId)
      .executeTakeFirst(),
    db
      .selectFrom('applicant_work_experiences')
      .select(['start_date', 'end_date'])
      .where('applicant_id', '=', applicantId)
      .execute(),
  ]);
  return { preference, excludesCompanies, skills, positions, profile, work };
}

export interface CandidateQuery {
  skillIds: readonly number[];
  roleIds: readonly number[];
  prefectureIds: readonly number[];
  remoteFromOverseas: boolean;
  /** Leave out the postings of companies this applicant excluded. */
  excludedBy: number | null;
  /** Leave out the postings this applicant applied to or hid (the approach page's Recommend tab). */
  notDoneBy?: number;
}

/**
 * Visible postings worth scoring for the applicant, never of a company they excluded: the most
 * popular of those sharing a skill, of their roles, in their places, fully remote from overseas
 * (when they wish it), and the most popular overall (so an empty profile still gets postings);
 * without those the applicant applied to or hid when `notDoneBy` says so.
 * Each source filters on an indexed column (partial indexes on the visible postings).
 */
export async function findCandidates(db: Database, query: CandidateQuery) {
  const excluded = query.excludedBy !== null ? [notOfCompaniesExcludedBy(query.excludedBy)] : [];
  if (query.notDoneBy !== undefined) excluded.push(notAppliedOrHiddenBy(query.notDoneBy));
  const source = (condition: RawBuilder<boolean> | null) =>
    sql`(select id from job_postings
      where ${sql.join([visiblePosting(), ...(condition ? [condition] : []), ...excluded], sql` and `)}
      order by popularity_score desc, id desc limit ${CANDIDATES_PER_SOURCE})`;
  const ints = (ids: readonly number[]) => sql`${sql.val([...ids])}::integer[]`;
  const sources = [source(null)];
  if (query.skillIds.length > 0) sources.push(source(sql<boolean>`skill_ids && ${ints(query.skillIds)}`));
  if (query.roleIds.length > 0) sources.push(source(sql<boolean>`job_position_id = any(${ints(query.roleIds)})`));
  if (query.prefectureIds.length > 0) {
    sources.push(source(sql<boolean>`prefecture_ids && ${ints(query.prefectureIds)}`));
  }
  if (query.remoteFromOverseas) sources.push(source(sql<boolean>`remote_option = 4`));
  const { rows } = await sql<{ id: number }>`${sql.join(sources, sql` union `)}`.execute(db);
  if (rows.length === 0) return [];
  return db
    .selectFrom('job_postings')
    .select([
      'id',
      'job_position_id',
      'skill_ids',
      'required_skills',
      'required_jlpt_level_id',
      'prefecture_ids',
      'remote_option',
      'overseas_application_allowed',
      'salary_min',
      'salary_max',
      'popularity_score',
    ])
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
}
export type CandidateRow = Awaited<ReturnType<typeof findCandidates>>[number];
