import { sql } from 'kysely';
import type { Experience, ExperienceRequest } from '@hashi/shared/experience.schema';
import { monthToDate } from '@hashi/shared/profile-fields';
import type { Database } from '../../platform/db/database.ts';

/** Every query names the applicant: a row of someone else is, to the caller, a row that does not exist. */

const COLUMNS = [
  'id',
  'company_name',
  'industry_id',
  'is_japanese_company',
  'employment_type_id',
  'job_title',
  'company_size_id',
  'is_current',
  'work_detail',
  'it_skills',
  'role_and_size',
  'projects',
] as const;

function selectExperiences(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_work_experiences')
    .select(COLUMNS)
    .select([
      // Months as text: the drivers disagree on how a `date` reads.
      sql<string>`to_char(start_date, 'YYYY/MM')`.as('period_from'),
      sql<string | null>`to_char(end_date, 'YYYY/MM')`.as('period_to'),
    ])
    .where('applicant_id', '=', applicantId);
}

/** Spec §7: the current job first, then by end and start, latest first; id keeps pages stable. */
function ordered<Q extends ReturnType<typeof selectExperiences>>(query: Q): Q {
  return query
    .orderBy('is_current', 'desc')
    .orderBy('end_date', (ob) => ob.desc().nullsFirst())
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc') as Q;
}

export interface ExperienceFilter {
  isCurrent?: boolean | undefined;
  keyword?: string | undefined;
}

export async function pageExperiences(
  db: Database,
  applicantId: number,
  page: { page: number; perPage: number },
  filter: ExperienceFilter = {},
): Promise<{ rows: Experience[]; total: number }> {
  let base = selectExperiences(db, applicantId);
  if (filter.isCurrent !== undefined) base = base.where('is_current', '=', filter.isCurrent);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    base = base.where((eb) => eb.or([eb('company_name', 'ilike', like), eb('job_title', 'ilike', like)]));
  }
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await ordered(base)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  return { rows, total: Number(total) };
}

export function listExperiences(db: Database, applicantId: number): Promise<Experience[]> {
  return ordered(selectExperiences(db, applicantId)).execute();
}

export function findExperience(db: Database, applicantId: number, id: number): Promise<Experience | undefined> {
  return selectExperiences(db, applicantId).where('id', '=', id).executeTakeFirst();
}

function toRow(input: ExperienceRequest) {
  return {
    company_name: input.company_name,
    industry_id: input.industry_id,
    is_japanese_company: input.is_japanese_company,
    employment_type_id: input.employment_type_id,
    job_title: input.job_title,
    company_size_id: input.company_size_id,
    start_date: monthToDate(input.period_from),
    // A current job has no end yet, whatever the form still holds.
    end_date: input.is_current || !input.period_to ? null : monthToDate(input.period_to),
    is_current: input.is_current,
    work_detail: input.work_detail,
    it_skills: input.it_skills ?? null,
    role_and_size: input.role_and_size ?? null,
    projects: input.projects ?? null,
  };
}

export async function insertExperience(db: Database, applicantId: number, input: ExperienceRequest): Promise<number> {
  const row = await db
    .insertInto('applicant_work_experiences')
    .values({ applicant_id: applicantId, ...toRow(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExperience(
  db: Database,
  applicantId: number,
  id: number,
  input: ExperienceRequest,
): Promise<boolean> {
  const result = await db
    .updateTable('applicant_work_experiences')
    .set({ ...toRow(input), updated_at: new Date() })
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteExperience(db: Database, applicantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('applicant_work_experiences')
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The sync's removal: every entry of the applicant that the new list does not keep. */
export async function deleteExperiencesExcept(db: Database, applicantId: number, keep: number[]): Promise<void> {
  let query = db.deleteFrom('applicant_work_experiences').where('applicant_id', '=', applicantId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

export async function experienceIds(db: Database, applicantId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('applicant_work_experiences')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .execute();
  return new Set(rows.map((r) => r.id));
}
