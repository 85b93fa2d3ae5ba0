import { unreadMessagesResponseSchema } from '@hashi/shared/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { MESSAGES_UNREAD_QUERY_KEY } from '../../shell/api/use-unread-counts.ts';
import { THREADS_ROOT } from './query-keys.ts';
import { MESSAGES_API } from './threads.ts';

/** POST …/threads/{code}/read: read up to the newest message shown; answers the applicant's unread counts. */
export async function markThreadRead(code: string, lastMessageId: number) {
  const path = `${MESSAGES_API}/threads/${encodeURIComponent(code)}/read`;
  return apiFetch(path, {
    method: 'POST',
    body: { last_message_id: lastMessageId },
    schema: unreadMessagesResponseSchema,
  });
}

/** The badge takes the count the read mark answers; the thread list is asked again for its counts. */
export function useMarkRead(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) => markThreadRead(code, lastMessageId),
    // A read mark that fails is retried by the next one; it is never worth a dialog.
    meta: { silent: true },
    onSuccess: async (counts) => {
      // A count asked before this read mark must not land after it and bring the old number back.
      await client.cancelQueries({ queryKey: MESSAGES_UNREAD_QUERY_KEY });
      client.setQueryData(MESSAGES_UNREAD_QUERY_KEY, counts);
      void client.invalidateQueries({ queryKey: THREADS_ROOT });
    },
  });
}
