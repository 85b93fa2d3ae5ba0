import { type Preference, type PreferenceRequest, preferenceSchema } from '@hashi/shared/preference.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';
import { PROFILE_QUERY_ROOT } from '../../profile/api/profile.ts';

const PATH = '/api/v1/applicant-preferences';
const responseSchema = z.object({ data: preferenceSchema });

export async function getPreferences(signal?: AbortSignal): Promise<Preference> {
  return (await apiFetch(PATH, { schema: responseSchema, signal })).data;
}

/** Under the profile root: the preference form of /profile-settings and this page refresh each other. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, 'preferences'] as const,
    queryFn: ({ signal }) => getPreferences(signal),
  });

/** GET applicant-preferences: where the e-mail notification choices are kept (`email_notification_ids`). */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/**
 * PUT applicant-preferences saves the whole section, so the e-mail choices are sent with the rest
 * of the preferences exactly as they were read.
 */
export async function saveEmailNotifications(current: Preference, ids: number[]): Promise<Preference> {
  const body: PreferenceRequest = {
    job_search_status_id: current.job_search_status_id,
    prefecture_ids: current.prefecture_ids,
    remote_from_overseas: current.remote_from_overseas,
    industry_ids: current.industry_ids,
    job_position_ids: current.job_position_ids,
    employment_type_id: current.employment_type_id,
    minimum_salary: current.minimum_salary,
    appeal_point_ids: current.appeal_point_ids,
    character_pairs: current.character_pairs,
    email_notification_ids: ids,
  };
  return (await apiFetch(PATH, { method: 'PUT', body, schema: responseSchema })).data;
}
