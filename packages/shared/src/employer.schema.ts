import { z } from 'zod';
import { paginated, queryPageFields, RECORD_ID_MAX } from './api.schema.ts';
import {
  APPEAL_POSITIONS,
  JobPostingStatus,
  PostingLanguage,
  REMOTE_OPTIONS,
  VISA_SPONSORSHIPS,
} from './jobs-enums.ts';
import { V } from './validation.ts';

/**
 * The employer console's API (`/api/v1/employer/…`, ADR 0019). The console edits both languages,
 * so company and posting texts travel as `_en` / `_ja` pairs, not in the request's language.
 */

const id = z.number().int();
const literals = <T extends number>(values: readonly T[]) =>
  z.union(
    values.map((v) => z.literal(v)),
    { error: V.invalidValue },
  );
const masterId = z
  .number({ error: V.invalidType })
  .int({ error: V.invalidType })
  .min(1, { error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue });
const idList = (max: number) => z.array(masterId, { error: V.invalidType }).max(max, { error: V.maxItems }).default([]);
/** Optional text: absent, null or blank all mean "none". */
const optionalText = (max: number) =>
  z
    .string({ error: V.invalidType })
    .trim()
    .max(max, { error: V.maxChars })
    .nullish()
    .transform((s) => (s ? s : null));
const iso = z.iso.datetime({ offset: true });

export const employerAppealInputSchema = z
  .object({
    position: z.enum(APPEAL_POSITIONS, { error: V.invalidValue }),
    title_en: optionalText(100),
    title_ja: optionalText(100),
    body_en: optionalText(2000),
    body_ja: optionalText(2000),
  })
  .strict();

/** PUT /api/v1/employer/company: the whole profile (absent optional fields are cleared). */
export const employerCompanyInputSchema = z
  .object({
    name_en: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.maxChars }),
    name_ja: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.maxChars }),
    ceo_name_en: optionalText(100),
    ceo_name_ja: optionalText(100),
    prefecture_id: masterId.nullish().transform((v) => v ?? null),
    city_id: masterId.nullish().transform((v) => v ?? null),
    address_en: optionalText(255),
    address_ja: optionalText(255),
    founded_on: z
      .string({ error: V.invalidType })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date })
      .refine(
        (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
        {
          error: V.date,
        },
      )
      .nullish()
      .transform((v) => v ?? null),
    capital_jpy: z
      .number({ error: V.number })
      .int({ error: V.integer })
      .min(0, { error: V.invalidValue })
      .max(Number.MAX_SAFE_INTEGER, { error: V.invalidValue })
      .nullish()
      .transform((v) => v ?? null),
    company_size_id: masterId.nullish().transform((v) => v ?? null),
    is_listed: z.boolean({ error: V.invalidType }).default(false),
    industry_id: masterId.nullish().transform((v) => v ?? null),
    industry_ids: idList(15),
    website_url: z
      .string({ error: V.invalidType })
      .trim()
      .max(255, { error: V.maxChars })
      .regex(/^https?:\/\/[^\s]+$/i, { error: V.urlHttp })
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    description_en: optionalText(10_000),
    description_ja: optionalText(10_000),
    appeals: z.array(employerAppealInputSchema, { error: V.invalidType }).max(3, { error: V.maxItems }).default([]),
  })
  .strict();
export type EmployerCompanyInput = z.infer<typeof employerCompanyInputSchema>;
/** The body as a client sends it (before the schema's defaults and transforms). */
export type EmployerCompanyRequest = z.input<typeof employerCompanyInputSchema>;

export const employerCompanySchema = z.object({
  id,
  name_en: z.string(),
  name_ja: z.string(),
  ceo_name_en: z.string().nullable(),
  ceo_name_ja: z.string().nullable(),
  prefecture_id: id.nullable(),
  city_id: id.nullable(),
  address_en: z.string().nullable(),
  address_ja: z.string().nullable(),
  founded_on: z.string().nullable(),
  capital_jpy: z.number().nullable(),
  company_size_id: id.nullable(),
  is_listed: z.boolean(),
  industry_id: id.nullable(),
  industry_ids: z.array(id),
  website_url: z.string().nullable(),
  description_en: z.string().nullable(),
  description_ja: z.string().nullable(),
  appeals: z.array(
    z.object({
      position: z.enum(APPEAL_POSITIONS),
      title_en: z.string().nullable(),
      title_ja: z.string().nullable(),
      body_en: z.string().nullable(),
      body_ja: z.string().nullable(),
    }),
  ),
  logo_url: z.string().nullable(),
  updated_at: iso,
});
export type EmployerCompany = z.infer<typeof employerCompanySchema>;
export const employerCompanyResponseSchema = z.object({ data: employerCompanySchema });

export const applyQuestionInputSchema = z
  .object({
    /** Kept when editing an existing question (answers refer to it); a new question gets one. */
    id: z
      .string({ error: V.invalidType })
      .trim()
      .min(1)
      .max(40)
      .regex(/^[\w-]+$/, { error: V.invalidValue })
      .optional(),
    question_en: optionalText(500),
    question_ja: optionalText(500),
  })
  .strict();

/** A posting's salary bound in yen: absent, null or a whole amount from 1. */
const salaryYen = z
  .number({ error: V.number })
  .int({ error: V.integer })
  .min(1, { error: V.invalidValue })
  .max(1_000_000_000, { error: V.invalidValue })
  .nullish()
  .transform((v) => v ?? null);

