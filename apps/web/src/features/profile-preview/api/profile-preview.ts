import { profilePreviewResponseSchema } from '@hashi/shared/profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';
import { PROFILE_QUERY_ROOT } from '../../profile/api/profile.ts';

export type ProfilePreview = z.infer<typeof profilePreviewResponseSchema>;

export function getProfilePreview(signal?: AbortSignal): Promise<ProfilePreview> {
  return apiFetch('/api/v2/applicant/profile/preview', { schema: profilePreviewResponseSchema, signal });
}

/**
 * Under the profile root, so any profile save refreshes it; keyed by language, as the labels come
 * in the language of the request.
 */
export const profilePreviewQueryOptions = () =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, 'preview', i18next.language] as const,
    queryFn: ({ signal }) => getProfilePreview(signal),
  });

/** GET /api/v2/applicant/profile/preview: the profile as a company reads it, with reference names. */
export function useProfilePreview() {
  return useQuery(profilePreviewQueryOptions());
}
