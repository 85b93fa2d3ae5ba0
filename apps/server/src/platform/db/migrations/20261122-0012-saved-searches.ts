import { type Kysely, sql } from 'kysely';

/**
 * Saved searches with alerts (spec §3 saved search; issue 4) and the durable background jobs that
 * send the alerts (ARCHITECTURE.md "background jobs: in process, durable in the database"; ADR 0016).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('background_jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // A periodic job has one row, found again by this key on every start.
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    // Set when a job gave up after max_attempts; kept for an operator to read, never claimed again.
    .addColumn('failed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index background_jobs_due_idx on background_jobs (run_at, id) where failed_at is null`.execute(db);

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Normalised conditions (sorted ids, no empty values) and the hash that finds a duplicate.
    .addColumn('conditions', 'jsonb', (c) => c.notNull())
    .addColumn('conditions_hash', 'text', (c) => c.notNull())
    .addColumn('alert_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    // Postings published before this are never alerted: set on creation and when the alert is switched on.
    .addColumn('alert_since', 'timestamptz', (c) => c.notNull())
    // The last sweep that looked at this search: bounds the next one's window (with a look-back).
    .addColumn('swept_at', 'timestamptz')
    .addColumn('last_alerted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_searches_applicant_conditions_key', ['applicant_id', 'conditions_hash'])
    .execute();
  await sql`create index saved_searches_alert_idx on saved_searches (id) where alert_enabled`.execute(db);

  // One row per alert mail, written with its postings before it is sent (the outbox).
  await db.schema
    .createTable('saved_search_alert_mails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('posting_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    // Not sent because the alert was switched off (or the account closed) in between.
    .addColumn('skipped_at', 'timestamptz')
    .execute();

  // Every posting ever alerted to an applicant: the primary key makes "never the same posting twice".
  // Kept when the saved search is deleted, so saving it again does not mail the same postings again.
  await db.schema
    .createTable('saved_search_alerts_sent')
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_posting_id', 'integer', (c) => c.notNull().references('job_postings.id').onDelete('cascade'))
    .addColumn('saved_search_id', 'integer', (c) => c.references('saved_searches.id').onDelete('set null'))
    .addColumn('alert_mail_id', 'integer', (c) => c.references('saved_search_alert_mails.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_search_alerts_sent_pkey', ['applicant_id', 'job_posting_id'])
    .execute();
  await db.schema
    .createIndex('saved_search_alerts_sent_mail_idx')
    .on('saved_search_alerts_sent')
    .column('alert_mail_id')
    .execute();
}
