import { z } from 'zod';
import {
  bodyRecordIdSchema as id,
  PAGE_NUMBER_MESSAGES,
  paginated,
  queryPageFields,
  recordIdParamsSchema,
} from './api.schema.ts';
import { labelSchema } from './company.schema.ts';
import { jobPostingCardSchema } from './job-search.schema.ts';
import { V } from './validation.ts';

/**
 * Approaches between an applicant and a job posting (spec §3 approach lists, §4, §7 approach v2,
 * approach-lists v1, interests/applies search; issue 5; ADR 0018). Paths:
 * `/api/v2/customer/approach/{applies,interests,scouts,hidden,recommend,saves,unread,job-posting/{id}}`
 * (GET), `…/{read,hide,store-apply,save,visible,has-approach,know-more,scout-reply}` (POST),
 * `/api/v1/approach-lists/applicants/{pin-response (POST), mark-as-*-…/{id} (PUT)}`, and
 * `POST /api/v1/{interests,applies}/search`.
 */

/** Spec §9: the applies list shows 6 per page; the other lists the default 10. */
export const APPLIES_PER_PAGE = 6;
export const APPROACH_PER_PAGE = 10;
/** MyPage shows the best few recommendations (the dashboard's section; ADR 0048 paints them). */
export const MY_PAGE_RECOMMENDED = 3;
export const APPROACH_PER_PAGE_MAX = 50;
/** Most postings one has-approach request may ask about. */
export const HAS_APPROACH_MAX = 100;

/** Message keys of the approach errors (server i18n, `approach.*`). */
export const APPROACH_MESSAGES = {
  answerAll: 'approach.answer_all',
  alreadyApplied: 'approach.already_applied',
  applicationRejected: 'approach.application_rejected',
  scoutDeclined: 'approach.scout_declined',
  companyRejected: 'approach.company_rejected',
  notOpen: 'approach.not_open',
  scoutReplied: 'approach.scout_replied',
  scoutExpired: 'approach.scout_expired',
  noScout: 'approach.no_scout',
  noPin: 'approach.no_pin',
  pinAnswered: 'approach.pin_answered',
  declineReason: 'approach.decline_reason',
  notHidden: 'approach.not_hidden',
  alreadyScouted: 'approach.already_scouted',
  notApplicable: 'approach.not_applicable',
} as const;

/** The approach paths' `{id}`: the same rule as every record id in a path. */
export const idParamsSchema = recordIdParamsSchema;

const approachPage = (perPage: number) =>
  queryPageFields({ perPage, maxPerPage: APPROACH_PER_PAGE_MAX, maxPage: 10_000, messages: PAGE_NUMBER_MESSAGES });

/** GET list query and POST interests/applies search body: `page`, `per_page`. */
export const approachPageSchema = z.object(approachPage(APPROACH_PER_PAGE)).strict();
export type ApproachPage = z.infer<typeof approachPageSchema>;
export const appliesPageSchema = z.object(approachPage(APPLIES_PER_PAGE)).strict();

/** Where a scout stands: waiting for a reply, expired unreplied, or replied (applied, declined, sent). */
export const SCOUT_STATES = ['pending', 'expired', 'applied', 'declined', 'sent'] as const;
export const SCOUT_REPLIES = ['applied', 'declined', 'know_more', 'liked'] as const;
export const scoutSchema = z.object({
  scouted_at: z.string(),
  expires_at: z.string(),
  state: z.enum(SCOUT_STATES),
  reply: z.enum(SCOUT_REPLIES).nullable(),
  replied_at: z.string().nullable(),
  decline_reason: labelSchema.nullable(),
  /** The scout's text from the company. */
  message: z.string().nullable(),
});
export type Scout = z.infer<typeof scoutSchema>;

export const PIN_RESPONSES = ['know_more', 'liked'] as const;
/** A company's pin or like of the applicant for this posting, and the applicant's answer. */
export const companyPinSchema = z.object({
  pinned_at: z.string().nullable(),
  liked_at: z.string().nullable(),
  response: z.enum(PIN_RESPONSES).nullable(),
  responded_at: z.string().nullable(),
  hidden: z.boolean(),
  read: z.boolean(),
});

