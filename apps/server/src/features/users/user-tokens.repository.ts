import { hashToken, randomToken } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';

export type UserTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'employer_invitation';

/**
 * Creates a one-time secret for a user and answers it in clear (to be e-mailed); only its hash is
 * stored. Earlier unused secrets of the same purpose stop working, so only the newest link counts.
 */
export async function createUserToken(
  db: Database,
  input: { userId: number; purpose: UserTokenPurpose; expiresAt: Date; now: Date; secret?: string; payload?: unknown },
): Promise<string> {
  const secret = input.secret ?? randomToken();
  await db
    .updateTable('user_tokens')
    .set({ used_at: input.now })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('user_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hashToken(secret),
      payload: input.payload === undefined ? null : JSON.stringify(input.payload),
      expires_at: input.expiresAt,
    })
    .execute();
  return secret;
}

/**
 * The user a link secret was made for, used or expired alike (undefined when unknown): holding
 * the secret proves the e-mail reached its owner, so a page may say what became of it.
 */
export async function findUserTokenOwner(
  db: Database,
  purpose: UserTokenPurpose,
  secret: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_tokens')
    .select('user_id')
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hashToken(secret))
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses a link secret once: answers its user id, or undefined when unknown, used or expired. */
export async function consumeUserToken(
  db: Database,
  purpose: UserTokenPurpose,
  secret: string,
  now: Date,
): Promise<{ userId: number; payload: unknown } | undefined> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hashToken(secret))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'payload'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, payload: row.payload } : undefined;
}
