import { companyThreadListResponseSchema, THREADS_PER_PAGE } from '@hashi/shared/messaging.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

export const THREADS_KEY = ['employer', 'messages', 'threads'] as const;

/** The inbox's filters as the page's address holds them. */
export type ThreadFilters = { job_posting_id: number | null; unread: boolean; q: string; page: number };

/** GET /api/v1/employer/messages/threads: one page of the company's threads, newest message first. */
export const companyThreadsQuery = (filters: ThreadFilters) =>
  queryOptions({
    queryKey: [...THREADS_KEY, filters] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filters.page), per_page: String(THREADS_PER_PAGE) });
      if (filters.job_posting_id) query.set('job_posting_id', String(filters.job_posting_id));
      if (filters.unread) query.set('unread', 'true');
      if (filters.q) query.set('q', filters.q);
      return apiFetch(`/api/v1/employer/messages/threads?${query}`, {
        schema: companyThreadListResponseSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
