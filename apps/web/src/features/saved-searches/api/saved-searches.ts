import { messageResponseSchema } from '@hashi/shared/api.schema';
import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import {
  type SavedSearch,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '@hashi/shared/saved-search.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const PATH = '/api/v1/saved-searches';
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const response = await apiFetch(PATH, { schema: savedSearchListResponseSchema, signal });
  return response.data as SavedSearch[];
}

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: SAVED_SEARCHES_KEY, queryFn: ({ signal }) => getSavedSearches(signal) });

/** GET saved-searches: the applicant's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

type Saved = { message: string; data: SavedSearch };

export async function createSavedSearch(input: { name: string; conditions: JobSearchFilters }): Promise<Saved> {
  return (await apiFetch(PATH, { method: 'POST', body: input, schema: savedSearchResponseSchema })) as Saved;
}

export async function renameSavedSearch(id: number, name: string): Promise<Saved> {
  return (await apiFetch(`${PATH}/${id}`, {
    method: 'PUT',
    body: { name },
    schema: savedSearchResponseSchema,
  })) as Saved;
}

export async function setSavedSearchAlert(id: number, enabled: boolean): Promise<Saved> {
  return (await apiFetch(`${PATH}/${id}/alert`, {
    method: 'PUT',
    body: { alert_enabled: enabled },
    schema: savedSearchResponseSchema,
  })) as Saved;
}

export async function deleteSavedSearch(id: number): Promise<{ message: string }> {
  return apiFetch(`${PATH}/${id}`, { method: 'DELETE', schema: messageResponseSchema });
}

/** Every change refreshes the list. */
function useSavedSearchMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export const useCreateSavedSearch = () => useSavedSearchMutation(createSavedSearch);
export const useRenameSavedSearch = () =>
  useSavedSearchMutation((v: { id: number; name: string }) => renameSavedSearch(v.id, v.name));
export const useSavedSearchAlert = () =>
  useSavedSearchMutation((v: { id: number; enabled: boolean }) => setSavedSearchAlert(v.id, v.enabled));
export const useDeleteSavedSearch = () => useSavedSearchMutation((id: number) => deleteSavedSearch(id));
