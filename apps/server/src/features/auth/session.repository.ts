import type { Database } from '../../platform/db/database.ts';

export async function insertSession(
  db: Database,
  session: { id: string; user_id: number; remember_me: boolean; user_agent: string | null; ip: string | null },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function insertRefreshToken(
  db: Database,
  token: { session_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export function findRefreshToken(db: Database, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.session_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.rotated_at',
      'sessions.revoked_at',
      'sessions.remember_me',
      'sessions.user_id',
      'users.type as user_type',
      'users.current_step',
      'users.deleted_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token used; the first use keeps its time (the reuse grace counts from it). */
export async function markRotated(db: Database, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Database, sessionId: string, reason: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(
  db: Database,
  userId: number,
  reason: string,
  at: Date,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
