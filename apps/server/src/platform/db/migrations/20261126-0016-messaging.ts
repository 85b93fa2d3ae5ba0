import { type Kysely, sql } from 'kysely';

/**
 * Messaging (issue 11, ADR 0023): an approach (one applicant, one posting, ADR 0018) is the thread.
 *
 * - `thread_code`: the thread's name in URLs (`/messages/{code}`), 128 random bits, never the id.
 * - `last_message_id`: the newest message both sides see (not the applicant's private saves), so
 *   the thread lists are one index scan, newest first.
 * - `applicant_read_message_id`, `company_read_message_id`: each side's read mark, the id of the
 *   last message it has seen. Message ids grow within a thread in commit order because every send
 *   locks the approach row, so "unread" is exactly `id > mark`.
 * - On a message: `client_id` makes a resend idempotent (unique per thread and side);
 *   `body_original` keeps a text whose contact details were filtered out (shown to the company only
 *   once the contact stage is reached, ADR 0021); `application_status` marks a system message
 *   (sender type 4) about a status change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approaches')
    .addColumn('thread_code', 'text', (c) => c.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`))
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('applicant_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index approaches_thread_code_key on approaches (thread_code)`.execute(db);

  await db.schema
    .alterTable('approach_messages')
    .addColumn('client_id', 'uuid')
    .addColumn('body_original', 'text')
    .addColumn('application_status', 'smallint', (c) => c.check(sql`application_status between 1 and 10`))
    .execute();
  await sql`create unique index approach_messages_client_key on approach_messages (approach_id, sender_type, client_id)
    where client_id is not null`.execute(db);

  // What is already stored becomes the threads' history (saves, type 14, are the applicant's own).
  await sql`update approaches a set last_message_id = m.id, last_message_at = m.created_at
    from (select distinct on (approach_id) approach_id, id, created_at from approach_messages
          where type <> 14 order by approach_id, id desc) m
    where m.approach_id = a.id`.execute(db);

  await sql`create index approaches_applicant_thread_idx on approaches (applicant_id, last_message_id desc)
    where last_message_id > 0`.execute(db);
  await sql`create index approaches_company_thread_idx on approaches (company_id, last_message_id desc)
    where last_message_id > 0`.execute(db);
}
