import type { EmployerPosting, EmployerPostingSummary } from '@hashi/shared/employer.schema';
import type { Database } from '../../platform/db/database.ts';
import type { JobPostingRow } from '../../platform/db/jobs-schema.ts';

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
