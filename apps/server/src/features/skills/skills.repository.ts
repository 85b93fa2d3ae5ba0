import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Skills and job roles with years of experience: the same shape on two tables, one entry per
 * reference id and applicant (unique index), every query naming the applicant.
 */
export const YEARS_LISTS = {
  skills: { table: 'applicant_skills', key: 'skill_id', master: 'skills' },
  positions: { table: 'applicant_position_experiences', key: 'job_position_id', master: 'job_positions' },
} as const;
export type YearsList = (typeof YEARS_LISTS)[keyof typeof YEARS_LISTS];

/** One entry: `ref_id` is the skill or the job role. */
export interface YearsEntry {
  id: number;
  ref_id: number;
  years_of_experience_range_id: number;
}

const columns = (list: YearsList) => sql`id, ${sql.ref(list.key)} as ref_id, years_of_experience_range_id`;

export async function listYearsEntries(db: Database, list: YearsList, applicantId: number): Promise<YearsEntry[]> {
  const { rows } = await sql<YearsEntry>`select ${columns(list)} from ${sql.table(list.table)}
    where applicant_id = ${applicantId} order by id`.execute(db);
  return rows;
}

export async function findYearsEntry(
  db: Database,
  list: YearsList,
  applicantId: number,
  id: number,
): Promise<YearsEntry | undefined> {
  const { rows } = await sql<YearsEntry>`select ${columns(list)} from ${sql.table(list.table)}
    where applicant_id = ${applicantId} and id = ${id}`.execute(db);
  return rows[0];
}

/** Adds the entry, or changes the years of the applicant's entry for the same skill or role. */
export async function upsertYearsEntry(
  db: Database,
  list: YearsList,
  applicantId: number,
  refId: number,
  yearsId: number,
): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(list.table)}
      (applicant_id, ${sql.ref(list.key)}, years_of_experience_range_id)
    values (${applicantId}, ${refId}, ${yearsId})
    on conflict (applicant_id, ${sql.ref(list.key)})
      do update set years_of_experience_range_id = excluded.years_of_experience_range_id, updated_at = now()
    returning id`.execute(db);
  return (rows[0] as { id: number }).id;
}

export async function updateYearsEntry(
  db: Database,
  list: YearsList,
  applicantId: number,
  id: number,
  refId: number,
  yearsId: number,
): Promise<boolean> {
  const result = await sql`update ${sql.table(list.table)}
    set ${sql.ref(list.key)} = ${refId}, years_of_experience_range_id = ${yearsId}, updated_at = now()
    where applicant_id = ${applicantId} and id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function deleteYearsEntry(
  db: Database,
  list: YearsList,
  applicantId: number,
  id: number,
): Promise<boolean> {
  const result = await sql`delete from ${sql.table(list.table)}
    where applicant_id = ${applicantId} and id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** The sync: the applicant's entries become exactly `items` (already deduplicated by id). */
export async function replaceYearsEntries(
  db: Database,
  list: YearsList,
  applicantId: number,
  items: Array<{ refId: number; yearsId: number }>,
): Promise<void> {
  const keep = items.map((i) => i.refId);
  await sql`delete from ${sql.table(list.table)} where applicant_id = ${applicantId}
    ${keep.length > 0 ? sql`and ${sql.ref(list.key)} not in (${sql.join(keep)})` : sql``}`.execute(db);
  for (const item of items) await upsertYearsEntry(db, list, applicantId, item.refId, item.yearsId);
}
