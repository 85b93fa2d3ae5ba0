import type { Database } from '../../platform/db/database.ts';

/**
 * The newest live e-mail change code of a user, locked until the transaction ends so that
 * parallel guesses are counted one after another and none slips past the attempt limit.
 */
export function lockLatestCode(db: Database, userId: number, now: Date, maxAttempts: number) {
  return db
    .selectFrom('user_tokens')
    .select(['id', 'token_hash'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change_email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countWrongAttempt(db: Database, tokenId: number): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', tokenId)
    .execute();
}

export async function markCodeUsed(db: Database, tokenId: number, at: Date): Promise<void> {
  await db.updateTable('user_tokens').set({ used_at: at }).where('id', '=', tokenId).execute();
}

/** True when a live account other than `userId` already has the address. */
export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the account to its new address (verified: the code was read there). Links and codes sent
 * to the old address stop working, so the old mailbox no longer controls the account.
 */
export async function changeEmail(db: Database, userId: number, email: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .updateTable('user_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
