import { z } from 'zod';
import { paginated, queryPageFields, RECORD_ID_MAX } from './api.schema.ts';
import { emailSchema, requiredString, V } from './validation.ts';

/** The inquiry form (spec §2 /faq-inquiry, /contact-us; §3 name, e-mail, country, question; ADR 0029). */
export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_QUESTION_MAX = 2000;
export const INQUIRY_REPLY_MAX = 5000;
/** Spec §9: inquiries are answered within this many business days. */
export const INQUIRY_REPLY_BUSINESS_DAYS = 5;

/**
 * POST /api/v1/inquiries. `website` is a honeypot: hidden from people, filled in by bots; an inquiry
 * that has it is answered like any other and then dropped.
 */
export const inquiryRequestSchema = z
  .object({
    name: requiredString(INQUIRY_NAME_MAX),
    email: emailSchema,
    country_id: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.required : V.invalidType) })
      .int({ error: V.invalidType })
      .positive({ error: V.invalidValue })
      .max(RECORD_ID_MAX, { error: V.invalidValue }),
    question: requiredString(INQUIRY_QUESTION_MAX),
    website: z.string({ error: V.invalidType }).max(500, { error: V.maxChars }).optional(),
  })
  .strict();
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;
export type InquiryRequestValues = z.input<typeof inquiryRequestSchema>;

export const INQUIRY_STATUSES = ['open', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

const id = z.number().int();
const iso = z.iso.datetime({ offset: true });

export const inquiryReplySchema = z.object({
  id,
  body: z.string(),
  /** The admin who wrote it; null once that account is gone. */
  admin_email: z.string().nullable(),
  created_at: iso,
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

export const adminInquirySchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  country: z.object({ id, name_en: z.string(), name_ja: z.string() }),
  question: z.string(),
  /** The language the inquiry was sent in; replies go out in it. */
  locale: z.enum(['en', 'ja']),
  status: z.enum(INQUIRY_STATUSES),
  created_at: iso,
  answered_at: iso.nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export const adminInquiryDetailSchema = adminInquirySchema.extend({ replies: z.array(inquiryReplySchema) });
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

/** GET /api/v1/admin/inquiries: open ones unless asked otherwise, newest first. */
export const adminInquiryListQuerySchema = z.object({
  status: z.enum([...INQUIRY_STATUSES, 'all'], { error: V.invalidValue }).default('open'),
  ...queryPageFields({ perPage: 20, maxPage: 100_000 }),
});
export const adminInquiryListResponseSchema = paginated(adminInquirySchema);
export const adminInquiryResponseSchema = z.object({ data: adminInquiryDetailSchema });

/** POST …/{id}/reply: the mail to the sender; the inquiry is then answered. */
export const inquiryReplyRequestSchema = z.object({ body: requiredString(INQUIRY_REPLY_MAX) }).strict();
/** PUT …/{id}/status: marked answered (answered by phone, or a duplicate) or opened again. */
export const inquiryStatusRequestSchema = z
  .object({ status: z.enum(INQUIRY_STATUSES, { error: V.invalidValue }) })
  .strict();
