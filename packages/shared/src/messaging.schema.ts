import { z } from 'zod';
import { PAGE_NUMBER_MESSAGES, paginated, queryPageFields, RECORD_ID_MAX } from './api.schema.ts';
import { ATTACHMENTS_MAX, attachmentSchema } from './message-attachment.schema.ts';
import { V } from './validation.ts';
import { messageInterviewSchema } from './video-interview.schema.ts';

/**
 * Messaging (spec §2 Threads and Conversation, §3 Message, §4 message types and rules, §6 who may
 * write; issue 11; ADR 0023). A thread is one approach — one applicant, one company, one posting —
 * named in URLs by an unguessable code. Paths, applicant side under `/api/v2/customer/messages`,
 * company side under `/api/v1/employer/messages`:
 * `threads` (GET list), `threads/{code}` (GET conversation), `threads/{code}/messages` (POST send),
 * `threads/{code}/read` (POST), `unread` (GET).
 */

/** Spec: a message's text holds at most 4,000 characters. */
export const MESSAGE_BODY_MAX = 4000;
export const THREADS_PER_PAGE = 20;
/** Messages per page of a conversation (the newest first, then earlier ones on request). */
export const CONVERSATION_PAGE = 50;
/** A thread list preview of a text message: its first characters. */
export const PREVIEW_LENGTH = 140;

/** Message keys of messaging errors (server i18n, `messaging.*`). */
export const MESSAGING_MESSAGES = {
  bodyRequired: 'messaging.body_required',
  bodyTooLong: 'messaging.body_too_long',
  closed: 'messaging.closed',
  notYet: 'messaging.not_yet',
  attachmentUnavailable: 'messaging.attachment_unavailable',
} as const;

/**
 * Why the caller may not write in a thread: the posting closed, the applicant excluded the company
 * (the thread is closed to both), or — the applicant only — no company contact and no application
 * in selection yet (§6).
 */
export const WRITE_BLOCKS = ['closed', 'not_yet'] as const;
export type WriteBlock = (typeof WRITE_BLOCKS)[number];

/**
 * Where a thread stands, most advanced first: applied (with the application's stage), matched,
 * scouted, contacted (a company pin or like), know_more (the applicant's interest); a thread whose
 * posting closed says `closed` in `posting_closed`.
 */
export const THREAD_STATES = ['applied', 'matched', 'scouted', 'contacted', 'know_more'] as const;
export type ThreadState = (typeof THREAD_STATES)[number];

/**
 * What a message shows in place of (or beside) its text, for the side reading it:
 * - `reported`: the reader reported it and the team is reviewing it (text hidden);
 * - `removed`: the reader reported it and the team removed it (text hidden);
 * - `removed_by_team`: the reader sent it, it was reported and the team hid it from the recipient.
 * Null: shown as usual (never reported, still pending for the sender, or restored).
 */
export const REPORT_NOTICES = ['reported', 'removed', 'removed_by_team'] as const;
export type ReportNotice = (typeof REPORT_NOTICES)[number];
export const reportNoticeSchema = z.enum(REPORT_NOTICES).nullable();

/** The thread code in a path: any short text; an unknown one is a 404 like another's thread. */
export const threadCodeParamsSchema = z.object({ code: z.string().min(1).max(64) });

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const threadQueryFields = {
  ...queryPageFields({ perPage: THREADS_PER_PAGE, maxPerPage: 50, maxPage: 10_000, messages: PAGE_NUMBER_MESSAGES }),
  /** Company name or posting title (applicant side); posting title (company side). */
  q: z.string().trim().max(100, { error: V.maxChars }).optional(),
  /** Only threads with unread messages. */
  unread: flag,
};
export const threadListQuerySchema = z.object(threadQueryFields).strict();
export type ThreadListQuery = z.infer<typeof threadListQuerySchema>;
export const companyThreadListQuerySchema = z
  .object({ ...threadQueryFields, job_posting_id: z.coerce.number().int().min(1).max(RECORD_ID_MAX).optional() })
  .strict();
export type CompanyThreadListQuery = z.infer<typeof companyThreadListQuerySchema>;

/** The newest message of a thread, as the list shows it: its kind, or the start of its text. */
export const lastMessageSchema = z.object({
  type: z.number().int(),
  status: z.number().int().nullable(),
  sender_type: z.number().int(),
  application_status: z.number().int().nullable(),
  /** The text's start (contact details already filtered), or null for a message without text. */
  preview: z.string().nullable(),
  /** The reader reported this message (`reported`, `removed`): no preview of its text. */
  report_notice: reportNoticeSchema,
  /** How many files went with it (ADR 0025): the list says so when there is no text. */
  attachments: z.number().int(),
  created_at: z.string(),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

const threadBase = {
  code: z.string(),
  job_posting: z.object({ id: z.number().int(), title: z.string() }),
  state: z.enum(THREAD_STATES),
  /** The application's stage as this side may see it (the applicant never sees status 10). */
  application_status: z.object({ status: z.number().int(), label: z.string() }).nullable(),
  posting_closed: z.boolean(),
  last_message: lastMessageSchema.nullable(),
  unread_count: z.number().int(),
};

/** A thread on the applicant's side: the company it is with. */
export const threadSchema = z.object({
  ...threadBase,
  company: z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() }),
});
export type Thread = z.infer<typeof threadSchema>;

