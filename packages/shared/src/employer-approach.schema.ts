import { z } from 'zod';
import {
  bodyRecordIdSchema as id,
  PAGE_NUMBER_MESSAGES,
  paginated,
  queryPageFields,
  RECORD_ID_MAX,
} from './api.schema.ts';
import { profileMediaSchema } from './profile-media.schema.ts';
import { V } from './validation.ts';

/**
 * The employer console's side of approaches (`/api/v1/employer/…`, ADR 0021): applicant search, the
 * applicant profile as a company may see it, scout/pin/like, and the company's lists.
 */

const queryId = z.coerce
  .number({ error: V.number })
  .int({ error: V.integer })
  .min(1, { error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue });
/** `?skill_ids=1,2` or `?skill_ids=1&skill_ids=2`: at most `max` ids. */
const queryIds = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(queryId, { error: V.invalidType }).max(max, { error: V.maxItems }).default([]),
  );
const page = queryPageFields({ perPage: 20, maxPerPage: 50, maxPage: 10_000, messages: PAGE_NUMBER_MESSAGES });
const bool = z.enum(['true', 'false', '1', '0'], { error: V.invalidValue }).transform((v) => v === 'true' || v === '1');

/** GET /api/v1/employer/applicants: complete profiles that match every given filter. */
export const applicantSearchQuerySchema = z.object({
  /** Every one of these skills. */
  skill_ids: queryIds(10),
  /** Experience in any of these job roles. */
  job_position_ids: queryIds(10),
  /** At least this years-of-experience range (1 none … 5 five years or more), in the roles if given. */
  min_years_range_id: queryId.optional(),
  /** JLPT at this level or better (1 N1 … 5 N5). */
  jlpt_level_id: queryId.max(5, { error: V.invalidValue }).optional(),
  /** Lives in this prefecture of Japan. */
  prefecture_id: queryId.optional(),
  /** Lives outside Japan. */
  overseas: bool.optional(),
  ...page,
});
export type ApplicantSearchQuery = z.infer<typeof applicantSearchQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
const withYears = named.extend({ years: named.nullable() });

/** What any company may see of a complete profile: nothing that names or reaches the person. */
export const applicantCardSchema = z.object({
  id: z.number().int(),
  nationality: named.nullable(),
  lives_in: z.object({ country: named.nullable(), prefecture: named.nullable() }),
  skills: z.array(withYears),
  job_roles: z.array(withYears),
  japanese: z.object({ jlpt: named.nullable(), level: named.nullable() }),
  english_level: named.nullable(),
  languages: z.array(z.object({ language: named, level: named })),
  latest_job_title: z.string().nullable(),
  work_summary: z.string().nullable(),
  desired_annual_salary: z.number().nullable(),
  currency: z.string().nullable(),
});
export type ApplicantCard = z.infer<typeof applicantCardSchema>;
export const applicantSearchResponseSchema = paginated(applicantCardSchema);

const statusLabel = named;

/** The company's own approaches to one applicant, one per posting. */
export const companyApproachSchema = z.object({
  job_posting: z.object({ id: z.number().int(), title: z.string() }),
  scouted_at: z.string().nullable(),
  scout_reply: z.enum(['applied', 'declined', 'know_more', 'liked']).nullable(),
  pinned_at: z.string().nullable(),
  liked_at: z.string().nullable(),
  know_more_at: z.string().nullable(),
  matched_at: z.string().nullable(),
  application: z.object({ id: z.number().int(), status: statusLabel }).nullable(),
  /** The conversation with the applicant about this posting, once it has a message. */
  thread_code: z.string().nullable(),
});

