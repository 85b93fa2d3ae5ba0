import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { OauthStatesTable } from '../../platform/db/schema.ts';

export type OauthState = Selectable<OauthStatesTable>;

export async function insertState(db: Database, row: Insertable<OauthStatesTable>): Promise<void> {
  await db.insertInto('oauth_states').values(row).execute();
}

/** Takes a state out of the table: whatever happens next, it cannot be used a second time. */
export function takeState(db: Database, state: string): Promise<OauthState | undefined> {
  return db.deleteFrom('oauth_states').where('state', '=', state).returningAll().executeTakeFirst();
}

/** Abandoned logins leave states behind; they are cleared as new ones are made. */
export async function deleteExpiredStates(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
}

export interface IdentityRow {
  id: number;
  user_id: number;
  /** Null when the identity's user was deleted (accounts are soft-deleted and anonymised). */
  live_user_id: number | null;
}

export function findIdentity(db: Database, provider: string, subject: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('social_identities as si')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'si.user_id').on('u.deleted_at', 'is', null))
    .select(['si.id', 'si.user_id', 'u.id as live_user_id'])
    .where('si.provider', '=', provider)
    .where('si.subject', '=', subject)
    .executeTakeFirst();
}

export async function deleteIdentity(db: Database, id: number): Promise<void> {
  await db.deleteFrom('social_identities').where('id', '=', id).execute();
}

export async function insertIdentity(
  db: Database,
  row: { user_id: number; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db.insertInto('social_identities').values(row).execute();
}
