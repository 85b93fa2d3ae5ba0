import { type Kysely, sql } from 'kysely';

/**
 * Message attachments (spec §5 and §8, issue 11, ADR 0025). A file is uploaded first, as a draft
 * of one thread and one side (`message_id` null), then attached to the message that sends it.
 * Drafts never sent are swept after a day. The file itself lives in the file storage under the
 * generated `storage_key`; the client's name is kept only as display text (contact details
 * filtered until the contact stage, the original beside it for the company, as for message text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('approach_id', 'integer', (c) => c.notNull().references('approaches.id').onDelete('cascade'))
    // The side that uploaded it, as a message's sender type (1 applicant, 2 company).
    .addColumn('sender_type', 'smallint', (c) => c.notNull())
    .addColumn('uploader_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message_id', 'integer', (c) => c.references('approach_messages.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'video', 'document')`))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_original', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index message_attachments_message_idx on message_attachments (message_id) where message_id is not null`.execute(
    db,
  );
  // The sweeper's scan: drafts by age.
  await sql`create index message_attachments_draft_idx on message_attachments (created_at) where message_id is null`.execute(
    db,
  );
  await sql`create index message_attachments_approach_idx on message_attachments (approach_id)`.execute(db);
}
