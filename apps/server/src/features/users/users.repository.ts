import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { NewUser, User, UserUpdate } from '../../platform/db/schema.ts';

/** Live (not deleted) users only, unless a function says otherwise. */

export function findUserById(db: Database, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Login accepts the e-mail address or the login ID (account settings → credential). */
export function findUserByLogin(db: Database, login: string): Promise<User | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', value), eb('login_id', '=', value)]))
    .where('deleted_at', 'is', null)
    .orderBy(sql`email = ${value}`, 'desc')
    .executeTakeFirst();
}

export async function insertUser(db: Database, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Database, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