/** GET /api/v1/employer/applicants/{id}: the card, the career, and what the relationship reveals. */
export const applicantProfileSchema = applicantCardSchema.extend({
  experiences: z.array(
    z.object({
      /** Only once the name is revealed (an employer's name can identify the person). */
      company_name: z.string().nullable(),
      job_title: z.string(),
      industry: named.nullable(),
      employment_type: named.nullable(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      is_current: z.boolean(),
      work_detail: z.string(),
      it_skills: z.string().nullable(),
    }),
  ),
  educations: z.array(
    z.object({
      school_name: z.string().nullable(),
      level: named.nullable(),
      major: z.string().nullable(),
      end_date: z.string().nullable(),
    }),
  ),
  /** Name and birth date: after an application to the company or a match with it (spec §6). */
  identity: z
    .object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      furigana_first_name: z.string().nullable(),
      furigana_last_name: z.string().nullable(),
      date_of_birth: z.string().nullable(),
    })
    .nullable(),
  /** E-mail, phone and address: once an application reaches first interview (ADR 0021). */
  contact: z
    .object({
      email: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  /**
   * The applicant's CV file (a signed download link): with the contact details, since a CV holds
   * them. Optional so that answers built before it existed still read as "none".
   */
  cv_document: profileMediaSchema.nullable().optional(),
  approaches: z.array(companyApproachSchema),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

/** POST /api/v1/employer/applicants/{id}/scout: the text, or a template of the company's to send. */
export const scoutInputSchema = z
  .object({
    job_posting_id: id,
    template_id: id.nullish(),
    body: z.string({ error: V.invalidType }).trim().max(4000, { error: V.maxChars }).nullish(),
  })
  .strict();
export type ScoutInput = z.infer<typeof scoutInputSchema>;

/** POST …/pin and …/like: on one of the company's published, open postings. */
export const contactInputSchema = z
  .object({ job_posting_id: id, body: z.string().trim().max(4000, { error: V.maxChars }).nullish() })
  .strict();

export const contactResponseSchema = z.object({ data: companyApproachSchema });

/** An applicant in the company's lists: anonymous until an application or a match reveals the name. */
const listedApplicant = z.object({ id: z.number().int(), name: z.string().nullable() });
const posting = z.object({ id: z.number().int(), title: z.string() });

export const companyApplicationSchema = z.object({
  id: z.number().int(),
  job_posting: posting,
  applicant: listedApplicant,
  status: statusLabel,
  applied_at: z.string(),
  status_changed_at: z.string(),
  /** The conversation with the applicant about this posting (`/employer/messages/{code}`), once it has a message. */
  thread_code: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  history: z.array(z.object({ status: statusLabel, changed_at: z.string() })),
});
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;

export const applicationListQuerySchema = z.object({
  job_posting_id: queryId.optional(),
  status: queryId.max(10, { error: V.invalidValue }).optional(),
  ...page,
});
export const applicationListResponseSchema = paginated(companyApplicationSchema);

/**
 * GET /api/v1/employer/applications/unseen and POST …/applications/seen: the applications that
 * came since the company last opened its list (the console's badge, issue 11).
 */
export const unseenApplicationsResponseSchema = z.object({ data: z.object({ count: z.number().int() }) });
export const applicationResponseSchema = z.object({ data: companyApplicationSchema });

/** PUT /api/v1/employer/applications/{id}/status: the next stage (spec §4 apply statuses). */
export const applicationStatusInputSchema = z
  .object({
    status: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.required : V.number) })
      .int({ error: V.integer }),
  })
  .strict();

export const COMPANY_APPROACH_LISTS = ['know-more', 'scout-replies', 'matches'] as const;
export type CompanyApproachList = (typeof COMPANY_APPROACH_LISTS)[number];

export const companyApproachItemSchema = z.object({
  job_posting: posting,
  applicant: listedApplicant,
  at: z.string(),
  matched_at: z.string().nullable(),
  scout_reply: z.enum(['applied', 'declined', 'know_more', 'liked']).nullable(),
  decline_reason: named.nullable(),
  /** The conversation with the applicant about this posting, once it has a message. */
  thread_code: z.string().nullable(),
});
export const companyApproachListQuerySchema = z.object({
  job_posting_id: queryId.optional(),
  /** scout-replies only: one kind of reply. */
  reply: z.enum(['applied', 'declined', 'know_more', 'liked'], { error: V.invalidValue }).optional(),
  ...page,
});
export type CompanyApproachListQuery = z.infer<typeof companyApproachListQuerySchema>;
export const companyApproachListResponseSchema = paginated(companyApproachItemSchema);

export const EMPLOYER_APPROACH_MESSAGES = {
  statusFinal: 'employer_approaches.status_final',
  statusBackwards: 'employer_approaches.status_backwards',
  statusUnknown: 'employer_approaches.status_unknown',
  templateMissing: 'employer_approaches.template_missing',
  bodyRequired: 'employer_approaches.body_required',
} as const;
