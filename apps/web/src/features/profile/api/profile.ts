import { type Profile, profileResponseSchema } from '@hashi/shared/profile.schema';
import { queryOptions, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/** Every profile query starts with this key, so one invalidation refreshes them all. */
export const PROFILE_QUERY_ROOT = ['profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await apiFetch('/api/v2/applicant/profile', { schema: profileResponseSchema, signal });
  return response.data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: [...PROFILE_QUERY_ROOT, 'me'] as const, queryFn: ({ signal }) => getProfile(signal) });

/** GET /api/v2/applicant/profile: every section of the caller's profile (spec §7 applicant v2). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * After any profile change: the profile, its preview and the applicant record (name, photo,
 * completion rate in the shell) are refetched.
 */
export async function refreshProfileQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: ['auth', 'applicant'] }),
  ]);
}
