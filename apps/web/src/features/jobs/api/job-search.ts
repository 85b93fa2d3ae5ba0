import {
  type JobSearchRequestInput,
  type JobSearchResponse,
  jobSearchResponseSchema,
} from '@hashi/shared/job-search.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * POST /api/v1/customer-job-postings/search (spec §7). Applicants search with their token, guests
 * (/search) with the app token: apiFetch picks whichever the visitor has.
 */
export function searchJobs(request: JobSearchRequestInput, signal?: AbortSignal): Promise<JobSearchResponse> {
  return apiFetch('/api/v1/customer-job-postings/search', {
    method: 'POST',
    body: request,
    schema: jobSearchResponseSchema,
    signal,
  });
}

// The page shows a failed search in place of the results, with a retry: no dialog on top.
const META = { silent: true };

export const jobSearchQueryOptions = (request: JobSearchRequestInput, language: string) =>
  queryOptions({
    queryKey: ['job-postings', 'search', language, request] as const,
    queryFn: ({ signal }) => searchJobs(request, signal),
    meta: META,
  });

/** The results of one search; the previous page stays on screen (dimmed by the caller) while the next loads. */
export function useJobSearch(request: JobSearchRequestInput) {
  const { i18n } = useTranslation();
  return useQuery({ ...jobSearchQueryOptions(request, i18n.language), placeholderData: keepPreviousData });
}
