import { z } from 'zod';
import { bodyPageFields, paginated, RECORD_ID_MAX } from './api.schema.ts';
import { IT_SKILLS_MAX, ROLE_AND_SIZE_MAX, WORK_DETAIL_MAX } from './constants.ts';
import { masterId, monthSchema, optionalText } from './profile-fields.ts';
import { requiredString, V } from './validation.ts';
import { isUnchangedTemplate } from './work-detail-templates.ts';

/**
 * Work experience (spec §3, §5): company, industry, company size, employment type, job title,
 * period from and to (YYYY/MM; "to" may be empty only while current, and not before "from") and
 * work detail are required.
 */
const experienceFields = z
  .object({
    company_name: requiredString(255),
    industry_id: masterId,
    is_japanese_company: z.boolean({ error: V.invalidType }).default(false),
    employment_type_id: masterId,
    job_title: requiredString(255),
    company_size_id: masterId,
    period_from: monthSchema,
    period_to: monthSchema.nullable().optional(),
    is_current: z.boolean({ error: V.invalidType }).default(false),
    work_detail: requiredString(WORK_DETAIL_MAX).refine((s) => !isUnchangedTemplate(s), {
      error: V.workDetailTemplate,
    }),
    it_skills: optionalText(IT_SKILLS_MAX),
    role_and_size: optionalText(ROLE_AND_SIZE_MAX),
    projects: optionalText(WORK_DETAIL_MAX),
  })
  .strict();

type Period = { period_from: string; period_to?: string | null | undefined; is_current: boolean };

/** "To" may be empty only while current, and not before "from" (spec §5); forms that build their own object reuse it. */
export function checkPeriod(value: Period, ctx: z.RefinementCtx): void {
  if (!value.period_to) {
    if (!value.is_current) ctx.addIssue({ code: 'custom', message: V.required, path: ['period_to'] });
    return;
  }
  // YYYY/MM compares correctly as text.
  if (value.period_to < value.period_from) {
    ctx.addIssue({ code: 'custom', message: V.periodOrder, path: ['period_to'] });
  }
}

export const experienceRequestSchema = experienceFields.superRefine(checkPeriod);
export type ExperienceRequest = z.infer<typeof experienceRequestSchema>;

/** In a sync list: `id` of a saved entry to keep and update; absent or 0 for a new one. */
export const experienceSyncItemSchema = experienceFields
  .extend({ id: z.number().int().min(0).max(RECORD_ID_MAX).optional() })
  .superRefine(checkPeriod);

/** The whole list of the work-experience section; entries left out are deleted. At least one (spec §5). */
export const experienceListSchema = z
  .array(experienceSyncItemSchema, { error: V.invalidType })
  .min(1, { error: V.experienceRequired })
  .max(50, { error: V.maxItems });

export const experienceSyncRequestSchema = z.object({ experiences: experienceListSchema }).strict();

export const experienceSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  industry_id: z.number().int(),
  is_japanese_company: z.boolean(),
  employment_type_id: z.number().int(),
  job_title: z.string(),
  company_size_id: z.number().int(),
  period_from: z.string(),
  period_to: z.string().nullable(),
  is_current: z.boolean(),
  work_detail: z.string(),
  it_skills: z.string().nullable(),
  role_and_size: z.string().nullable(),
  projects: z.string().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const experienceListResponseSchema = paginated(experienceSchema);
export const experienceItemResponseSchema = z.object({ data: experienceSchema });
export const experienceSyncResponseSchema = z.object({ data: z.array(experienceSchema) });

/** Advanced search (POST …/search): filters beside the page; the applicant is always the caller. */
export const experienceSearchRequestSchema = z
  .object({
    ...bodyPageFields({ messages: {} }),
    is_current: z.boolean().optional(),
    keyword: z.string().trim().max(255).optional(),
  })
  .strict();
