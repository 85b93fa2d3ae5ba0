import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** Excluded companies (by name until company accounts land); every query names the applicant. */

export async function insertExcludedCompany(db: Database, applicantId: number, name: string): Promise<number | null> {
  // The unique index on (applicant, lower(trim(name))) answers duplicates without a race.
  const { rows } = await sql<{ id: number }>`insert into applicant_excluded_companies (applicant_id, company_name)
    values (${applicantId}, ${name}) on conflict do nothing returning id`.execute(db);
  return rows[0]?.id ?? null;
}

export async function deleteExcludedCompany(db: Database, applicantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('applicant_excluded_companies')
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
