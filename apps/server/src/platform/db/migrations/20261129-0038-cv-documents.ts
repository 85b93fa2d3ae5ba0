import { type Kysely, sql } from 'kysely';

/**
 * The applicant's CV file (spec §5: pdf, doc, docx, rtf, txt, 5 MB, one file), kept as a third kind
 * of applicant media beside the photo and the video: the same table, storage, signed links and
 * erasure (ADR 0014, revision for issue 14). The virus scan's record gains the purpose
 * `cv_document`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applicant_media drop constraint applicant_media_kind_check`.execute(db);
  await sql`alter table applicant_media add constraint applicant_media_kind_check
    check (kind in ('photo', 'video', 'cv'))`.execute(db);
  await sql`alter table quarantined_files drop constraint quarantined_files_purpose_check`.execute(db);
  await sql`alter table quarantined_files add constraint quarantined_files_purpose_check
    check (purpose in ('profile_photo', 'profile_video', 'message_attachment', 'company_image',
      'video_interview_answer', 'cv_document'))`.execute(db);
}
