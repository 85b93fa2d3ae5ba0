import { z } from 'zod';
import { bodyRecordIdSchema } from './api.schema.ts';
import { MULTI_SELECT_MAX, PRIORITIES_MAX } from './constants.ts';
import { idListSchema, optionalAmount, optionalMasterId } from './profile-fields.ts';
import { requiredString, V } from './validation.ts';

/** A scale between two opposite traits: `pair` numbers the pair, `value` 1–5 leans to one side. */
export const characterPairSchema = z
  .object({ pair: z.number().int().min(1).max(50), value: z.number().int().min(1).max(5) })
  .strict();

/**
 * Preferences (spec §3): prefectures, industries and roles up to 15 each, priorities (appeal
 * points) up to 5 (spec §9); picks are deduplicated.
 */
export const preferenceRequestSchema = z
  .object({
    job_search_status_id: optionalMasterId,
    prefecture_ids: idListSchema(MULTI_SELECT_MAX).default([]),
    remote_from_overseas: z.boolean({ error: V.invalidType }).default(false),
    industry_ids: idListSchema(MULTI_SELECT_MAX).default([]),
    job_position_ids: idListSchema(MULTI_SELECT_MAX).default([]),
    employment_type_id: optionalMasterId,
    minimum_salary: optionalAmount,
    appeal_point_ids: idListSchema(PRIORITIES_MAX).default([]),
    character_pairs: z.array(characterPairSchema).max(50).default([]),
    email_notification_ids: idListSchema(50).default([]),
  })
  .strict();
export type PreferenceRequest = z.infer<typeof preferenceRequestSchema>;

export const preferenceSchema = z.object({
  job_search_status_id: z.number().int().nullable(),
  prefecture_ids: z.array(z.number().int()),
  remote_from_overseas: z.boolean(),
  industry_ids: z.array(z.number().int()),
  job_position_ids: z.array(z.number().int()),
  employment_type_id: z.number().int().nullable(),
  minimum_salary: z.number().nullable(),
  appeal_point_ids: z.array(z.number().int()),
  character_pairs: z.array(z.object({ pair: z.number().int(), value: z.number().int() })),
  email_notification_ids: z.array(z.number().int()),
  /** Listed in employers' applicant search; false: only companies the applicant applied to see them (ADR 0034). */
  visible_to_companies: z.boolean(),
});
export type Preference = z.infer<typeof preferenceSchema>;

/** PUT applicants/work-remotely: whether the applicant wants to work for Japan from abroad. */
export const workRemotelyRequestSchema = z
  .object({ work_remotely: z.boolean({ error: (i) => (i.input === undefined ? V.required : V.invalidType) }) })
  .strict();

/**
 * PUT applicants/recruitment-agency: whether the applicant is also registered with the partner
 * recruitment agency (`subscribed_to_gtalent`, first asked in the registration wizard). Saved on its
 * own, the moment it is switched, so that stopping it never waits for another form.
 */
export const recruitmentAgencyRequestSchema = z
  .object({ subscribed_to_gtalent: z.boolean({ error: (i) => (i.input === undefined ? V.required : V.invalidType) }) })
  .strict();
export type RecruitmentAgencyRequest = z.infer<typeof recruitmentAgencyRequestSchema>;

/**
 * PUT applicant-preferences/visibility: listed in employers' applicant search or hidden (ADR 0034).
 * Saved on its own, the moment it is switched, so that hiding never waits for the section's Save.
 */
export const visibilityRequestSchema = z
  .object({
    visible_to_companies: z.boolean({ error: (i) => (i.input === undefined ? V.required : V.invalidType) }),
  })
  .strict();
export const visibilityResponseSchema = z.object({ data: z.object({ visible_to_companies: z.boolean() }) });

/**
 * An excluded company (ADR 0040): one picked from the list sends its `company_id` (the name shown
 * is then the company's own); a company not on Hashi yet is typed as `company_name`, and is linked
 * when a company with that name (or one that had it) appears.
 */
export const excludedCompanyRequestSchema = z
  .object({
    company_name: requiredString(255),
    company_id: bodyRecordIdSchema.nullish(),
  })
  .strict();
export type ExcludedCompanyRequest = z.output<typeof excludedCompanyRequestSchema>;
export const excludedCompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_id: z.number().int().nullable(),
});

/** GET applicant-excluded-companies/candidates: companies on Hashi by current or former name. */
export const companyCandidatesQuerySchema = z.object({ keyword: requiredString(100) }).strict();
export const companyCandidateSchema = z.object({
  id: z.number().int(),
  /** The company's current name in the request's language. */
  name: z.string(),
  /** The former name the keyword matched, when it matched no current one. */
  former_name: z.string().nullable(),
});
export const companyCandidatesResponseSchema = z.object({ data: z.array(companyCandidateSchema) });
