import { z } from 'zod';
import { dateSchema, optionalText } from './profile-fields.ts';
import { requiredString, V } from './validation.ts';

/** Spec §3 inform-of-acceptance form: limits of its fields. */
export const INFORM_COMPANY_NAME_MAX = 255;
export const INFORM_ABOUT_SERVICE_MAX = 2000;
/** Annual salary in JPY: a positive whole number of yen, at most one billion. */
export const INFORM_SALARY_MAX = 1_000_000_000;

/** The form sends what was typed ("6,000,000"); the API takes a JSON number. Both reach the same rule. */
const salarySchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[,\s¥円]/g, '');
    return digits === '' ? undefined : Number(digits);
  },
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.required : V.number) })
    .int({ error: V.integer })
    .min(1, { error: V.invalidValue })
    .max(INFORM_SALARY_MAX, { error: V.invalidValue }),
);

/**
 * POST /api/v1/applicants/inform-of-acceptance: the applicant tells us they accepted a job offer
 * (spec §2 account settings "inform", §3 form): company name, start date, annual salary (JPY) and,
 * optionally, what they think of the service.
 */
export const informAcceptanceRequestSchema = z
  .object({
    company_name: requiredString(INFORM_COMPANY_NAME_MAX),
    start_date: z.string({ error: V.required }).trim().min(1, { error: V.required }).pipe(dateSchema),
    salary: salarySchema,
    about_service: optionalText(INFORM_ABOUT_SERVICE_MAX),
  })
  .strict();
export type InformAcceptanceRequest = z.infer<typeof informAcceptanceRequestSchema>;
export type InformAcceptanceInput = z.input<typeof informAcceptanceRequestSchema>;

export const informAcceptanceSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  /** YYYY-MM-DD */
  start_date: z.string(),
  salary: z.number().int(),
  about_service: z.string().nullable(),
  created_at: z.string(),
});
export type InformAcceptance = z.infer<typeof informAcceptanceSchema>;

/** 201: the saved report and a thank-you message in the request's language. */
export const informAcceptanceResponseSchema = z.object({ message: z.string(), data: informAcceptanceSchema });
