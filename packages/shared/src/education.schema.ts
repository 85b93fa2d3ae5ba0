import { z } from 'zod';
import { RECORD_ID_MAX } from './api.schema.ts';
import { monthSchema, optionalHttpUrl, optionalMasterId, optionalText } from './profile-fields.ts';
import { requiredString, V } from './validation.ts';

/** Education (spec §3, §5): the school URL, when given, is a full http(s) URL; at most 7 entries. */
const educationFields = z
  .object({
    school_name: requiredString(255),
    school_url: optionalHttpUrl,
    educational_level_id: optionalMasterId,
    major: optionalText(255),
    location: optionalText(255),
    period_from: monthSchema.nullable().optional(),
    period_to: monthSchema.nullable().optional(),
    is_current: z.boolean({ error: V.invalidType }).default(false),
  })
  .strict();

type Period = { period_from?: string | null | undefined; period_to?: string | null | undefined };

function checkPeriod(value: Period, ctx: z.RefinementCtx): void {
  if (value.period_from && value.period_to && value.period_to < value.period_from) {
    ctx.addIssue({ code: 'custom', message: V.periodOrder, path: ['period_to'] });
  }
}

export const educationRequestSchema = educationFields.superRefine(checkPeriod);
export type EducationRequest = z.infer<typeof educationRequestSchema>;

/**
 * An entry of the sync list (spec §4 education): `id` 0 is an entry the applicant has not saved
 * yet; `deleted` removes it — outright when unsaved (nothing to keep), softly (restorable) when saved.
 */
export const educationSyncItemSchema = educationFields
  .extend({
    id: z.number().int().min(0).max(RECORD_ID_MAX).default(0),
    deleted: z.boolean().default(false),
  })
  .superRefine(checkPeriod);

export const educationListSchema = z.array(educationSyncItemSchema, { error: V.invalidType });

export const educationSyncRequestSchema = z.object({ educations: educationListSchema }).strict();

export const educationSchema = z.object({
  id: z.number().int(),
  school_name: z.string(),
  school_url: z.string().nullable(),
  educational_level_id: z.number().int().nullable(),
  major: z.string().nullable(),
  location: z.string().nullable(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  is_current: z.boolean(),
  /** Set on a removed entry (listed with `include_deleted`), which can be restored. */
  deleted_at: z.string().nullable(),
});
export type Education = z.infer<typeof educationSchema>;

export const educationListResponseSchema = z.object({ data: z.array(educationSchema) });
export const educationItemResponseSchema = z.object({ data: educationSchema });
export const educationIndexQuerySchema = z.object({
  include_deleted: z.enum(['true', 'false', '1', '0']).optional(),
});
