import { type Experience, experienceRequestSchema } from '@hashi/shared/experience.schema';
import type { z } from 'zod';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { blankAsNull, preparedResolver } from '../../components/use-section-save.ts';

export type ExperienceValues = z.input<typeof experienceRequestSchema>;
export type ExperienceOutput = z.output<typeof experienceRequestSchema>;

/** The form checks what the server checks: one schema (spec §5 work experience rules). */
export const experienceResolver = preparedResolver(
  zodFormResolver(experienceRequestSchema),
  blankAsNull<ExperienceValues>(['period_to']),
);

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
  'projects',
] as const satisfies readonly (keyof ExperienceValues)[];

/** A saved entry as form values, or an empty one; reference ids stay null until chosen. */
export function experienceDefaults(entry: Experience | null): ExperienceValues {
  const none = null as unknown as number;
  return {
    company_name: entry?.company_name ?? '',
    industry_id: entry?.industry_id ?? none,
    is_japanese_company: entry?.is_japanese_company ?? false,
    employment_type_id: entry?.employment_type_id ?? none,
    job_title: entry?.job_title ?? '',
    company_size_id: entry?.company_size_id ?? none,
    period_from: entry?.period_from ?? '',
    period_to: entry?.period_to ?? '',
    is_current: entry?.is_current ?? false,
    work_detail: entry?.work_detail ?? '',
    it_skills: entry?.it_skills ?? '',
    role_and_size: entry?.role_and_size ?? '',
    projects: entry?.projects ?? '',
  };
}