/** A thread on the company's side: the applicant, by name once revealed (ADR 0021), else anonymous. */
export const companyThreadSchema = z.object({
  ...threadBase,
  applicant: z.object({ id: z.number().int(), name: z.string().nullable() }),
});
export type CompanyThread = z.infer<typeof companyThreadSchema>;

export const threadListResponseSchema = paginated(threadSchema);
export type ThreadListResponse = z.infer<typeof threadListResponseSchema>;
export const companyThreadListResponseSchema = paginated(companyThreadSchema);
export type CompanyThreadListResponse = z.infer<typeof companyThreadListResponseSchema>;

/** One message of a conversation (spec §3 Message). */
export const messageSchema = z.object({
  id: z.number().int(),
  /** Spec §4 message types 1–14; a system message (sender type 4) about a status change is type 3. */
  type: z.number().int(),
  status: z.number().int().nullable(),
  sender_type: z.number().int(),
  /** Sent by the side that is asking. */
  mine: z.boolean(),
  /** The text; contact details replaced by the contact marker until the contact stage. */
  body: z.string().nullable(),
  /** The text had contact details taken out (the UI explains why). */
  contact_filtered: z.boolean(),
  /** A system message's new application status, with its words. */
  application_status: z.object({ status: z.number().int(), label: z.string() }).nullable(),
  /** A declined scout's reason, in the caller's language. */
  decline_reason: z.string().nullable(),
  /** A report's notice for this reader (ADR 0026); with `reported` and `removed` the text is null. */
  report_notice: reportNoticeSchema,
  /** The reader may report it: the other side sent it and nobody reported it yet. */
  reportable: z.boolean(),
  /** Files sent with the message (ADR 0025), with signed links; empty for most messages. */
  attachments: z.array(attachmentSchema),
  /**
   * A video interview (type 7), an answer to it (8) or its completion (9): the interview's id (to
   * open it), deadline and the day its answers are deleted (ADR 0047). Null for other messages.
   */
  video_interview: messageInterviewSchema.nullable().optional(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationQuerySchema = z
  .object({
    /** Earlier messages: those before this message id. */
    before: z.coerce.number().int().min(1).max(RECORD_ID_MAX).optional(),
  })
  .strict();
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

const conversationBase = {
  /** Oldest first; the newest page unless `before` was given. */
  messages: z.array(messageSchema),
  has_earlier: z.boolean(),
  can_write: z.boolean(),
  write_block: z.enum(WRITE_BLOCKS).nullable(),
  /** Contact details pass unfiltered: an application stands at the first interview or later (ADR 0021). */
  contact_stage: z.boolean(),
};

export const conversationResponseSchema = z.object({
  data: z.object({
    ...conversationBase,
    thread: threadSchema,
    /** A scout waiting for the applicant's reply, answerable in the conversation. */
    pending_scout: z.boolean(),
  }),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const companyConversationResponseSchema = z.object({
  data: z.object({ ...conversationBase, thread: companyThreadSchema }),
});
export type CompanyConversationResponse = z.infer<typeof companyConversationResponseSchema>;

/** A message's text: trimmed, at most 4,000 characters (empty only when files go with it). */
export const messageBodyField = z
  .string({ error: MESSAGING_MESSAGES.bodyRequired })
  .trim()
  .max(MESSAGE_BODY_MAX, { error: MESSAGING_MESSAGES.bodyTooLong });
/** The composers' text field when no file is attached: required. */
export const messageTextSchema = z.object({
  body: messageBodyField.min(1, { error: MESSAGING_MESSAGES.bodyRequired }),
});
/** The composers' text field with files attached: may be empty. */
export const messageTextWithFilesSchema = z.object({ body: messageBodyField });

/**
 * POST …/threads/{code}/messages: the text, the drafts to attach (uploaded to the same thread by
 * the same side, ADR 0025) and a client-made id that makes a resend harmless. A text is required
 * unless files go with it.
 */
export const sendMessageSchema = z
  .object({
    body: messageBodyField.default(''),
    client_id: z.uuid({ error: V.invalidValue }),
    attachment_ids: z
      .array(z.number({ error: V.number }).int({ error: V.integer }).min(1).max(RECORD_ID_MAX), {
        error: V.invalidValue,
      })
      .max(ATTACHMENTS_MAX, { error: 'errors.file_limit_exceeded' })
      .default([]),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.body === '' && value.attachment_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: MESSAGING_MESSAGES.bodyRequired });
    }
  });
export type SendMessage = z.infer<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messageResponseSchema = z.object({ data: messageSchema });

/** POST …/threads/{code}/read: read up to this message (the newest the reader was shown). */
export const readThreadSchema = z
  .object({ last_message_id: z.number({ error: V.number }).int({ error: V.integer }).min(1).max(RECORD_ID_MAX) })
  .strict();
export type ReadThread = z.infer<typeof readThreadSchema>;

/**
 * GET …/unread and the answer to a read mark: the caller's unread messages over all its threads, and
 * how many threads have any (the applicant's badge shows the first, the console's the second).
 */
export const unreadMessagesResponseSchema = z.object({
  data: z.object({ unread: z.number().int(), unread_threads: z.number().int() }),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;
