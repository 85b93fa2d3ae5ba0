import { z } from 'zod';
import { paginated, queryPageFields } from './api.schema.ts';
import { employerPostingSchema, employerPostingSummarySchema } from './employer.schema.ts';
import { JobPostingStatus } from './jobs-enums.ts';
import { V } from './validation.ts';

/** The admin console's API (`/api/v1/admin/…`, ADR 0019) and the applicants' notices. */

const id = z.number().int();
const iso = z.iso.datetime({ offset: true });
const pageQuery = queryPageFields({ perPage: 20, maxPage: 100_000 });

/** GET /api/v1/admin/job-postings: by status, awaiting approval (1) unless asked otherwise. */
export const adminPostingListQuerySchema = z.object({
  status: z.coerce
    .number({ error: V.invalidType })
    .pipe(
      z.union(
        Object.values(JobPostingStatus).map((s) => z.literal(s)),
        { error: V.invalidValue },
      ),
    )
    .default(JobPostingStatus.AwaitingApproval),
  ...pageQuery,
});

const companyRef = z.object({ id, name_en: z.string(), name_ja: z.string() });
export const adminPostingSummarySchema = employerPostingSummarySchema.extend({ company: companyRef });
export const adminPostingListResponseSchema = paginated(adminPostingSummarySchema);
export const adminPostingResponseSchema = z.object({ data: employerPostingSchema.extend({ company: companyRef }) });

/** POST …/decline needs a reason (shown to the company); …/suspend may give one. */
export const declineRequestSchema = z
  .object({
    reason: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(2000, { error: V.maxChars }),
  })
  .strict();
export const suspendRequestSchema = z
  .object({ reason: z.string({ error: V.invalidType }).trim().max(2000, { error: V.maxChars }).nullish() })
  .strict();

const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });

/** An admin notice: title and body in both languages; `published_at` null keeps it a draft. */
export const noticeInputSchema = z
  .object({
    title_en: requiredText(200),
    title_ja: requiredText(200),
    body_en: requiredText(5000),
    body_ja: requiredText(5000),
    published_at: z.iso
      .datetime({ offset: true, error: V.date })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const adminNoticeSchema = z.object({
  id,
  title_en: z.string(),
  title_ja: z.string(),
  body_en: z.string(),
  body_ja: z.string(),
  published_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticeResponseSchema = z.object({ data: adminNoticeSchema });
export const adminNoticeListResponseSchema = paginated(adminNoticeSchema);
export const pageQuerySchema = z.object(pageQuery);

/** GET /api/v1/notices: published notices, newest first, in the caller's language. */
export const noticeSchema = z.object({ id, title: z.string(), body: z.string(), published_at: iso });
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListResponseSchema = paginated(noticeSchema);
