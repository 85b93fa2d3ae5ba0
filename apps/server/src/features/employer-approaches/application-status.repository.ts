import { ApplyStatus } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';

/** The company's application, locked for a status change, with the last status before invisible. */
export async function lockApplication(db: Database, companyId: number, applicationId: number) {
  const application = await db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('id', '=', applicationId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!application) return undefined;
  const visible = await db
    .selectFrom('application_status_changes')
    .select('status')
    .where('application_id', '=', applicationId)
    .where('status', '!=', ApplyStatus.Invisible)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { ...application, visibleBefore: visible?.status ?? ApplyStatus.DocumentSelection };
}

/** Sets the status and records the change with its date and the company user who made it. */
export async function changeStatus(db: Database, applicationId: number, status: number, userId: number, now: Date) {
  await db
    .updateTable('applications')
    .set({ status, status_changed_at: now, updated_at: now })
    .where('id', '=', applicationId)
    .execute();
  await db
    .insertInto('application_status_changes')
    .values({ application_id: applicationId, status, changed_at: now, changed_by_user_id: userId })
    .execute();
}
