import type { Database } from '../../platform/db/database.ts';

/** Invitation links of the refer-a-friend program: each works for one sign-up. */
export function findInvitation(db: Database, token: string) {
  return db.selectFrom('invitations').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Marks an invitation used by `userId`; false when someone used it first. */
export async function useInvitation(db: Database, id: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: now, used_by_user_id: userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
