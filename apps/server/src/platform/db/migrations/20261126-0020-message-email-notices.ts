import { type Kysely, sql } from 'kysely';

/**
 * E-mail notices of messages, scouts and applications (issue 11, spec §8; ADR 0027).
 *
 * - `message_email_notices`: one row per thread (approach) and recipient side. A message the other
 *   side has not read sets `due_at` (its time plus a short delay; later messages of the burst leave
 *   it) and adds its kind to `kinds`; the sweep takes due rows, mails the recipient if the thread
 *   is still unread, clears `due_at` and sets `last_sent_at`. The next mail of the thread is not due
 *   before `last_sent_at` plus the window, so a thread mails at most once per window.
 * - `company_members.email_applications`, `email_replies`: each member's own choice of the company
 *   mails (new applications; applicants' messages and replies), on by default.
 * - `applicant_preferences.email_notification_ids`: a new row starts with "Scouts and messages from
 *   companies" (1) and "Updates on my applications" (4) chosen. Rows already stored are left as they
 *   are: an empty list cannot tell "never touched" from "switched everything off".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_email_notices')
    .addColumn('approach_id', 'integer', (c) => c.notNull().references('approaches.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('applicant', 'company')`))
    .addColumn('kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('due_at', 'timestamptz')
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_email_notices_pkey', ['approach_id', 'side'])
    .execute();
  await sql`create index message_email_notices_due_idx on message_email_notices (due_at)
    where due_at is not null`.execute(db);

  await db.schema
    .alterTable('company_members')
    .addColumn('email_applications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_replies', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await sql`alter table applicant_preferences alter column email_notification_ids set default '{1,4}'`.execute(db);
}
