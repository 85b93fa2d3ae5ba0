import {
  type CompanyConversationResponse,
  companyConversationResponseSchema,
  type Message,
  messageResponseSchema,
  type SendMessageInput,
  type UnreadMessagesResponse,
  unreadMessagesResponseSchema,
} from '@hashi/shared/messaging.schema';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer/messages/threads';
const path = (code: string) => `${BASE}/${encodeURIComponent(code)}`;

export type ConversationPage = CompanyConversationResponse['data'];
export type ConversationData = InfiniteData<ConversationPage, number | null>;

export const conversationKey = (code: string) => ['employer', 'messages', 'conversation', code] as const;

/**
 * GET …/threads/{code}: the newest 50 messages first, then earlier pages on request (`before` the
 * oldest id shown). Each page holds its messages oldest first.
 */
export const conversationQuery = (code: string) =>
  infiniteQueryOptions({
    queryKey: conversationKey(code),
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam === null ? '' : `?before=${pageParam}`;
      return (await apiFetch(`${path(code)}${query}`, { schema: companyConversationResponseSchema, signal })).data;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page: ConversationPage) =>
      page.has_earlier && page.messages[0] ? page.messages[0].id : undefined,
    meta: { silent: true },
  });

/** Every loaded message, oldest first (the pages run newest to oldest). */
export function allMessages(data: { pages: ConversationPage[] } | undefined): Message[] {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages);
}

/** The new (or, for a resend of the same client id, the stored) message, added to the newest page once. */
export function withSentMessage(data: ConversationData | undefined, message: Message): ConversationData | undefined {
  const [newest, ...rest] = data?.pages ?? [];
  if (!data || !newest || allMessages(data).some((m) => m.id === message.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...rest] };
}

/** Where the thread's files are uploaded, one per request, before the send (ADR 0025). */
export const attachmentsUrl = (code: string) => `${path(code)}/attachments`;
/** Where a finished resumable upload of a video is claimed as a draft of the thread (ADR 0025 revision). */
export const resumableAttachmentUrl = (code: string) => `${attachmentsUrl(code)}/resumable`;

/** POST …/threads/{code}/messages: 201 new, 200 when this client id was already stored. */
export async function sendMessage(code: string, input: SendMessageInput): Promise<Message> {
  return (await apiFetch(`${path(code)}/messages`, { method: 'POST', body: input, schema: messageResponseSchema }))
    .data;
}

/** POST …/threads/{code}/read: read up to this message; answers the company's new unread counts. */
export async function markThreadRead(code: string, lastMessageId: number): Promise<UnreadMessagesResponse['data']> {
  return (
    await apiFetch(`${path(code)}/read`, {
      method: 'POST',
      body: { last_message_id: lastMessageId },
      schema: unreadMessagesResponseSchema,
    })
  ).data;
}
