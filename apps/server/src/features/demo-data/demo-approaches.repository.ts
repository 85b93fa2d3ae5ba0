import type { Insertable } from 'kysely';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import type {
  ApplicationStatusChangesTable,
  ApplicationsTable,
  ApproachesTable,
  ApproachMessagesTable,
} from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';

/** The rows of the demo applicant's history with the first demo companies (demo-approaches.ts). */

export async function hasApproaches(db: Database, applicantId: number): Promise<boolean> {
  const already = await db
    .selectFrom('approaches')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  return already !== undefined;
}

/** A company's first (by id) published, open postings. */
export function firstOpenPostings(db: Database, companyId: number, limit: number) {
  return db
    .selectFrom('job_postings')
    .select(['id', 'title_en'])
    .where('company_id', '=', companyId)
    .where('status', '=', JobPostingStatus.Published)
    .where('is_closed', '=', false)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Any one member of the company, or null. */
export async function anyMemberUserId(db: Database, companyId: number): Promise<number | null> {
  const member = await db
    .selectFrom('company_members')
    .select('user_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return member?.user_id ?? null;
}

export async function insertApproach(db: Database, values: Insertable<ApproachesTable>): Promise<number> {
  const row = await db.insertInto('approaches').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApproachMessage(db: Database, values: Insertable<ApproachMessagesTable>): Promise<void> {
  await db.insertInto('approach_messages').values(values).execute();
}

export async function insertApplication(db: Database, values: Insertable<ApplicationsTable>): Promise<number> {
  const row = await db.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStatusChange(
  db: Database,
  values: Insertable<ApplicationStatusChangesTable>,
): Promise<void> {
  await db.insertInto('application_status_changes').values(values).execute();
}
