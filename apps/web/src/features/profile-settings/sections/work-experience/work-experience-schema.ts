import { type Experience, experienceRequestSchema } from '@hashi/shared/experience.schema';
import type { z } from 'zod';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { experienceFormSchema } from '../../../profile/experience-form-schema.ts';
import { blankAsNull, preparedResolver } from '../../components/use-section-save.ts';

export type ExperienceValues = z.input<typeof experienceFormSchema>;
export type ExperienceOutput = z.output<typeof experienceFormSchema>;

/** The form checks what the server checks (spec §5 work experience rules). */
export const experienceResolver = preparedResolver(
  zodFormResolver(experienceFormSchema),
  blankAsNull<ExperienceValues>(['period_to']),
);

/** Where a 422's messages can go: every field of the experience. */
export const EXPERIENCE_FIELDS = experienceRequestSchema.keyof().options;

/** A saved entry as form values, or an empty one; reference ids stay null until chosen. */
export function experienceDefaults(entry: Experience | null): ExperienceValues {
  return {
    company_name: entry?.company_name ?? '',
    industry_id: entry?.industry_id ?? null,
    is_japanese_company: entry?.is_japanese_company ?? false,
    employment_type_id: entry?.employment_type_id ?? null,
    job_title: entry?.job_title ?? '',
    company_size_id: entry?.company_size_id ?? null,
    period_from: entry?.period_from ?? '',
    period_to: entry?.period_to ?? '',
    is_current: entry?.is_current ?? false,
    work_detail: entry?.work_detail ?? '',
    it_skills: entry?.it_skills ?? '',
    role_and_size: entry?.role_and_size ?? '',
    projects: entry?.projects ?? '',
  };
}
