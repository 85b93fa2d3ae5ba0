import type { Database } from '../../platform/db/database.ts';

/**
 * Stores a new password hash. `onlyIfUnset` makes the first password of an imported or staff-made
 * account a one-time step: of two racing requests only one sets it. Answers whether a row changed.
 */
export async function setPassword(
  db: Database,
  userId: number,
  input: { passwordHash: string; at: Date; markEmailVerified?: boolean; onlyIfUnset?: boolean },
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ password_hash: input.passwordHash, password_set_at: input.at, updated_at: input.at })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null);
  if (input.onlyIfUnset) query = query.where('password_set_at', 'is', null);
  const result = await query.executeTakeFirst();
  if (input.markEmailVerified) {
    // Opening the reset link proved the mailbox, as the verification link would have.
    await db
      .updateTable('users')
      .set({ email_verified_at: input.at })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
  }
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the session was started with "keep me logged in", so its replacement keeps the choice. */
export async function sessionRememberMe(db: Database, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('remember_me').where('id', '=', sessionId).executeTakeFirst();
  return row?.remember_me ?? false;
}
