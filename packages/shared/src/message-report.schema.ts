import { z } from 'zod';
import { attachmentSchema } from './message-attachment.schema.ts';
import { paginated, queryPageFields, dbId } from './api.schema.ts';
import { messageSchema, THREAD_STATES } from './messaging.schema.ts';
import { V } from './validation.ts';

/**
 * Reporting a message (issue 11, spec §4 and §8; ADR 0026). Either side of a thread reports a
 * message the other side sent: `POST /api/v2/customer/messages/threads/{code}/messages/{id}/report`
 * (applicant), `POST /api/v1/employer/messages/threads/{code}/messages/{id}/report` (company).
 * Admins review the reports: `GET /api/v1/admin/message-reports`, `GET …/{id}`,
 * `POST …/{id}/uphold`, `POST …/{id}/restore`.
 */

/** Why a message is reported; the labels are `message_reports.reason.<reason>` (shared locales). */
export const MESSAGE_REPORT_REASONS = [
  'spam',
  'harassment',
  'scam',
  'personal_information',
  'inappropriate',
  'other',
] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** pending: waiting for an admin; upheld: the message stays hidden; restored: shown again to all. */
export const MESSAGE_REPORT_STATUSES = ['pending', 'upheld', 'restored'] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];

/** Which side reported: always the side that received the message. */
export const REPORTER_SIDES = ['applicant', 'company'] as const;
export type ReporterSide = (typeof REPORTER_SIDES)[number];

export const MESSAGE_REPORT_NOTE_MAX = 500;
export const ADMIN_NOTE_MAX = 1000;
export const MESSAGE_REPORTS_PER_PAGE = 20;

/** Message keys (shared locales, `message_reports.*`). */
export const MESSAGE_REPORT_MESSAGES = {
  reasonRequired: 'message_reports.reason_required',
  noteRequired: 'message_reports.note_required',
  ownMessage: 'message_reports.own_message',
  systemMessage: 'message_reports.system_message',
} as const;

/** `…/threads/{code}/messages/{id}/report`: the thread's code and the message id. */
export const reportMessageParamsSchema = z.object({ code: z.string().min(1).max(64), id: dbId });

/** The reason, and a note (required for "other"). */
export const reportMessageSchema = z
  .object({
    reason: z.enum(MESSAGE_REPORT_REASONS, { error: MESSAGE_REPORT_MESSAGES.reasonRequired }),
    note: z
      .string({ error: V.invalidType })
      .trim()
      .max(MESSAGE_REPORT_NOTE_MAX, { error: V.maxChars })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: MESSAGE_REPORT_MESSAGES.noteRequired });
    }
  });
export type ReportMessage = z.infer<typeof reportMessageSchema>;
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

const iso = z.string();

/** The reporter's own view of a report. */
export const messageReportSchema = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  note: z.string().nullable(),
  created_at: iso,
});
export type MessageReport = z.infer<typeof messageReportSchema>;

/** The report, and the message as the reporter now sees it (hidden behind its notice). */
export const reportMessageResponseSchema = z.object({
  data: z.object({ report: messageReportSchema, message: messageSchema }),
});
export type ReportMessageResponse = z.infer<typeof reportMessageResponseSchema>;

/* ---------- Admin ---------- */

export const adminMessageReportListQuerySchema = z
  .object({
    status: z.enum(MESSAGE_REPORT_STATUSES, { error: V.invalidValue }).default('pending'),
    ...queryPageFields({ perPage: MESSAGE_REPORTS_PER_PAGE, maxPage: 100_000 }),
  })
  .strict();
export type AdminMessageReportListQuery = z.infer<typeof adminMessageReportListQuerySchema>;

const threadContext = {
  company: z.object({ id: z.number().int(), name: z.string() }),
  job_posting: z.object({ id: z.number().int(), title: z.string() }),
  /** The applicant's name, or null when their profile has none. */
  applicant: z.object({ id: z.number().int(), name: z.string().nullable() }),
};

export const adminMessageReportSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(MESSAGE_REPORT_STATUSES),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  reporter_side: z.enum(REPORTER_SIDES),
  ...threadContext,
  reported_at: iso,
  decided_at: iso.nullable(),
});
export type AdminMessageReportSummary = z.infer<typeof adminMessageReportSummarySchema>;

export const adminMessageReportListResponseSchema = paginated(adminMessageReportSummarySchema).extend({
  /** Reports waiting for a decision, whatever the filter: the console's badge. */
  pending_count: z.number().int(),
});
export type AdminMessageReportListResponse = z.infer<typeof adminMessageReportListResponseSchema>;

export const adminMessageReportSchema = adminMessageReportSummarySchema.extend({
  note: z.string().nullable(),
  admin_note: z.string().nullable(),
  /** The reported message as its recipient (the reporter) saw it; no other message of the thread. */
  message: z.object({
    id: z.number().int(),
    body: z.string().nullable(),
    /** Contact details were taken out of the text the recipient saw (ADR 0023). */
    contact_filtered: z.boolean(),
    sent_at: iso,
    /** The message's files, with links signed for the admin handling the report (ADR 0025). */
    attachments: z.array(attachmentSchema),
  }),
  thread: z.object({
    state: z.enum(THREAD_STATES),
    application_status: z.object({ status: z.number().int(), label: z.string() }).nullable(),
  }),
});
export type AdminMessageReport = z.infer<typeof adminMessageReportSchema>;
export const adminMessageReportResponseSchema = z.object({ data: adminMessageReportSchema });

/** POST …/uphold and …/restore: an optional note for the team. */
export const messageReportDecisionSchema = z
  .object({
    note: z
      .string({ error: V.invalidType })
      .trim()
      .max(ADMIN_NOTE_MAX, { error: V.maxChars })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type MessageReportDecision = z.infer<typeof messageReportDecisionSchema>;
