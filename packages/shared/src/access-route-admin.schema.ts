import { z } from 'zod';
import { paginated, queryPageFields, RECORD_ID_MAX } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * The admin console's access routes (issue 12, ADR 0032): the UTM combinations of spec §9 and
 * their channel labels, a report of sign-ups by channel and month, and the applicant's answer to
 * "how did you hear of Hashi?" (the `channels` list, asked once).
 */

const utm = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });
const optionalUtm = z
  .string({ error: V.invalidType })
  .trim()
  .max(255, { error: V.maxChars })
  .nullish()
  .transform((v) => (v ? v : null));

/** One row of the mapping: source, medium and campaign required; term and content empty = any. */
export const accessRouteInputSchema = z
  .object({
    utm_source: utm(255),
    utm_medium: utm(255),
    utm_campaign: utm(255),
    utm_term: optionalUtm,
    utm_content: optionalUtm,
    label: utm(255),
  })
  .strict();
export type AccessRouteInput = z.infer<typeof accessRouteInputSchema>;

export const accessRouteSchema = z.object({
  id: z.number().int(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
  label: z.string(),
});
export type AccessRoute = z.infer<typeof accessRouteSchema>;

export const accessRouteListQuerySchema = z.object(queryPageFields({ perPage: 50, maxPage: 10_000 }));
export const accessRouteListResponseSchema = paginated(accessRouteSchema);
export const accessRouteResponseSchema = z.object({ data: accessRouteSchema });

/** What a sign-up report counts by: the access route (UTM → label) or the applicant's own answer. */
export const SIGNUP_REPORT_DIMENSIONS = ['access_route', 'channel'] as const;
export type SignupReportDimension = (typeof SIGNUP_REPORT_DIMENSIONS)[number];

const month = z
  .string({ error: V.invalidType })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: V.invalidValue })
  .refine((m) => m >= '2000-01' && m <= '2999-12', { error: V.invalidValue });

/** GET /api/v1/admin/access-routes/report[.csv]: months YYYY-MM (Japan time), both included. */
export const signupReportQuerySchema = z
  .object({
    from: month.optional(),
    to: month.optional(),
    by: z.enum(SIGNUP_REPORT_DIMENSIONS, { error: V.invalidValue }).default('access_route'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: V.periodOrder, path: ['to'] });
export type SignupReportQuery = z.infer<typeof signupReportQuerySchema>;
/** The report's query as a client sends it: months left out take the default range. */
export type SignupReportRequest = z.input<typeof signupReportQuerySchema>;

export const signupReportRowSchema = z.object({
  month: z.string(),
  /** The channel label; null: sign-ups that carried none (or gave no answer). */
  label: z.string().nullable(),
  sign_ups: z.number().int(),
});
export type SignupReportRow = z.infer<typeof signupReportRowSchema>;

export const signupReportResponseSchema = z.object({
  data: z.array(signupReportRowSchema),
  from: z.string(),
  to: z.string(),
  by: z.enum(SIGNUP_REPORT_DIMENSIONS),
});
export type SignupReport = z.infer<typeof signupReportResponseSchema>;

/** PUT /api/v1/applicants/channel: the answer, or null to pass over the question. */
export const channelAnswerSchema = z
  .object({
    channel_id: z
      .number({ error: V.invalidType })
      .int({ error: V.invalidType })
      .min(1, { error: V.invalidValue })
      .max(RECORD_ID_MAX, { error: V.invalidValue })
      .nullable(),
  })
  .strict();
export type ChannelAnswer = z.infer<typeof channelAnswerSchema>;

export const channelStateSchema = z.object({
  /** Whether the question was answered or passed over: it is asked once. */
  answered: z.boolean(),
  channel_id: z.number().int().nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;
export const channelStateResponseSchema = z.object({ data: channelStateSchema });
