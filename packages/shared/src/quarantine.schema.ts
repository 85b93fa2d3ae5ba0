import { z } from 'zod';
import { paginated, queryPageFields } from './api.schema.ts';

/**
 * The admins' view of the files the virus scan kept back (ADR 0044, 0046): the record only — the
 * bytes are never served, so there is no URL here and no route that could give one.
 */

export const QUARANTINE_PURPOSES = [
  'profile_photo',
  'profile_video',
  'message_attachment',
  'company_image',
  'video_interview_answer',
  'cv_document',
] as const;
export type QuarantinePurpose = (typeof QUARANTINE_PURPOSES)[number];
export const QUARANTINE_VERDICTS = ['infected', 'unreadable'] as const;
export type QuarantineVerdict = (typeof QUARANTINE_VERDICTS)[number];

/** Quarantined files are kept this many days unless QUARANTINE_RETENTION_DAYS says otherwise (ADR 0046). */
export const QUARANTINE_RETENTION_DAYS_DEFAULT = 30;

/** GET /api/v1/admin/quarantined-files: newest first. */
export const adminQuarantinedFileListQuerySchema = z
  .object({ ...queryPageFields({ perPage: 20, maxPage: 100_000 }) })
  .strict();
export type AdminQuarantinedFileListQuery = z.infer<typeof adminQuarantinedFileListQuerySchema>;

export const adminQuarantinedFileSchema = z.object({
  id: z.number().int(),
  quarantined_at: z.iso.datetime({ offset: true }),
  purpose: z.enum(QUARANTINE_PURPOSES),
  /** Who uploaded it; null once their account was deleted. */
  uploader: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  verdict: z.enum(QUARANTINE_VERDICTS),
  /** The signature the scanner named (infected), or why it could not read the file (unreadable). */
  detail: z.string(),
  /** The day the retention job deletes it. */
  delete_after: z.iso.datetime({ offset: true }),
});
export type AdminQuarantinedFile = z.infer<typeof adminQuarantinedFileSchema>;

export const adminQuarantinedFileListResponseSchema = paginated(adminQuarantinedFileSchema).extend({
  retention_days: z.number().int(),
});
export type AdminQuarantinedFileListResponse = z.infer<typeof adminQuarantinedFileListResponseSchema>;
