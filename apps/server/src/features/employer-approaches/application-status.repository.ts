import { ApplyStatus } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';

/** The application's last status other than invisible (status 10): the one an invisible application returns to. */
export async function lastVisibleStatus(db: Database, applicationId: number): Promise<number> {
  const visible = await db
    .selectFrom('application_status_changes')
    .select('status')
    .where('application_id', '=', applicationId)
    .where('status', '!=', ApplyStatus.Invisible)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return visible?.status ?? ApplyStatus.DocumentSelection;
}
