import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

export interface NewInformAcceptance {
  applicant_id: number;
  company_name: string;
  start_date: string;
  salary: number;
  about_service: string | null;
  locale: string;
}

/** Saves one report and reads it back as the API shows it (dates as text: pg and PGlite differ on `date`). */
export async function insertInformAcceptance(db: Database, row: NewInformAcceptance) {
  return db
    .insertInto('inform_acceptances')
    .values(row)
    .returning([
      'id',
      'company_name',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      'salary',
      'about_service',
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
    ])
    .executeTakeFirstOrThrow();
}