/** An application status in plain words (spec §4 1–9; 10 "invisible" is never shown to the applicant). */
export const applicationStepSchema = z.object({ status: labelSchema, changed_at: z.string() });
export const applicationSchema = z.object({
  id: z.number().int(),
  status: labelSchema,
  applied_at: z.string(),
  /** Every visible status the application went through, oldest first, each with its date. */
  history: z.array(applicationStepSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const approachItemSchema = z.object({
  /** The approach id (the applicant's row for this posting). */
  id: z.number().int(),
  job_posting: jobPostingCardSchema,
  saved_at: z.string().nullable(),
  hidden_at: z.string().nullable(),
  know_more_at: z.string().nullable(),
  applied_at: z.string().nullable(),
  matched_at: z.string().nullable(),
  scout: scoutSchema.nullable(),
  pin: companyPinSchema.nullable(),
  application: applicationSchema.nullable(),
  /** Something in this item is new for the list it is shown in. */
  unread: z.boolean(),
});
export type ApproachItem = z.infer<typeof approachItemSchema>;

export const approachListResponseSchema = paginated(approachItemSchema);
export type ApproachListResponse = z.infer<typeof approachListResponseSchema>;

export const unreadCountsSchema = z.object({
  scouted: z.number().int(),
  saved: z.number().int(),
  applied: z.number().int(),
  interested: z.number().int(),
  /** Matches not yet opened (v1 mark-as-read-match). `saved` counts company pins and likes not yet read. */
  matched: z.number().int(),
  total_count: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
export const unreadResponseSchema = z.object({ data: unreadCountsSchema });

/** Why this applicant cannot apply to this posting now (null: they can). */
export const APPLY_BLOCKS = [
  'already_applied',
  'application_rejected',
  'scout_declined',
  'company_rejected',
  'not_open',
] as const;
export const applyQuestionSchema = z.object({ id: z.string(), question: z.string() });

/** GET job-posting/{id}: the approach state of one posting, for its detail page. */
export const postingApproachSchema = z.object({
  job_posting_id: z.number().int(),
  approach_id: z.number().int().nullable(),
  saved: z.boolean(),
  hidden: z.boolean(),
  know_more: z.boolean(),
  applied: z.boolean(),
  matched: z.boolean(),
  closed: z.boolean(),
  scout: scoutSchema.nullable(),
  pin: companyPinSchema.nullable(),
  application: applicationSchema.nullable(),
  apply_blocked: z.enum(APPLY_BLOCKS).nullable(),
  /** The confirmation questions of the apply dialog, in the request's language. */
  questions: z.array(applyQuestionSchema),
});
export type PostingApproach = z.infer<typeof postingApproachSchema>;
export const postingApproachResponseSchema = z.object({ data: postingApproachSchema });

export const APPROACH_LISTS = ['scouted', 'saved', 'applied', 'interested', 'pinned', 'matched'] as const;
export type ApproachListName = (typeof APPROACH_LISTS)[number];
/** POST read: a whole list (`list`) or one item of it (`list` and `approach_id`). */
export const readRequestSchema = z
  .object({ list: z.enum(APPROACH_LISTS, { error: V.invalidValue }), approach_id: id.optional() })
  .strict();

export const postingRequestSchema = z.object({ job_posting_id: id }).strict();
export type PostingRequest = z.infer<typeof postingRequestSchema>;

export const applyAnswerSchema = z.object({
  question_id: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.maxChars }),
  answer: z.string({ error: V.required }).trim().max(2000, { error: V.maxChars }),
});
export const storeApplyRequestSchema = z
  .object({ job_posting_id: id, answers: z.array(applyAnswerSchema).max(50, { error: V.maxItems }).default([]) })
  .strict();
export type StoreApplyRequest = z.infer<typeof storeApplyRequestSchema>;

export const hasApproachRequestSchema = z
  .object({ job_posting_ids: z.array(id).max(HAS_APPROACH_MAX, { error: V.maxItems }) })
  .strict();
export const hasApproachEntrySchema = z.object({
  approach_id: z.number().int(),
  saved: z.boolean(),
  hidden: z.boolean(),
  know_more: z.boolean(),
  applied: z.boolean(),
  scouted: z.boolean(),
  matched: z.boolean(),
});
/** Entries keyed by job_posting_id; a posting without an approach has no entry. */
export const hasApproachResponseSchema = z.object({ data: z.record(z.string(), hasApproachEntrySchema) });

export const SCOUT_REPLY_ACTIONS = ['apply', 'decline', 'know_more', 'like'] as const;
/** POST scout-reply: the applicant's one answer to a scout. */
export const scoutReplyRequestSchema = z
  .object({
    job_posting_id: id,
    reply: z.enum(SCOUT_REPLY_ACTIONS, { error: V.invalidValue }),
    decline_reason_id: id.optional(),
    answers: z.array(applyAnswerSchema).max(50, { error: V.maxItems }).default([]),
  })
  .strict();
export type ScoutReplyRequest = z.infer<typeof scoutReplyRequestSchema>;

/** v1 pin-response: the applicant's answer to a company pin or like (`id` is the approach id). */
export const PIN_RESPONSE_ACTIONS = ['know_more', 'like'] as const;
export const pinResponseRequestSchema = z
  .object({ id, response: z.enum(PIN_RESPONSE_ACTIONS, { error: V.invalidValue }) })
  .strict();

/** Every action answers the item as it now stands. */
export const approachItemResponseSchema = z.object({ data: approachItemSchema });
