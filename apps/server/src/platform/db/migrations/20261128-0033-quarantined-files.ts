import { type Kysely, sql } from 'kysely';

/**
 * Files the virus scan kept back (ADR 0044): an infected file, or one the scanner could not read
 * through. The bytes stay in file storage under `storage_key` (folder `quarantine/`), which no
 * route serves; this row says whose upload it was, for what, and what the scanner said, so that an
 * administrator can look at it later. Clean files leave no row: they are simply committed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quarantined_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('profile_photo', 'profile_video', 'message_attachment', 'company_image')`),
    )
    .addColumn('uploader_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull().check(sql`verdict in ('infected', 'unreadable')`))
    // The signature clamd named, or the reason it could not read the file.
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index quarantined_files_created_idx on quarantined_files (created_at desc)`.execute(db);
}
