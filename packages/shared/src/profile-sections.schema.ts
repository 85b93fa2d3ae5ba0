import { z } from 'zod';
import { CERTIFICATE_SCORE_MAX, CERTIFICATE_SCORE_MIN } from './constants.ts';
import { dateSchema, dedupeBy, masterId, optionalHttpUrl, optionalMasterId, optionalText } from './profile-fields.ts';
import { requiredString, V } from './validation.ts';

/** Profile sections made of lists or small groups (spec §3), shared by their endpoints and the wizard. */

/** Job roles with years of experience, deduplicated by role (spec §5). */
export const positionExperienceItemSchema = z
  .object({ job_position_id: masterId, years_of_experience_range_id: masterId })
  .strict();
export type PositionExperienceItem = z.infer<typeof positionExperienceItemSchema>;
export const positionExperienceListSchema = z
  .array(positionExperienceItemSchema, { error: V.invalidType })
  .max(100, { error: V.maxItems })
  .transform(dedupeBy('job_position_id'));
export const positionExperienceSyncRequestSchema = z
  .object({ applicant_position_experiences: positionExperienceListSchema })
  .strict();

/** Skills with years of experience, deduplicated by skill (spec §5). */
export const skillItemSchema = z.object({ skill_id: masterId, years_of_experience_range_id: masterId }).strict();
export const skillListSchema = z
  .array(skillItemSchema, { error: V.invalidType })
  .max(200, { error: V.maxItems })
  .transform(dedupeBy('skill_id'));
export const skillSyncRequestSchema = z.object({ applicant_skills: skillListSchema }).strict();

export const positionExperienceSchema = z.object({
  id: z.number().int(),
  job_position_id: z.number().int(),
  years_of_experience_range_id: z.number().int(),
});
export const skillSchema = z.object({
  id: z.number().int(),
  skill_id: z.number().int(),
  years_of_experience_range_id: z.number().int(),
});

/** Certificate score: a number from 1 to 999999.99 with at most two decimals (spec §5, §9). */
export const certificateScoreSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? V.required : V.number) })
    .min(CERTIFICATE_SCORE_MIN, { error: V.scoreRange })
    .max(CERTIFICATE_SCORE_MAX, { error: V.scoreRange })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: V.scoreRange }),
);

/** A language certificate: name (or a listed certificate) and score are both required. */
export const languageCertificateItemSchema = z
  .object({ certificate_id: optionalMasterId, name: requiredString(255), score: certificateScoreSchema })
  .strict();

/** Another language: the language and the level are both required. */
export const otherLanguageItemSchema = z.object({ language_id: masterId, level_id: masterId }).strict();

export const languagesRequestSchema = z
  .object({
    native: masterId,
    english: masterId,
    english_comprehension: optionalMasterId,
    english_writing: optionalMasterId,
    english_certificates: z.array(languageCertificateItemSchema).max(20, { error: V.maxItems }).default([]),
    other_languages: z
      .array(otherLanguageItemSchema)
      .max(20, { error: V.maxItems })
      .default([])
      .transform(dedupeBy('language_id')),
  })
  .strict();

const nameKey = (s: string) => s.trim().toLowerCase();

/** Licenses: name and year of acquisition; the same name twice is rejected (spec §5). */
export const licenseListSchema = z
  .array(
    z.object({ name: requiredString(255), year: z.number().int().min(1900).max(2100).nullable().optional() }).strict(),
  )
  .max(50, { error: V.maxItems })
  .superRefine((items, ctx) => rejectDuplicates(items, ctx, V.licenseDuplicate));

/** Awards and pinned works: the same name twice is rejected (spec §5). */
export const awardListSchema = z
  .array(z.object({ name: requiredString(255) }).strict())
  .max(50, { error: V.maxItems })
  .superRefine((items, ctx) => rejectDuplicates(items, ctx, V.awardDuplicate));

function rejectDuplicates(items: Array<{ name: string }>, ctx: z.RefinementCtx, message: string): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = nameKey(item.name);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message, path: [i, 'name'] });
    seen.add(key);
  });
}

export const genderSchema = z.enum(['male', 'female', 'other'], { error: V.invalidValue });

/** Basic personal information (spec §3); `update-or-create` takes it whole. */
export const basicInformationRequestSchema = z
  .object({
    first_name: requiredString(100),
    last_name: requiredString(100),
    furigana_first_name: optionalText(100),
    furigana_last_name: optionalText(100),
    date_of_birth: dateSchema,
    gender: genderSchema,
    nationality_id: masterId,
    country_id: masterId,
    prefecture_id: optionalMasterId,
    city: optionalText(255),
    street_address: optionalText(255),
    work_permission_id: optionalMasterId,
    visa_status_id: optionalMasterId,
    visa_expiration_date: dateSchema.nullable().optional(),
  })
  .strict();
export type BasicInformationRequest = z.infer<typeof basicInformationRequestSchema>;

export const phoneSchema = z
  .string({ error: V.invalidType })
  .trim()
  .max(20, { error: V.maxChars })
  .regex(/^[0-9\-\s()]*$/, { error: V.invalidValue });

/** Contact information (spec §3): phone with its country code, LinkedIn and GitHub links. */
export const contactInformationRequestSchema = z
  .object({
    dialing_code_id: optionalMasterId,
    phone: phoneSchema.nullable().optional(),
    linkedin_url: optionalHttpUrl,
    github_url: optionalHttpUrl,
  })
  .strict();
export type ContactInformationRequest = z.infer<typeof contactInformationRequestSchema>;

export const contactInformationSchema = z.object({
  dialing_code_id: z.number().int().nullable(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  github_url: z.string().nullable(),
});

export const basicInformationSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  furigana_first_name: z.string().nullable(),
  furigana_last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: genderSchema.nullable(),
  nationality_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  prefecture_id: z.number().int().nullable(),
  city: z.string().nullable(),
  street_address: z.string().nullable(),
  work_permission_id: z.number().int().nullable(),
  visa_status_id: z.number().int().nullable(),
  visa_expiration_date: z.string().nullable(),
});
export type BasicInformation = z.infer<typeof basicInformationSchema>;

export const licenseSyncRequestSchema = z.object({ licenses: licenseListSchema }).strict();
export const awardSyncRequestSchema = z.object({ awards: awardListSchema }).strict();
export const licenseSchema = z.object({ id: z.number().int(), name: z.string(), year: z.number().int().nullable() });
export const awardSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * The language section (spec §3): native language, English levels and certificates, Japanese
 * speaking level, experience and use at work, JLPT, other languages with their level.
 */
export const languageSectionRequestSchema = languagesRequestSchema
  .extend({
    japanese_language_level: masterId,
    japanese_experience_id: optionalMasterId,
    uses_japanese_at_work: z.boolean({ error: V.invalidType }).nullable().optional(),
    jlpt: masterId,
  })
  .strict();
export type LanguageSectionRequest = z.infer<typeof languageSectionRequestSchema>;
