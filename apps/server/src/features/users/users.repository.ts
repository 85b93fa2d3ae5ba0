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

/**
 * Serialises one person's writes inside a transaction: a row lock on their user row, so that two
 * simultaneous requests cannot both pass a check on their lists (the 7 educations, at least one
 * work experience, one photo).
 */
export async function lockUser(db: Database, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
