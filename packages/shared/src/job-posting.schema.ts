import { z } from 'zod';
import { RECORD_ID_MAX } from './api.schema.ts';
import { companyInfoSchema, contentLanguageSchema, labelSchema } from './company.schema.ts';
import { JobPostingStatus, PostingLanguage, REMOTE_OPTIONS, SALARY_CURRENCY, VISA_SPONSORSHIPS } from './jobs-enums.ts';
import { V } from './validation.ts';

/**
 * Job postings (spec §2 job detail, §3 job posting, §4 statuses and posting language; ADR 0013).
 * A posting is written in Japanese, English or both (`posting_language`). Its texts come in the
 * request's language when the posting has it, otherwise in the other one: `content_language` says
 * which, `available_languages` which ones exist. Codes are in jobs-enums.ts.
 */

const id = z.number().int();
const literals = <T extends number>(values: readonly T[]) => z.union(values.map((v) => z.literal(v)));

export const jobPostingTextsSchema = z.object({
  title: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  /** Welcome (nice-to-have) qualifications. */
  preferred: z.string().nullable(),
  /** One step a line, in order. */
  selection_flow: z.string().nullable(),
  benefits: z.string().nullable(),
});

export const requiredSkillSchema = z.object({
  skill: labelSchema,
  /** Years of experience asked for; null when the posting does not say. */
  years_of_experience_range: labelSchema.nullable(),
});

export const languageRequirementSchema = z.object({
  language: labelSchema,
  /** A certificate level (TOEIC 800 or above…), or null when only the language is named. */
  score_level: labelSchema.nullable(),
});

/** Annual, in JPY. `negotiable` with no figures shows as "negotiable" / 「応相談」. */
export const salarySchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  negotiable: z.boolean(),
  currency: z.literal(SALARY_CURRENCY),
});

/** GET /api/v1/job-postings/details?id=: every field of spec §2 job detail, and the company info. */
export const jobPostingDetailSchema = jobPostingTextsSchema.extend({
  id,
  status: literals(Object.values(JobPostingStatus)),
  /** A closed posting is only ever shown to an applicant who saved, applied or was scouted (marked closed). */
  is_closed: z.boolean(),
  closed_at: z.iso.datetime({ offset: true }).nullable(),
  posting_language: literals(Object.values(PostingLanguage)),
  content_language: contentLanguageSchema,
  available_languages: z.array(contentLanguageSchema),
  job_position: labelSchema,
  employment_type: labelSchema,
  prefectures: z.array(labelSchema),
  city: labelSchema.nullable(),
  industries: z.array(labelSchema),
  appeal_points: z.array(labelSchema),
  required_skills: z.array(requiredSkillSchema),
  featured_skills: z.array(labelSchema),
  /** A JLPT level (id 6 "None": no Japanese required). */
  required_japanese: labelSchema,
  /** A writing level (id 6 "None": no English required). */
  required_english: labelSchema,
  language_requirements: z.array(languageRequirementSchema),
  /** Rate of foreign employees and how often English is used at work (people-percent bands). */
  foreigner_percent: labelSchema.nullable(),
  english_usage_percent: labelSchema.nullable(),
  remote_option: literals(REMOTE_OPTIONS),
  visa_sponsorship: literals(VISA_SPONSORSHIPS),
  overseas_application_allowed: z.boolean(),
  salary: salarySchema,
  published_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
  company: companyInfoSchema,
});
export type JobPostingDetail = z.infer<typeof jobPostingDetailSchema>;
export const jobPostingDetailResponseSchema = z.object({ data: jobPostingDetailSchema });

/** The query of GET /api/v1/job-postings/details. */
export const jobPostingDetailQuerySchema = z.object({
  id: z.coerce
    .number({ error: V.invalidType })
    .int({ error: V.invalidType })
    .min(1, { error: V.invalidValue })
    .max(RECORD_ID_MAX, { error: V.invalidValue }),
});
