import { conversationResponseSchema } from '@hashi/shared/messaging.schema';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * The company of the interview's thread (GET /api/v2/customer/messages/threads/{code}), to say who
 * asked and who receives the answers; the page reads well without it while it loads or if it fails.
 */
export function useInterviewCompany(threadCode: string | undefined) {
  return useQuery({
    queryKey: ['video-interview-thread', threadCode],
    queryFn: async ({ signal }) => {
      const path = `/api/v2/customer/messages/threads/${encodeURIComponent(threadCode ?? '')}`;
      return (await apiFetch(path, { schema: conversationResponseSchema, signal })).data.thread.company.name;
    },
    enabled: Boolean(threadCode),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
