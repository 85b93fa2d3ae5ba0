import { type Kysely, sql } from 'kysely';

/**
 * Resumable (tus) uploads in progress (ADR 0045). The bytes and the offset live in the tus store
 * (the disk under `DATA_DIR/files/resumable/`, or the bucket under `resumable/`); this row says
 * whose upload it is and what it was declared to be, and holds the lock every server instance
 * takes before touching it — never process memory, so an upload begun through one instance can
 * be finished through another. The row goes when the upload is claimed, refused or expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumable_uploads')
    // The tus store's id: `resumable/<uuid>`.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('profile_video')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('declared_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    // Where a profile video comes from (which containers are accepted), as the multipart route's `context`.
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // The lock: a lease with a holder's random token, renewed while held; another instance that
    // wants it sets release_requested, and the holder lets go (the tus "request release").
    .addColumn('lock_token', 'text')
    .addColumn('lock_expires_at', 'timestamptz')
    .addColumn('release_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index resumable_uploads_owner_idx on resumable_uploads (owner_user_id)`.execute(db);
  await sql`create index resumable_uploads_created_idx on resumable_uploads (created_at)`.execute(db);
}