/** POST / PUT /api/v1/employer/job-postings(/{id}): every field of a posting. */
export const employerPostingInputSchema = z
  .object({
    posting_language: literals(Object.values(PostingLanguage)),
    title_en: optionalText(200),
    title_ja: optionalText(200),
    description_en: optionalText(10_000),
    description_ja: optionalText(10_000),
    requirements_en: optionalText(5000),
    requirements_ja: optionalText(5000),
    preferred_en: optionalText(5000),
    preferred_ja: optionalText(5000),
    selection_flow_en: optionalText(2000),
    selection_flow_ja: optionalText(2000),
    benefits_en: optionalText(5000),
    benefits_ja: optionalText(5000),
    job_position_id: masterId,
    employment_type_id: masterId,
    prefecture_ids: idList(47),
    city_id: masterId.nullish().transform((v) => v ?? null),
    appeal_point_ids: idList(15),
    required_skills: z
      .array(
        z
          .object({
            skill_id: masterId,
            years_of_experience_range_id: masterId.nullish().transform((v) => v ?? null),
          })
          .strict(),
        { error: V.invalidType },
      )
      .max(15, { error: V.maxItems })
      .default([]),
    featured_skill_ids: idList(15),
    required_jlpt_level_id: masterId.default(6),
    required_english_level_id: masterId.default(6),
    language_ids: idList(15),
    language_score_level_ids: idList(15),
    foreigner_percent_id: masterId.nullish().transform((v) => v ?? null),
    english_usage_percent_id: masterId.nullish().transform((v) => v ?? null),
    remote_option: literals(REMOTE_OPTIONS),
    visa_sponsorship: literals(VISA_SPONSORSHIPS),
    overseas_application_allowed: z.boolean({ error: V.invalidType }).default(false),
    salary_min: salaryYen,
    salary_max: salaryYen,
    salary_negotiable: z.boolean({ error: V.invalidType }).default(false),
    apply_questions: z
      .array(applyQuestionInputSchema, { error: V.invalidType })
      .max(10, { error: V.maxItems })
      .default([]),
  })
  .strict();
export type EmployerPostingInput = z.infer<typeof employerPostingInputSchema>;
export type EmployerPostingRequest = z.input<typeof employerPostingInputSchema>;

const postingStatus = literals(Object.values(JobPostingStatus));

export const employerPostingSummarySchema = z.object({
  id,
  status: postingStatus,
  is_closed: z.boolean(),
  posting_language: literals(Object.values(PostingLanguage)),
  title_en: z.string().nullable(),
  title_ja: z.string().nullable(),
  published_at: iso.nullable(),
  closed_at: iso.nullable(),
  application_count: z.number().int(),
  view_count: z.number().int(),
  updated_at: iso,
});
export type EmployerPostingSummary = z.infer<typeof employerPostingSummarySchema>;
export const employerPostingListResponseSchema = paginated(employerPostingSummarySchema);

const text = z.string().nullable();
export const employerPostingSchema = employerPostingSummarySchema.extend({
  description_en: text,
  description_ja: text,
  requirements_en: text,
  requirements_ja: text,
  preferred_en: text,
  preferred_ja: text,
  selection_flow_en: text,
  selection_flow_ja: text,
  benefits_en: text,
  benefits_ja: text,
  job_position_id: id,
  employment_type_id: id,
  prefecture_ids: z.array(id),
  city_id: id.nullable(),
  /** Copied from the company's industries. */
  industry_ids: z.array(id),
  appeal_point_ids: z.array(id),
  required_skills: z.array(z.object({ skill_id: id, years_of_experience_range_id: id.nullable() })),
  featured_skill_ids: z.array(id),
  required_jlpt_level_id: id,
  required_english_level_id: id,
  language_ids: z.array(id),
  language_score_level_ids: z.array(id),
  foreigner_percent_id: id.nullable(),
  english_usage_percent_id: id.nullable(),
  remote_option: literals(REMOTE_OPTIONS),
  visa_sponsorship: literals(VISA_SPONSORSHIPS),
  overseas_application_allowed: z.boolean(),
  salary_min: id.nullable(),
  salary_max: id.nullable(),
  salary_negotiable: z.boolean(),
  apply_questions: z.array(z.object({ id: z.string(), question_en: text, question_ja: text })),
  /** The reason of the latest decline by an admin, while the posting is declined. */
  decline_reason: text,
  created_at: iso,
});
export type EmployerPosting = z.infer<typeof employerPostingSchema>;
export const employerPostingResponseSchema = z.object({ data: employerPostingSchema });

export const employerPostingListQuerySchema = z.object({
  status: z.coerce.number({ error: V.invalidType }).pipe(postingStatus).optional(),
  ...queryPageFields({ perPage: 20, maxPage: 100_000 }),
});

/** Scout templates: reusable scout texts in one or both languages. */
export const scoutTemplateInputSchema = z
  .object({
    name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.maxChars }),
    body_en: optionalText(4000),
    body_ja: optionalText(4000),
  })
  .strict();
export type ScoutTemplateInput = z.infer<typeof scoutTemplateInputSchema>;
export type ScoutTemplateRequest = z.input<typeof scoutTemplateInputSchema>;
export const scoutTemplateSchema = z.object({
  id,
  name: z.string(),
  body_en: z.string().nullable(),
  body_ja: z.string().nullable(),
  updated_at: iso,
});
export type ScoutTemplate = z.infer<typeof scoutTemplateSchema>;
export const scoutTemplateResponseSchema = z.object({ data: scoutTemplateSchema });
export const scoutTemplateListResponseSchema = z.object({ data: z.array(scoutTemplateSchema) });
