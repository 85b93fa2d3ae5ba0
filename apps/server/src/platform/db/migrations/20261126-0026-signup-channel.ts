import { type Kysely, sql } from 'kysely';

/**
 * How an applicant heard of Hashi (issue 12, the "Channel" route of spec §2 and the `channels` list
 * of spec §7), asked once in the registration wizard's last step and kept beside the sign-up's
 * attribution: `channel_id` the answer (null: none given), `channel_answered_at` when the question
 * was answered or passed over, so it is never asked again (ADR 0032). The sign-up report groups by
 * month and channel: an index on the applicants' sign-up time serves its range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('channel_id', 'integer', (c) => c.references('channels.id'))
    .addColumn('channel_answered_at', 'timestamptz')
    .execute();
  await sql`create index users_signups_idx on users (created_at) where type = 1`.execute(db);
}
