import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ResumableUploadsTable } from '../db/storage-schema.ts';

/** All SQL of resumable uploads and their locks (migration 0034, ADR 0045). */

export type ResumableUploadRow = Omit<
  Selectable<ResumableUploadsTable>,
  'lock_token' | 'lock_expires_at' | 'release_requested'
>;

const COLUMNS = [
  'id',
  'owner_user_id',
  'purpose',
  'file_name',
  'declared_type',
  'size_bytes',
  'context',
  'created_at',
] as const;

export async function insertResumableUpload(db: Database, row: Insertable<ResumableUploadsTable>): Promise<void> {
  await db.insertInto('resumable_uploads').values(row).execute();
}

/** The upload `id` when `ownerUserId` owns it; someone else's upload is answered like a missing one. */
export async function findOwnedUpload(
  db: Database,
  id: string,
  ownerUserId: number,
): Promise<ResumableUploadRow | undefined> {
  return db
    .selectFrom('resumable_uploads')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
}

export async function deleteResumableUpload(db: Database, id: string): Promise<void> {
  await db.deleteFrom('resumable_uploads').where('id', '=', id).execute();
}

/** Uploads begun before `before` and never claimed: the expiry sweep removes their bytes and rows. */
export async function listStaleUploads(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('resumable_uploads')
    .select('id')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes the lock of upload `id` for `token` until `expiresAt` when nobody holds it or the holder's
 * lease ran out (an instance that died): 'taken', 'held' (by someone else) or 'missing' (no such
 * upload any more: claimed, cancelled or expired meanwhile).
 */
export async function tryTakeUploadLock(
  db: Database,
  id: string,
  token: string,
  now: Date,
  expiresAt: Date,
): Promise<'taken' | 'held' | 'missing'> {
  const taken = await db
    .updateTable('resumable_uploads')
    .set({ lock_token: token, lock_expires_at: expiresAt, release_requested: false })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lock_token', 'is', null), eb('lock_expires_at', '<', now)]))
    .returning('id')
    .executeTakeFirst();
  if (taken) return 'taken';
  const exists = await db.selectFrom('resumable_uploads').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'held' : 'missing';
}

/** Asks the holder of upload `id`'s lock to let go (it sees this on its next renewal). */
export async function requestUploadLockRelease(db: Database, id: string): Promise<void> {
  await db
    .updateTable('resumable_uploads')
    .set({ release_requested: true })
    .where('id', '=', id)
    .where('lock_token', 'is not', null)
    .execute();
}

/**
 * Extends the lease of `token` on upload `id`: whether another request asked for the lock, or
 * null when the lock is no longer this token's (lost to an expiry, or the upload is gone).
 */
export async function renewUploadLock(
  db: Database,
  id: string,
  token: string,
  expiresAt: Date,
): Promise<{ releaseRequested: boolean } | null> {
  const row = await db
    .updateTable('resumable_uploads')
    .set({ lock_expires_at: expiresAt })
    .where('id', '=', id)
    .where('lock_token', '=', token)
    .returning('release_requested')
    .executeTakeFirst();
  return row ? { releaseRequested: row.release_requested } : null;
}

export async function releaseUploadLock(db: Database, id: string, token: string): Promise<void> {
  await db
    .updateTable('resumable_uploads')
    .set({ lock_token: null, lock_expires_at: null, release_requested: false })
    .where('id', '=', id)
    .where('lock_token', '=', token)
    .execute();
}

/** Resumable uploads begun and not yet claimed, refused or expired (every instance's: /metrics, issue 15). */
export async function countResumableUploads(db: Database): Promise<number> {
  const row = await db
    .selectFrom('resumable_uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
