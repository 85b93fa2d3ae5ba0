import type { Database } from '../db/database.ts';

/** Whether a session is live: not revoked, and its user (the token's) not deleted. */
export async function isSessionLive(db: Database, sessionId: string, userId: number): Promise<boolean> {
  const live = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return live !== undefined;
}
