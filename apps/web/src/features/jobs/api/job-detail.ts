import { type JobPostingDetail, jobPostingDetailResponseSchema } from '@hashi/shared/job-posting.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/job-postings/details?id= (spec §7). Guests read with the app token, applicants with theirs. */
export async function getJobDetail(id: number, signal?: AbortSignal): Promise<JobPostingDetail> {
  const response = await apiFetch(`/api/v1/job-postings/details?id=${id}`, {
    schema: jobPostingDetailResponseSchema,
    signal,
  });
  return response.data;
}

// The page shows "not found" itself, in place of the posting; every other failure is the dialog's.
const META = { handledErrors: [{ status: 404 }] };

/** Texts come in the request's language, so the language is part of the key. */
export const jobDetailQueryOptions = (id: number, language: string = i18next.language) =>
  queryOptions({
    queryKey: ['job-postings', 'details', language, id] as const,
    queryFn: ({ signal }) => getJobDetail(id, signal),
    meta: META,
  });

/** The posting in the current language; `id` null (not a valid id) asks nothing. */
export function useJobDetail(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...jobDetailQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
