import type { EmployerPosting, EmployerPostingSummary } from '@hashi/shared/employer.schema';
import type { Database } from '../../platform/db/database.ts';
import type { JobPostingRow } from '../../platform/db/jobs-schema.ts';
import type { PostingColumns } from './posting-input.ts';

/** Postings as their company (and an admin) sees them: every column, both languages, any status. */

const SUMMARY_COLUMNS = [
  'id',
  'company_id',
  'status',
  'is_closed',
  'posting_language',
  'title_en',
  'title_ja',
  'published_at',
  'closed_at',
  'application_count',
  'view_count',
  'updated_at',
] as const;

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

type SummaryRow = Pick<JobPostingRow, (typeof SUMMARY_COLUMNS)[number]>;

export function toSummary(row: SummaryRow): EmployerPostingSummary {
  return {
    id: row.id,
    status: row.status as EmployerPostingSummary['status'],
    is_closed: row.is_closed,
    posting_language: row.posting_language as EmployerPostingSummary['posting_language'],
    title_en: row.title_en,
    title_ja: row.title_ja,
    published_at: isoOrNull(row.published_at),
    closed_at: isoOrNull(row.closed_at),
    application_count: row.application_count,
    view_count: row.view_count,
    updated_at: iso(row.updated_at),
  };
}

/** A page of postings, newest change first; `companyId` scopes to one company (the employer console). */
export async function listPostings(
  db: Database,
  filter: { companyId?: number; status?: number | undefined },
  page: { page: number; per_page: number },
) {
  let query = db.selectFrom('job_postings');
  if (filter.companyId !== undefined) query = query.where('company_id', '=', filter.companyId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  const [rows, total] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function pageMeta(page: { page: number; per_page: number }, total: number) {
  return {
    current_page: page.page,
    per_page: page.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
  };
}

/** One posting with every column, or undefined; `companyId` scopes to one company. */
export function findFullPosting(db: Database, id: number, companyId?: number) {
  let query = db.selectFrom('job_postings').selectAll().where('id', '=', id);
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
  return query.executeTakeFirst();
}

/** The reason of the latest decline of a posting. */
async function latestDeclineReason(db: Database, postingId: number): Promise<string | null> {
  const row = await db
    .selectFrom('job_posting_reviews')
    .select('reason')
    .where('job_posting_id', '=', postingId)
    .where('action', '=', 'decline')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.reason ?? null;
}

export async function toFullPosting(db: Database, row: JobPostingRow): Promise<EmployerPosting> {
  const declineReason = row.status === 5 ? await latestDeclineReason(db, row.id) : null;
  return {
    ...toSummary(row),
    description_en: row.description_en,
    description_ja: row.description_ja,
    requirements_en: row.requirements_en,
    requirements_ja: row.requirements_ja,
    preferred_en: row.preferred_en,
    preferred_ja: row.preferred_ja,
    selection_flow_en: row.selection_flow_en,
    selection_flow_ja: row.selection_flow_ja,
    benefits_en: row.benefits_en,
    benefits_ja: row.benefits_ja,
    job_position_id: row.job_position_id,
    employment_type_id: row.employment_type_id,
    prefecture_ids: row.prefecture_ids,
    city_id: row.city_id,
    industry_ids: row.industry_ids,
    appeal_point_ids: row.appeal_point_ids,
    required_skills: row.required_skills,
    featured_skill_ids: row.featured_skill_ids,
    required_jlpt_level_id: row.required_jlpt_level_id,
    required_english_level_id: row.required_english_level_id,
    language_ids: row.language_ids,
    language_score_level_ids: row.language_score_level_ids,
    foreigner_percent_id: row.foreigner_percent_id,
    english_usage_percent_id: row.english_usage_percent_id,
    remote_option: row.remote_option as EmployerPosting['remote_option'],
    visa_sponsorship: row.visa_sponsorship as EmployerPosting['visa_sponsorship'],
    overseas_application_allowed: row.overseas_application_allowed,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_negotiable: row.salary_negotiable,
    apply_questions: row.apply_questions ?? [],
    decline_reason: declineReason,
    created_at: iso(row.created_at),
  };
}

/** The industries of a company, which its postings copy. */
export async function findCompanyIndustryIds(db: Database, companyId: number): Promise<number[]> {
  const company = await db
    .selectFrom('companies')
    .select('industry_ids')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return company.industry_ids;
}

export function insertPosting(db: Database, companyId: number, columns: PostingColumns, status: number) {
  return db
    .insertInto('job_postings')
    .values({ ...columns, company_id: companyId, status })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The status of a company's own posting, locked for the edit that follows. */
export function lockOwnPostingStatus(db: Database, companyId: number, id: number) {
  return db
    .selectFrom('job_postings')
    .select('status')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePostingColumns(db: Database, id: number, columns: PostingColumns, status: number, now: Date) {
  return db
    .updateTable('job_postings')
    .set({ ...columns, status, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves a company's own posting to `status` when its status is one of `from`; undefined otherwise. */
export function setOwnPostingStatusFrom(
  db: Database,
  companyId: number,
  id: number,
  from: readonly number[],
  status: number,
  now: Date,
) {
  return db
    .updateTable('job_postings')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
}

/** Closes or reopens a company's own posting; undefined when it was not in the other state. */
export function setOwnPostingClosedRow(db: Database, companyId: number, id: number, closed: boolean, now: Date) {
  return db
    .updateTable('job_postings')
    .set({ is_closed: closed, closed_at: closed ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('is_closed', '=', !closed)
    .returningAll()
    .executeTakeFirst();
}

/** The prefecture of a city, if the city exists. */
export function findCityPrefectureId(db: Database, cityId: number) {
  return db.selectFrom('cities').select('prefecture_id').where('id', '=', cityId).executeTakeFirst();
}

/** The languages of some language score levels. */
export async function findScoreLevelLanguageIds(db: Database, levelIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('language_score_levels')
    .select('language_id')
    .where('id', 'in', [...levelIds])
    .execute();
  return rows.map((r) => r.language_id);
}
