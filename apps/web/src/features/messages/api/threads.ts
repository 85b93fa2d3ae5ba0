import { THREADS_PER_PAGE, type ThreadListResponse, threadListResponseSchema } from '@hashi/shared/messaging.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';
import { THREADS_ROOT } from './query-keys.ts';

export const MESSAGES_API = '/api/v2/customer/messages';

/** What the thread list asks for: a page, a search word (company or posting), unread threads only. */
export type ThreadFilter = { page: number; q: string; unread: boolean };

export function threadsPath({ page, q, unread }: ThreadFilter): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(THREADS_PER_PAGE) });
  if (q) params.set('q', q);
  if (unread) params.set('unread', 'true');
  return `${MESSAGES_API}/threads?${params}`;
}

/** GET …/threads: the applicant's threads, newest message first (ADR 0023). */
export function getThreads(filter: ThreadFilter, signal?: AbortSignal): Promise<ThreadListResponse> {
  return apiFetch(threadsPath(filter), { schema: threadListResponseSchema, signal });
}

export function useThreads(filter: ThreadFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...THREADS_ROOT, i18n.language, filter] as const,
    queryFn: ({ signal }) => getThreads(filter, signal),
    placeholderData: keepPreviousData,
    // Opening the list shows it as it is now: a message may have arrived since.
    refetchOnMount: 'always',
    // The page shows its own failure with a retry.
    meta: { silent: true },
  });
}
