import { experienceRequestSchema, type ExperienceRequest, type Experience } from '@hashi/shared/experience.schema';
import { monthSchema } from '@hashi/shared/profile-fields';
import { V } from '@hashi/shared/validation';
import { z } from 'zod';
import { requiredPick } from '../../../components/form/form-values.ts';

/**
 * One work experience as the editor holds it: the shared request's fields and messages (spec §5:
 * required fields, work detail ≤ 4000 and changed from its template), with empty starting values,
 * plus two choices that are not part of the experience — which job role's template to start
 * from, and whether to hide the profile from a current employer.
 */
const shape = experienceRequestSchema.shape;
export const experienceFormSchema = z
  .object({
    ...shape,
    industry_id: requiredPick,
    employment_type_id: requiredPick,
    company_size_id: requiredPick,
    period_to: monthSchema.nullable().optional(),
    template_role_id: z.number().int().nullable().optional(),
    exclude_company: z.boolean(),
  })
  .superRefine((value, ctx) => {
    // The same period rule as the shared schema: "to" may be empty only while current, and not before "from".
    if (!value.period_to) {
      if (!value.is_current) ctx.addIssue({ code: 'custom', message: V.required, path: ['period_to'] });
    } else if (value.period_to < value.period_from) {
      ctx.addIssue({ code: 'custom', message: V.periodOrder, path: ['period_to'] });
    }
  });
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;
export type ExperienceFormOutput = z.output<typeof experienceFormSchema>;

export const EXPERIENCE_FIELDS = [
  'company_name',
  'industry_id',
  'is_japanese_company',
  'employment_type_id',
  'job_title',
  'company_size_id',
  'period_from',
  'period_to',
  'is_current',
  'work_detail',
  'it_skills',
  'role_and_size',
] as const;

/** The editor's answers as the experience resource takes them; `projects` is not asked here and is kept. */
export function experienceBody(values: ExperienceFormOutput, existing?: Experience): ExperienceRequest {
  const { template_role_id: _template, exclude_company: _exclude, ...experience } = values;
  return {
    ...experience,
    period_to: experience.period_to ?? null,
    projects: existing?.projects ?? null,
  };
}
