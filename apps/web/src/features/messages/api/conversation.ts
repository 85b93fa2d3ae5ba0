import { POLLING_MS } from '@hashi/shared/constants';
import { type ConversationResponse, conversationResponseSchema } from '@hashi/shared/messaging.schema';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';
import { useLivePolling } from '../../../lib/live/live.tsx';
import { conversationKey } from './query-keys.ts';
import { MESSAGES_API } from './threads.ts';

export type Conversation = ConversationResponse['data'];
export type ConversationPages = InfiniteData<Conversation, number | null>;

/** GET …/threads/{code}: the newest 50 messages, or the 50 before message `before` (oldest first). */
export async function getConversation(code: string, before: number | null, signal?: AbortSignal) {
  const query = before === null ? '' : `?before=${before}`;
  const path = `${MESSAGES_API}/threads/${encodeURIComponent(code)}${query}`;
  return (await apiFetch(path, { schema: conversationResponseSchema, signal })).data;
}

/**
 * A conversation as pages: the first is the newest, each next one the messages before it. A refetch
 * (polling, after a reply) asks the pages again from the newest, so none overlap or leave a gap.
 */
export function useConversation(code: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: conversationKey(code, i18n.language),
    queryFn: ({ pageParam, signal }) => getConversation(code, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.has_earlier && page.messages[0] ? page.messages[0].id : undefined),
    // New messages arrive live (ADR 0028); spec §9's 5-minute polling stands in while the stream
    // is down. Opening a conversation always asks again.
    refetchInterval: useLivePolling(POLLING_MS),
    staleTime: 0,
    // The page shows a 404 as the kit's not-found page and other failures with a retry.
    meta: { silent: true },
  });
}
