import { type Kysely, sql } from 'kysely';

/**
 * Reports of messages (issue 11, spec §4 and §8; ADR 0026). A message can be reported once — by the
 * side that received it, whichever of its users reports it — so `message_id` is unique and a second
 * report answers the first. `status` is the admins' decision: pending, upheld (the message stays
 * hidden from its recipient, its sender sees it marked) or restored (shown again to both); a
 * decision can be changed, and the last one is kept with its admin, time and note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().unique().references('approach_messages.id').onDelete('cascade'),
    )
    .addColumn('approach_id', 'integer', (c) => c.notNull().references('approaches.id').onDelete('cascade'))
    .addColumn('reporter_side', 'text', (c) => c.notNull().check(sql`reporter_side in ('applicant', 'company')`))
    .addColumn('reporter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(sql`reason in ('spam', 'harassment', 'scam', 'personal_information', 'inappropriate', 'other')`),
    )
    .addColumn('note', 'text', (c) => c.check(sql`char_length(note) <= 500`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'upheld', 'restored')`),
    )
    .addColumn('admin_note', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The admins' queue by status, newest first.
  await sql`create index message_reports_status_idx on message_reports (status, id desc)`.execute(db);
  await sql`create index message_reports_approach_idx on message_reports (approach_id)`.execute(db);
}
