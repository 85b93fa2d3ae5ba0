import { z } from 'zod';

/**
 * CV auto-fill (`POST /api/v1/applicants/parseFile` and `parseUrl`). The server reads the CV in
 * memory, proposes values and saves nothing: the applicant reviews each proposal and the profile
 * forms save what they accept. Every proposal names where it came from, so that the review screen
 * can show the CV's own words beside the value.
 */

/** Spec §5 and §9: a CV file is at most 5 MB (5,242,880 bytes), one file at a time. */
export const CV_FILE_MAX_BYTES = 5_242_880;

/** The line of the CV's text a value was read from (1-based; the text as extracted, NFKC-normalized). */
export const cvSourceSchema = z.object({
  text: z.string(),
  line: z.number().int().min(1),
});
export type CvSource = z.infer<typeof cvSourceSchema>;

/** One proposed value of a single-valued field; the field is the key it sits under. */
const proposal = <T extends z.ZodType>(value: T) => z.object({ value, source: cvSourceSchema }).nullable();

/**
 * A month as the profile stores periods (`YYYY/MM`), or `YYYY` alone when the CV gives only the
 * year: the form then asks for the month instead of guessing one.
 */
export const cvMonthSchema = z.string().regex(/^\d{4}(\/(0[1-9]|1[0-2]))?$/);

const idName = z.object({ id: z.number().int(), name: z.string() });

export const cvBasicProposalsSchema = z.object({
  first_name: proposal(z.string()),
  last_name: proposal(z.string()),
  furigana_first_name: proposal(z.string()),
  furigana_last_name: proposal(z.string()),
  /** `YYYY-MM-DD`; Japanese era dates (平成2年4月1日) converted to the Gregorian calendar. */
  date_of_birth: proposal(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  gender: proposal(z.enum(['male', 'female', 'other'])),
  /** A row of the nationalities list, named in the request's language. */
  nationality: proposal(idName),
});
export type CvBasicProposals = z.infer<typeof cvBasicProposalsSchema>;

/** Basic information with nothing proposed: where reading a CV starts. */
export function noBasicProposals(): CvBasicProposals {
  return {
    first_name: null,
    last_name: null,
    furigana_first_name: null,
    furigana_last_name: null,
    date_of_birth: null,
    gender: null,
    nationality: null,
  };
}

export const cvContactProposalsSchema = z.object({
  email: proposal(z.string()),
  /** `country_code` like '+81' when the CV writes one; `number` as written, without it. */
  phone: proposal(z.object({ country_code: z.string().nullable(), number: z.string() })),
});

export const cvEducationProposalSchema = z.object({
  school_name: z.string(),
  major: z.string().nullable(),
  /** A row of educational-levels, read from the degree or the kind of school; null when unclear. */
  educational_level_id: z.number().int().nullable(),
  start: cvMonthSchema.nullable(),
  end: cvMonthSchema.nullable(),
  currently_studying: z.boolean(),
  source: cvSourceSchema,
});

export const cvWorkExperienceProposalSchema = z.object({
  company_name: z.string(),
  job_title: z.string().nullable(),
  period_from: cvMonthSchema.nullable(),
  /** Null while `is_current`. */
  period_to: cvMonthSchema.nullable(),
  is_current: z.boolean(),
  source: cvSourceSchema,
});

export const cvSkillProposalSchema = z.object({ skill_id: z.number().int(), name: z.string(), source: cvSourceSchema });

export const cvLanguageProposalSchema = z.object({
  language_id: z.number().int(),
  name: z.string(),
  /** A row of writing-levels (1 native … 5 greetings) when the line says how well; else null. */
  level_id: z.number().int().nullable(),
  source: cvSourceSchema,
});

export const cvJlptProposalSchema = z.object({
  /** jlpt-score-levels id, which is the level's number (N2 → 2). */
  jlpt_score_level_id: z.number().int().min(1).max(5),
  name: z.string(),
  source: cvSourceSchema,
});

export const cvLicenseProposalSchema = z.object({
  name: z.string(),
  year: z.number().int().nullable(),
  /** The IT certificate this line names, when it names one of the list. */
  it_certificate_id: z.number().int().nullable(),
  source: cvSourceSchema,
});

export const cvProposalsSchema = z.object({
  basic: cvBasicProposalsSchema,
  contact: cvContactProposalsSchema,
  educations: z.array(cvEducationProposalSchema),
  work_experiences: z.array(cvWorkExperienceProposalSchema),
  skills: z.array(cvSkillProposalSchema),
  languages: z.array(cvLanguageProposalSchema),
  jlpt: cvJlptProposalSchema.nullable(),
  licenses: z.array(cvLicenseProposalSchema),
});
export type CvProposals = z.infer<typeof cvProposalsSchema>;

export const cvParseResponseSchema = z.object({
  /** Characters of text read from the CV (after the cap). */
  text_length: z.number().int(),
  /** True when the CV was longer than the server reads (pages or characters). */
  truncated: z.boolean(),
  /** The CV's main language, from its script: Japanese, English (Latin) or both in good measure. */
  language: z.enum(['ja', 'en', 'mixed']),
  proposals: cvProposalsSchema,
});
export type CvParseResponse = z.infer<typeof cvParseResponseSchema>;

export const cvParseUrlRequestSchema = z.object({
  url: z.string().trim().min(1).max(2048).url({ message: 'validation.url' }),
});
export type CvParseUrlRequest = z.infer<typeof cvParseUrlRequestSchema>;
