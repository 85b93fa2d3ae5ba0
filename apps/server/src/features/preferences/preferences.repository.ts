import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** Excluded companies (ADR 0040); every query names the applicant. */

/**
 * Adds an exclusion of the picked company, or of a typed name — linked at once to a company that
 * has (or had) that name and that the applicant has not excluded yet. The unique indexes on
 * (applicant, lower(trim(name))) and (applicant, company) answer duplicates without a race: null.
 */
export async function insertExcludedCompany(
  db: Database,
  applicantId: number,
  name: string,
  companyId: number | null,
): Promise<{ id: number; company_id: number | null } | null> {
  const { rows } = await sql<{ id: number; company_id: number | null }>`
    insert into applicant_excluded_companies (applicant_id, company_name, company_id)
    values (${applicantId}, ${name}, coalesce(${companyId}::integer, (
      select min(n.company_id) from company_names n
      where n.name_key = company_name_key(${name}) and n.name_key <> ''
        and not exists (select 1 from applicant_excluded_companies o
          where o.applicant_id = ${applicantId} and o.company_id = n.company_id))))
    on conflict do nothing returning id, company_id`.execute(db);
  return rows[0] ?? null;
}

export async function deleteExcludedCompany(db: Database, applicantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('applicant_excluded_companies')
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
