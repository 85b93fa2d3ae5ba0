import { POLLING_MS } from '@hashi/shared/constants';
import { type UnreadMessagesResponse, unreadMessagesResponseSchema } from '@hashi/shared/messaging.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { useLivePolling } from '../../../lib/live/live.tsx';

/** A read mark answers the new counts; the conversation puts them here, so the badge follows at once. */
export const EMPLOYER_UNREAD_KEY = ['employer', 'messages', 'unread'] as const;

export const employerUnreadQuery = queryOptions({
  queryKey: EMPLOYER_UNREAD_KEY,
  queryFn: async ({ signal }): Promise<UnreadMessagesResponse['data']> =>
    (await apiFetch('/api/v1/employer/messages/unread', { schema: unreadMessagesResponseSchema, signal })).data,
  refetchInterval: POLLING_MS,
  // A badge that cannot be counted stays hidden; it is never worth an error over the page.
  meta: { silent: true },
});

/** The company's unread messages and the threads that hold them: live, polled every POLLING_MS (spec §9) while the stream is down. */
export function useEmployerUnread() {
  return useQuery({ ...employerUnreadQuery, refetchInterval: useLivePolling(POLLING_MS) });
}
