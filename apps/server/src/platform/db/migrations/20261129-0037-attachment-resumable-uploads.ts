import { type Kysely, sql } from 'kysely';

/**
 * A message's video attachment may arrive as a resumable (tus) upload (ADR 0025 revision, ADR 0045):
 * resumable uploads gain the purpose `message_attachment`, which either side of a conversation
 * creates and claims as a draft attachment. Quarantined files already name that purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table resumable_uploads drop constraint resumable_uploads_purpose_check`.execute(db);
  await sql`alter table resumable_uploads add constraint resumable_uploads_purpose_check
    check (purpose in ('profile_video', 'video_interview_answer', 'message_attachment'))`.execute(db);
}
