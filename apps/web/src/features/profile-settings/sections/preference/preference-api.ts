import {
  type excludedCompanyRequestSchema,
  excludedCompanySchema,
  type Preference,
  type preferenceRequestSchema,
  preferenceSchema,
  type workRemotelyRequestSchema,
} from '@hashi/shared/preference.schema';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api/client.ts';

export type PreferenceFormInput = z.input<typeof preferenceRequestSchema>;
export type PreferenceFormOutput = z.output<typeof preferenceRequestSchema>;
export type ExcludedCompany = z.infer<typeof excludedCompanySchema>;

/** PUT /api/v1/applicant-preferences: the whole section, picks deduplicated and capped (15, 5). */
export async function putPreferences(values: PreferenceFormOutput): Promise<Preference> {
  const response = await apiFetch('/api/v1/applicant-preferences', {
    method: 'PUT',
    body: values,
    schema: z.object({ data: preferenceSchema }),
  });
  return response.data;
}

/** PUT /api/v1/applicants/work-remotely: "remote from overseas" on its own, saved as soon as it is switched. */
export async function putWorkRemotely(workRemotely: boolean): Promise<boolean> {
  const body: z.input<typeof workRemotelyRequestSchema> = { work_remotely: workRemotely };
  const response = await apiFetch('/api/v1/applicants/work-remotely', {
    method: 'PUT',
    body,
    schema: z.object({ work_remotely: z.boolean() }),
  });
  return response.work_remotely;
}

/**
 * POST /api/v1/applicant-excluded-companies: a company that must not see the profile — picked
 * (its id) or typed (a company not on Hashi yet), ADR 0040.
 */
export async function addExcludedCompany(
  body: z.output<typeof excludedCompanyRequestSchema>,
): Promise<ExcludedCompany> {
  const response = await apiFetch('/api/v1/applicant-excluded-companies', {
    method: 'POST',
    body,
    schema: z.object({ data: excludedCompanySchema }),
  });
  return response.data;
}

/** DELETE /api/v1/applicant-excluded-companies/{id}. */
export async function removeExcludedCompany(id: number): Promise<void> {
  await apiFetch(`/api/v1/applicant-excluded-companies/${id}`, { method: 'DELETE' });
}

/** The form's values from the saved preferences; "remote from overseas" lives outside the form. */
export function toPreferenceForm(saved: Preference): PreferenceFormInput {
  return {
    job_search_status_id: saved.job_search_status_id,
    prefecture_ids: saved.prefecture_ids,
    industry_ids: saved.industry_ids,
    job_position_ids: saved.job_position_ids,
    employment_type_id: saved.employment_type_id,
    minimum_salary: saved.minimum_salary,
    appeal_point_ids: saved.appeal_point_ids,
    character_pairs: saved.character_pairs,
    email_notification_ids: saved.email_notification_ids,
  };
}

export const PREFERENCE_FIELDS = [
  'job_search_status_id',
  'prefecture_ids',
  'industry_ids',
  'job_position_ids',
  'employment_type_id',
  'minimum_salary',
  'appeal_point_ids',
  'character_pairs',
  'email_notification_ids',
] as const;
