import type { Database } from '../../platform/db/database.ts';

/** The applicant's answer to "how did you hear of Hashi?", kept on the account beside its attribution. */

export function findChannelAnswer(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['channel_id', 'channel_answered_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function channelExists(db: Database, channelId: number): Promise<boolean> {
  return (await db.selectFrom('channels').select('id').where('id', '=', channelId).executeTakeFirst()) !== undefined;
}

/** Stores the answer unless one is there already (one statement: two tabs cannot both answer). */
export async function storeChannelAnswer(
  db: Database,
  userId: number,
  channelId: number | null,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ channel_id: channelId, channel_answered_at: now })
    .where('id', '=', userId)
    .where('channel_answered_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
