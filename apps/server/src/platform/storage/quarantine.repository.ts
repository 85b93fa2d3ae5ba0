import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { QuarantinedFilesTable } from '../db/storage-schema.ts';

/** Records a file the virus scan kept back (migration 0033). */
export async function insertQuarantinedFile(db: Database, row: Insertable<QuarantinedFilesTable>): Promise<number> {
  const inserted = await db.insertInto('quarantined_files').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A kept-back file's record with its uploader's e-mail (for the admins' list). */
export interface QuarantinedFileRow {
  id: number;
  storage_key: string;
  purpose: QuarantinedFilesTable['purpose'];
  uploader_user_id: number | null;
  uploader_email: string | null;
  file_name: string;
  size_bytes: number;
  verdict: QuarantinedFilesTable['verdict'];
  detail: string;
  created_at: Date;
}

/** One page of the records, newest first, and how many there are. */
export async function listQuarantinedFiles(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: QuarantinedFileRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('quarantined_files as q')
      .leftJoin('users as u', 'u.id', 'q.uploader_user_id')
      .select([
        'q.id',
        'q.storage_key',
        'q.purpose',
        'q.uploader_user_id',
        'u.email as uploader_email',
        'q.file_name',
        'q.size_bytes',
        'q.verdict',
        'q.detail',
        'q.created_at',
      ])
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('quarantined_files')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The storage key of record `id`, or undefined. */
export async function findQuarantinedFileKey(db: Database, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('quarantined_files').select('storage_key').where('id', '=', id).executeTakeFirst();
  return row?.storage_key;
}

/** Deletes record `id`; false when there was none. */
export async function deleteQuarantinedFile(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('quarantined_files').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Up to `limit` records older than `cutoff` with an id above `afterId` (id and key), by id: the
 * retention job's batch (a record left behind by a failed removal is not read again in the same run).
 */
export async function quarantinedFilesBefore(
  db: Database,
  cutoff: Date,
  limit: number,
  afterId = 0,
): Promise<{ id: number; storage_key: string }[]> {
  return db
    .selectFrom('quarantined_files')
    .select(['id', 'storage_key'])
    .where('created_at', '<', cutoff)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes the records `ids` (those still there); answers how many went. */
export async function deleteQuarantinedFiles(db: Database, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('quarantined_files').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
