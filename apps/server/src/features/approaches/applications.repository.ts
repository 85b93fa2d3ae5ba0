import { sql } from 'kysely';
import { ApplyStatus } from '@hashi/shared/enums';
import type { ApplyAnswer } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * Inserts the application unless one exists for (applicant, posting): the unique key decides, so of
 * simultaneous applies exactly one gets an id back and the others get undefined.
 */
export async function insertApplication(
  db: Database,
  row: { applicantId: number; postingId: number; companyId: number; answers: ApplyAnswer[] },
  now: Date,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('applications')
    .values({
      applicant_id: row.applicantId,
      job_posting_id: row.postingId,
      company_id: row.companyId,
      answers: JSON.stringify(row.answers),
      status_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['applicant_id', 'job_posting_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  await db
    .insertInto('application_status_changes')
    .values({
      application_id: inserted.id,
      status: ApplyStatus.DocumentSelection,
      changed_at: now,
      changed_by_user_id: row.applicantId,
    })
    .execute();
  return inserted.id;
}

/**
 * What stands in the way of a new application, in the order it is reported: one exists already
 * (rejected or not), the applicant declined this posting's scout, or the company rejected them on
 * another posting. A rejection is read from the status history, not the current status: reject is
 * final, and hiding a rejected application from the applicant (status 10) must not lift it.
 */
export async function applyBlock(
  db: Database,
  applicantId: number,
  posting: { id: number; company_id: number },
): Promise<'already_applied' | 'application_rejected' | 'scout_declined' | 'company_rejected' | null> {
  const { rows } = await sql<{ own: number | null; own_rejected: boolean; declined: boolean; rejected: boolean }>`
    with own as (
      select id, status from applications where applicant_id = ${applicantId} and job_posting_id = ${posting.id}
    )
    select
      (select status from own) as own,
      exists (select 1 from own join application_status_changes c on c.application_id = own.id
        where c.status = ${ApplyStatus.Reject}) as own_rejected,
      exists (select 1 from approaches where applicant_id = ${applicantId} and job_posting_id = ${posting.id}
        and scout_reply = 'declined') as declined,
      exists (select 1 from applications a left join application_status_changes c on c.application_id = a.id
        where a.company_id = ${posting.company_id} and a.applicant_id = ${applicantId}
        and (a.status = ${ApplyStatus.Reject} or c.status = ${ApplyStatus.Reject})) as rejected`.execute(db);
  const row = rows[0];
  if (!row) return null;
  if (row.own !== null) {
    const rejected = Number(row.own) === ApplyStatus.Reject || row.own_rejected;
    return rejected ? 'application_rejected' : 'already_applied';
  }
  if (row.declined) return 'scout_declined';
  if (row.rejected) return 'company_rejected';
  return null;
}

export interface ApplicationWithHistory {
  id: number;
  job_posting_id: number;
  status: number;
  created_at: Date;
  history: { status: number; changed_at: Date }[];
}

/** The applicant's applications to `postingIds`, each with its status changes, oldest first. */
export async function applicationsOf(
  db: Database,
  applicantId: number,
  postingIds: readonly number[],
): Promise<Map<number, ApplicationWithHistory>> {
  if (postingIds.length === 0) return new Map();
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'job_posting_id', 'status', 'created_at'])
    .where('applicant_id', '=', applicantId)
    .where('job_posting_id', 'in', [...postingIds])
    .execute();
  if (applications.length === 0) return new Map();
  const changes = await db
    .selectFrom('application_status_changes')
    .select(['application_id', 'status', 'changed_at'])
    .where(
      'application_id',
      'in',
      applications.map((a) => a.id),
    )
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  return new Map(
    applications.map((a) => [
      a.job_posting_id,
      {
        ...a,
        history: changes
          .filter((c) => c.application_id === a.id)
          .map((c) => ({ status: c.status, changed_at: c.changed_at })),
      },
    ]),
  );
}

/** A company's application, locked for a status change. */
export function lockCompanyApplication(db: Database, companyId: number, applicationId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('id', '=', applicationId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets an application's status and records the change in its history. */
export async function recordApplicationStatus(
  db: Database,
  applicationId: number,
  status: number,
  now: Date,
  changedByUserId: number | null,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status, status_changed_at: now, updated_at: now })
    .where('id', '=', applicationId)
    .execute();
  await db
    .insertInto('application_status_changes')
    .values({ application_id: applicationId, status, changed_at: now, changed_by_user_id: changedByUserId })
    .execute();
}
