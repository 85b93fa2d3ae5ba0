import { sql } from 'kysely';
import type { Education, EducationRequest } from '@hashi/shared/education.schema';
import { monthToDate } from '@hashi/shared/profile-fields';
import type { Database } from '../../platform/db/database.ts';

/** Every query names the applicant. Removal is soft (`deleted_at`) so that an entry can be restored. */

function selectEducations(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_educations')
    .select(['id', 'school_name', 'school_url', 'educational_level_id', 'major', 'location', 'is_current'])
    .select([
      sql<string | null>`to_char(start_date, 'YYYY/MM')`.as('period_from'),
      sql<string | null>`to_char(end_date, 'YYYY/MM')`.as('period_to'),
      sql<string | null>`to_char(deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('deleted_at'),
    ])
    .where('applicant_id', '=', applicantId);
}

/** Latest school first (current, then end and start descending), as the profile shows them. */
export function listEducations(db: Database, applicantId: number, withDeleted = false): Promise<Education[]> {
  let query = selectEducations(db, applicantId);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  return query
    .orderBy('is_current', 'desc')
    .orderBy('end_date', (ob) => ob.desc().nullsFirst())
    .orderBy('start_date', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();
}

export function findEducation(
  db: Database,
  applicantId: number,
  id: number,
  withDeleted = false,
): Promise<Education | undefined> {
  let query = selectEducations(db, applicantId).where('id', '=', id);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

export async function countLiveEducations(db: Database, applicantId: number): Promise<number> {
  const row = await db
    .selectFrom('applicant_educations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('applicant_id', '=', applicantId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function toRow(input: EducationRequest) {
  return {
    school_name: input.school_name,
    school_url: input.school_url ?? null,
    educational_level_id: input.educational_level_id ?? null,
    major: input.major ?? null,
    location: input.location ?? null,
    start_date: input.period_from ? monthToDate(input.period_from) : null,
    end_date: input.is_current || !input.period_to ? null : monthToDate(input.period_to),
    is_current: input.is_current,
  };
}

export async function insertEducation(db: Database, applicantId: number, input: EducationRequest): Promise<number> {
  const row = await db
    .insertInto('applicant_educations')
    .values({ applicant_id: applicantId, ...toRow(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a live entry, or with `restore` a removed one too (bringing it back). */
export async function updateEducation(
  db: Database,
  applicantId: number,
  id: number,
  input: EducationRequest,
  options: { restore?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('applicant_educations')
    .set({ ...toRow(input), deleted_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId);
  if (!options.restore) query = query.where('deleted_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Soft-deletes the applicant's live entries with these ids (`all` except `keep` when ids is 'all-except'). */
export async function softDeleteEducations(
  db: Database,
  applicantId: number,
  target: { ids: number[] } | { allExcept: number[] },
  at: Date,
): Promise<number> {
  let query = db
    .updateTable('applicant_educations')
    .set({ deleted_at: at, updated_at: at })
    .where('applicant_id', '=', applicantId)
    .where('deleted_at', 'is', null);
  if ('ids' in target) {
    if (target.ids.length === 0) return 0;
    query = query.where('id', 'in', target.ids);
  } else if (target.allExcept.length > 0) {
    query = query.where('id', 'not in', target.allExcept);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function restoreEducation(db: Database, applicantId: number, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('applicant_educations')
    .set({ deleted_at: null, updated_at: at })
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ids of all the applicant's entries, live or removed. */
export async function educationIds(db: Database, applicantId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('applicant_educations')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .execute();
  return new Set(rows.map((r) => r.id));
}
