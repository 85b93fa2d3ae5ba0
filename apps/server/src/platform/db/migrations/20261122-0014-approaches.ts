import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

/**
 * Approaches between an applicant and a job posting (spec §3 approach lists, §4 scouts, matches,
 * apply statuses; issue 5; ADR 0018).
 *
 * `approaches` holds one row per (applicant, posting) with the state of every list as columns, so
 * each list and unread count is one indexed scan of the applicant's rows. `approach_messages` is
 * the history as thread messages with the spec §4 types, which the messaging issue shows.
 * `applications` is unique per (applicant, posting): that constraint is what makes two
 * simultaneous applies create one application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_postings')
    // The posting's confirmation questions: [{ id, question_en, question_ja }].
    .addColumn('apply_questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('approaches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_posting_id', 'integer', (c) => c.notNull().references('job_postings.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // The applicant's side.
    .addColumn('saved_at', 'timestamptz')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('know_more_at', 'timestamptz')
    .addColumn('applied_at', 'timestamptz')
    // The company's side: a scout (with its reply), a pin, a like.
    .addColumn('scouted_at', 'timestamptz')
    .addColumn('scout_expires_at', 'timestamptz')
    .addColumn('scout_reply', 'text', (c) => c.check(sql`scout_reply in ('applied', 'declined', 'know_more', 'liked')`))
    .addColumn('scout_replied_at', 'timestamptz')
    .addColumn('scout_decline_reason_id', 'integer', (c) => c.references('scout_decline_reasons.id'))
    .addColumn('company_pinned_at', 'timestamptz')
    .addColumn('company_liked_at', 'timestamptz')
    // The applicant's answer to a company pin or like (v1 pin-response), and the pin's visibility.
    .addColumn('pin_response', 'text', (c) => c.check(sql`pin_response in ('know_more', 'liked')`))
    .addColumn('pin_responded_at', 'timestamptz')
    .addColumn('pin_hidden_at', 'timestamptz')
    .addColumn('matched_at', 'timestamptz')
    // Read marks: an event of a list is unread while it is newer than the list's mark.
    .addColumn('scout_read_at', 'timestamptz')
    .addColumn('pin_read_at', 'timestamptz')
    .addColumn('applied_read_at', 'timestamptz')
    .addColumn('interest_read_at', 'timestamptz')
    .addColumn('match_read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addUniqueConstraint('approaches_applicant_posting_key', ['applicant_id', 'job_posting_id'])
    .addCheckConstraint(
      'approaches_scout_reply_consistent_check',
      sql`(scout_reply is null or scouted_at is not null) and (scout_reply = 'declined') = (scout_decline_reason_id is not null)`,
    )
    .execute();
  // The lists: each is the applicant's rows with one state set, newest first.
  for (const column of ['saved_at', 'know_more_at', 'applied_at', 'scouted_at', 'company_pinned_at', 'matched_at']) {
    await sql`create index ${sql.raw(`approaches_${column.replace(/_at$/, '')}_idx`)} on approaches (applicant_id, ${sql.ref(column)} desc) where ${sql.ref(column)} is not null`.execute(
      db,
    );
  }
  await sql`create index approaches_posting_idx on approaches (job_posting_id)`.execute(db);
  await sql`create index approaches_company_idx on approaches (company_id, applicant_id)`.execute(db);

  await db.schema
    .createTable('approach_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('approach_id', 'integer', (c) => c.notNull().references('approaches.id').onDelete('cascade'))
    // Spec §4 message types, statuses and sender types (packages/shared/src/enums.ts).
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 14`))
    .addColumn('status', 'smallint', (c) => c.check(sql`status between 1 and 3`))
    .addColumn('sender_type', 'smallint', (c) => c.notNull().check(sql`sender_type in (1, 2, 4)`))
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text')
    .addColumn('decline_reason_id', 'integer', (c) => c.references('scout_decline_reasons.id'))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await sql`create index approach_messages_approach_idx on approach_messages (approach_id, id)`.execute(db);

  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_posting_id', 'integer', (c) => c.notNull().references('job_postings.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // Spec §4 apply statuses: 1 document selection … 9 join, 10 invisible (never shown to the applicant).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 10`))
    // [{ question_id, answer }]: an answer to every confirmation question of the posting.
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status_changed_at', 'timestamptz', now)
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addUniqueConstraint('applications_applicant_posting_key', ['applicant_id', 'job_posting_id'])
    .execute();
  await sql`create index applications_applicant_idx on applications (applicant_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index applications_posting_idx on applications (job_posting_id, created_at desc)`.execute(db);
  // "This company rejected the applicant": any application of theirs there with status reject (5).
  await sql`create index applications_company_rejected_idx on applications (company_id, applicant_id) where status = 5`.execute(
    db,
  );

  await db.schema
    .createTable('application_status_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 10`))
    .addColumn('changed_at', 'timestamptz', now)
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index application_status_changes_application_idx on application_status_changes (application_id, changed_at, id)`.execute(
    db,
  );
}
