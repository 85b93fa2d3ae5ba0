import { type Kysely, sql } from 'kysely';

/**
 * The unread-only thread lists without reading messages (ADR 0042).
 *
 * - `applicant_incoming_message_id`, `company_incoming_message_id`: the id of the thread's newest
 *   message that side reads as new (the other side's message, or a system message addressed to
 *   it), 0 when there is none. A thread is unread for a side exactly when this is past its read
 *   mark, so "unread only" is a comparison of two columns of the approach row. Written with the
 *   message, under the approach row's lock (thread-messages.repository.ts, `insertMessage`).
 * - A partial index of the company's unread threads, newest first: a company has thousands of
 *   threads, an applicant a few.
 *
 * The backfill spells out the rule of `readAsNewBy` as it stands today (a migration never changes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approaches')
    .addColumn('applicant_incoming_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_incoming_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Sender types: 1 job seeker, 2 company, 4 system; type 14 is the applicant's private save;
  // application status 1 (document selection) is the application itself, 10 the invisible status.
  await sql`update approaches a set
      applicant_incoming_message_id = coalesce(n.applicant_id, 0),
      company_incoming_message_id = coalesce(n.company_id, 0)
    from (select m.approach_id,
        max(m.id) filter (where m.sender_type <> 1 and not (m.sender_type = 4 and m.application_status = 1)
          and m.application_status is distinct from 10) as applicant_id,
        max(m.id) filter (where m.sender_type = 1 or (m.sender_type = 4 and m.application_status = 1)) as company_id
      from approach_messages m where m.type <> 14 group by m.approach_id) n
    where n.approach_id = a.id`.execute(db);

  await sql`create index approaches_company_unread_idx on approaches (company_id, last_message_id desc)
    where last_message_id > 0 and company_incoming_message_id > company_read_message_id`.execute(db);
}
