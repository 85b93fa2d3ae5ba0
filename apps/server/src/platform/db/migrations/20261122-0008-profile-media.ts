import { type Kysely, sql } from 'kysely';

/**
 * Profile photo and profile video (spec §3 basic information, §7 profile-photo/profile-video): at
 * most one of each per applicant. The bytes live in file storage under `storage_key`, a generated
 * name; `original_name` is the client's file name cleaned for display and never used in a path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applicant_media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('photo', 'video')`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('applicant_media_applicant_kind_key')
    .on('applicant_media')
    .columns(['applicant_id', 'kind'])
    .unique()
    .execute();
}
