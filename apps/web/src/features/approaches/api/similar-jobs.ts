import { type JobPostingCardList, jobPostingCardListResponseSchema } from '@hashi/shared/job-search.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

const SHOWN = 5;

/** GET /api/v1/customer-job-postings/similar-to-applied: open postings like the one applied to. */
export function getSimilarJobs(postingId: number, signal?: AbortSignal): Promise<JobPostingCardList> {
  return apiFetch(`/api/v1/customer-job-postings/similar-to-applied?job_posting_id=${postingId}&limit=${SHOWN}`, {
    schema: jobPostingCardListResponseSchema,
    signal,
  });
}

export function useSimilarJobs(postingId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['job-postings', 'similar', i18n.language, postingId] as const,
    queryFn: ({ signal }) => getSimilarJobs(postingId ?? 0, signal),
    enabled: postingId !== null,
    meta: { silent: true },
  });
}
