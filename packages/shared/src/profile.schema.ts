import { z } from 'zod';
import { MULTI_SELECT_MAX, WORK_SUMMARY_MAX } from './constants.ts';
import { educationListSchema, educationSchema } from './education.schema.ts';
import { experienceListSchema, experienceSchema } from './experience.schema.ts';
import { excludedCompanySchema, preferenceSchema } from './preference.schema.ts';
import { profileMediaSchema } from './profile-media.schema.ts';
import {
  dateSchema,
  idListSchema,
  masterId,
  optionalAmount,
  optionalMasterId,
  optionalText,
} from './profile-fields.ts';
import {
  awardListSchema,
  basicInformationSchema,
  contactInformationSchema,
  genderSchema,
  languagesRequestSchema,
  licenseListSchema,
  phoneSchema,
  positionExperienceListSchema,
  positionExperienceSchema,
  skillListSchema,
  skillSchema,
} from './profile-sections.schema.ts';
import { requiredString, V } from './validation.ts';

/** The career summary of the work-experience section: required, at most 10000 characters (spec §5). */
export const workSummarySchema = requiredString(WORK_SUMMARY_MAX);

/** Income and career summary: saved by the registration wizard and by the career section alike. */
const careerFields = {
  work_summary: workSummarySchema,
  currency: masterId,
  current_working_status: masterId,
  latest_annual_income: masterId,
  desired_annual_salary: optionalAmount,
};

/**
 * The simple-registration payload (spec §3), saved by POST /api/v2/applicant/profile in one
 * transaction. What the wizard requires is required here; lists replace the saved ones.
 */
export const registrationRequestSchema = z
  .object({
    job_positions: positionExperienceListSchema.refine((list) => list.length > 0, { error: V.required }),
    skills: skillListSchema.refine((list) => list.length > 0, { error: V.required }),
    japanese_language_level: masterId,
    jlpt: masterId,
    languages: languagesRequestSchema,
    first_name: requiredString(100),
    last_name: requiredString(100),
    furigana_first_name: optionalText(100),
    furigana_last_name: optionalText(100),
    nationality: masterId,
    date_of_birth: dateSchema,
    gender: genderSchema,
    visa_expiration_date: dateSchema.nullable().optional(),
    work_permission_id: optionalMasterId,
    current_country_residence: masterId,
    current_city_residence: optionalText(255),
    current_address: optionalText(255),
    dialing_code_id: optionalMasterId,
    phone: phoneSchema.nullable().optional(),
    work_details: experienceListSchema,
    ...careerFields,
    areas: idListSchema(MULTI_SELECT_MAX).default([]),
    preferred_type: optionalMasterId,
    educations: educationListSchema.max(7, { error: V.educationLimit }).default([]),
    licenses: licenseListSchema.default([]),
    awards: awardListSchema.default([]),
    subscribed_to_gtalent: z.boolean({ error: V.invalidType }).default(false),
  })
  .strict();
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({ current_step: z.number().int(), id: z.number().int() });

/** Saves wizard progress: the step the applicant is on while registering (spec §4: 1–3). */
export const currentStepRequestSchema = z
  .object({ current_step: z.number({ error: V.required }).int({ error: V.integer }).min(1).max(3) })
  .strict();
export const currentStepResponseSchema = z.object({
  current_step: z.number().int(),
  registered_at: z.string().nullable(),
});

const languagesSchema = z.object({
  native: z.number().int().nullable(),
  english: z.number().int().nullable(),
  english_comprehension: z.number().int().nullable(),
  english_writing: z.number().int().nullable(),
  japanese_language_level: z.number().int().nullable(),
  japanese_experience_id: z.number().int().nullable(),
  uses_japanese_at_work: z.boolean().nullable(),
  jlpt: z.number().int().nullable(),
  english_certificates: z.array(
    z.object({
      id: z.number().int(),
      certificate_id: z.number().int().nullable(),
      name: z.string(),
      score: z.number(),
    }),
  ),
  other_languages: z.array(
    z.object({ id: z.number().int(), language_id: z.number().int(), level_id: z.number().int() }),
  ),
});

export const incomeSchema = z.object({
  currency: z.number().int().nullable(),
  current_working_status: z.number().int().nullable(),
  latest_annual_income: z.number().int().nullable(),
  desired_annual_salary: z.number().nullable(),
});

/** GET /api/v2/applicant/profile: every section of the profile. */
export const profileSchema = z.object({
  id: z.number().int(),
  current_step: z.number().int(),
  registered_at: z.string().nullable(),
  overall_completion_rate: z.number().int(),
  basic_personal_information: basicInformationSchema,
  contact_information: contactInformationSchema,
  income: incomeSchema,
  languages: languagesSchema,
  work_summary: z.string().nullable(),
  subscribed_to_gtalent: z.boolean(),
  experiences: z.array(experienceSchema),
  educations: z.array(educationSchema),
  licenses: z.array(z.object({ id: z.number().int(), name: z.string(), year: z.number().int().nullable() })),
  awards: z.array(z.object({ id: z.number().int(), name: z.string() })),
  position_experiences: z.array(positionExperienceSchema),
  skills: z.array(skillSchema),
  preference: preferenceSchema,
  excluded_companies: z.array(excludedCompanySchema),
  /**
   * The basic-information photo and video with signed links (profile-media.schema.ts). The server
   * always sends them, null when none is uploaded; optional so that profiles built before they
   * existed (test fixtures, cached answers) still read as "none".
   */
  profile_photo: profileMediaSchema.nullable().optional(),
  profile_video: profileMediaSchema.nullable().optional(),
  /** The CV file kept with the profile (spec §5: one file), the same way; optional for the same reason. */
  cv_document: profileMediaSchema.nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema });

/** 422 of complete-step names the missing sections under `errors`. */
export const REGISTRATION_SECTIONS = [
  'basic_personal_information',
  'job_positions',
  'skills',
  'japanese_language_level',
  'jlpt',
  'work_details',
  'work_summary',
  'income',
] as const;

/**
 * GET /api/v2/applicant/profile/preview: the profile as a company would read it — the same data,
 * with the name of every reference id it uses in the request's language: `labels[table][id]`.
 */
export const profilePreviewResponseSchema = z.object({
  data: profileSchema,
  labels: z.record(z.string(), z.record(z.string(), z.string())),
});

/** Income and career summary (spec §3 income; §5 summary required, ≤ 10000). */
export const careerRequestSchema = z.object(careerFields).strict();
export type CareerRequest = z.infer<typeof careerRequestSchema>;
export const careerSchema = incomeSchema.extend({ work_summary: z.string().nullable() });
export const languageSectionSchema = languagesSchema;
