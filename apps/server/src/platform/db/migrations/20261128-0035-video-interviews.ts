import { type Kysely, sql } from 'kysely';

/**
 * Asynchronous video interviews (issue 14, ADR 0047).
 * - `video_interview_templates`: a company's interview (intro, optional practice question, the
 *   questions as JSON: selection 1 with options, free text 2, video 3 with thinking time, answer time
 *   and takes).
 * - `video_interviews`: one sent in a thread (message type 7), with the template's content copied
 *   (a later edit of the template does not change what the applicant was asked) and a deadline.
 * - `video_interview_answers`: one per question; a video answer's bytes live in file storage under
 *   `storage_key`. Deleted 30 days after completion (or after an unanswered deadline) or sooner by
 *   the applicant; the interview then records `answers_deleted_at`.
 * - `video_interview_reviews`: a team member's rating and comment, seen by the company only.
 * - `approach_messages.video_interview_id`: the interview a message of type 7, 8 or 9 is about.
 * - resumable uploads and quarantined files gain the purpose `video_interview_answer`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_interview_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('practice_question', 'jsonb')
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_interview_templates_company_idx on video_interview_templates (company_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable('video_interviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('approach_id', 'integer', (c) => c.notNull().references('approaches.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.references('video_interview_templates.id').onDelete('set null'))
    .addColumn('sent_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('practice_question', 'jsonb')
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('answers_deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_interviews_company_idx on video_interviews (company_id, id desc)`.execute(db);
  await sql`create index video_interviews_applicant_idx on video_interviews (applicant_id)`.execute(db);
  await sql`create index video_interviews_approach_idx on video_interviews (approach_id)`.execute(db);
  // The retention job's scan: interviews whose answers are still there.
  await sql`create index video_interviews_retention_idx on video_interviews (coalesce(completed_at, deadline_at))
    where answers_deleted_at is null`.execute(db);

  await db.schema
    .createTable('video_interview_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('video_interviews.id').onDelete('cascade'))
    .addColumn('question_no', 'integer', (c) => c.notNull().check(sql`question_no between 1 and 100`))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2, 3)`))
    .addColumn('selected_option', 'integer')
    .addColumn('text', 'text')
    .addColumn('storage_key', 'text', (c) => c.unique())
    .addColumn('mime_type', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('file_name', 'text')
    .addColumn('takes_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_id', 'integer', (c) => c.references('approach_messages.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('video_interview_answers_question_key', ['interview_id', 'question_no'])
    .execute();

  await db.schema
    .createTable('video_interview_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('video_interviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('video_interview_reviews_member_key', ['interview_id', 'user_id'])
    .execute();

  await sql`alter table approach_messages add column video_interview_id integer
    references video_interviews (id) on delete set null`.execute(db);

  await sql`alter table resumable_uploads drop constraint resumable_uploads_purpose_check`.execute(db);
  await sql`alter table resumable_uploads add constraint resumable_uploads_purpose_check
    check (purpose in ('profile_video', 'video_interview_answer'))`.execute(db);
  await sql`alter table quarantined_files drop constraint quarantined_files_purpose_check`.execute(db);
  await sql`alter table quarantined_files add constraint quarantined_files_purpose_check
    check (purpose in ('profile_photo', 'profile_video', 'message_attachment', 'company_image', 'video_interview_answer'))`.execute(
    db,
  );
}
