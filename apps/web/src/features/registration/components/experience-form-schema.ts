import {
  checkPeriod,
  type Experience,
  type ExperienceRequest,
  experienceRequestSchema,
} from '@hashi/shared/experience.schema';
import { z } from 'zod';
import { experienceFormFields } from '../../profile/experience-form-schema.ts';

/**
 * One work experience as the wizard's editor holds it: the experience form of profile settings,
 * plus two choices that are not part of the experience — which job role's template to start
 * from, and whether to hide the profile from a current employer.
 */
export const experienceFormSchema = z
  .object({
    ...experienceFormFields,
    template_role_id: z.number().int().nullable().optional(),
    exclude_company: z.boolean(),
  })
  .superRefine(checkPeriod);
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;
export type ExperienceFormOutput = z.output<typeof experienceFormSchema>;

/** Where a 422's messages can go: `projects` is not asked here, so a message about it goes above the form. */
export const EXPERIENCE_FIELDS = experienceRequestSchema.keyof().exclude(['projects']).options;

/** The editor's answers as the experience resource takes them; `projects` is not asked here and is kept. */
export function experienceBody(values: ExperienceFormOutput, existing?: Experience): ExperienceRequest {
  const { template_role_id: _template, exclude_company: _exclude, ...experience } = values;
  return {
    ...experience,
    period_to: experience.period_to ?? null,
    projects: existing?.projects ?? null,
  };
}
