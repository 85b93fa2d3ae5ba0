import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Deletes sessions that can no longer be used: created before `cutoff` and with no refresh token
 * expiring at or after it (revoked or not). Their refresh tokens go with them (on delete cascade).
 */
export async function deleteEndedSessions(db: Database, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens')
            .select(sql`1`.as('one'))
            .whereRef('refresh_tokens.session_id', '=', 'sessions.id')
            .where('refresh_tokens.expires_at', '>=', cutoff),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes refresh tokens (rotated or not) that expired before `cutoff`, in sessions still alive. */
export async function deleteExpiredRefreshTokens(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes e-mail verification, password-reset and e-mail-change tokens that expired before `cutoff`. */
export async function deleteExpiredUserTokens(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('user_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
