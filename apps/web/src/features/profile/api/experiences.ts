import { EXPERIENCES_PER_PAGE } from '@hashi/shared/constants';
import {
  type ExperienceRequest,
  experienceItemResponseSchema,
  experienceListResponseSchema,
} from '@hashi/shared/experience.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { PROFILE_QUERY_ROOT } from './profile.ts';

const URL = '/api/v1/applicant-experiences';

/**
 * POST applicant-experiences/search: the caller's work experiences, current first, then by end and
 * start date, newest first, 10 per page (spec §7, §9).
 */
export function searchExperiences(page: number, signal?: AbortSignal) {
  return apiFetch(`${URL}/search`, {
    method: 'POST',
    body: { page, per_page: EXPERIENCES_PER_PAGE },
    schema: experienceListResponseSchema,
    signal,
  });
}

// Under the profile key: every profile save refreshes the list too.
export const experiencesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, 'experiences', page] as const,
    queryFn: ({ signal }) => searchExperiences(page, signal),
  });

export function useExperiencePage(page: number) {
  return useQuery({ ...experiencesQueryOptions(page), placeholderData: keepPreviousData });
}

export function storeExperience(body: ExperienceRequest) {
  return apiFetch(URL, { method: 'POST', body, schema: experienceItemResponseSchema });
}

export function updateExperience(id: number, body: ExperienceRequest) {
  return apiFetch(`${URL}/${id}`, { method: 'PUT', body, schema: experienceItemResponseSchema });
}

export function destroyExperience(id: number) {
  return apiFetch(`${URL}/${id}`, { method: 'DELETE' });
}
