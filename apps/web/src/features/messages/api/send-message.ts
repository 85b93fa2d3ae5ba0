import type { Attachment } from '@hashi/shared/message-attachment.schema';
import { type Message, messageResponseSchema } from '@hashi/shared/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import type { ConversationPages } from './conversation.ts';
import { conversationKey, refreshThreads } from './query-keys.ts';
import { MESSAGES_API } from './threads.ts';

/** A text, the uploaded drafts that go with it (ADR 0025), and the client id of this attempt. */
export type SendVariables = { body: string; clientId: string; attachments: Attachment[] };

/**
 * POST …/threads/{code}/messages. The client id makes a resend harmless: the server answers the
 * message it already stored (200) instead of storing it twice (201).
 */
export async function sendMessage(code: string, { body, clientId, attachments }: SendVariables): Promise<Message> {
  const path = `${MESSAGES_API}/threads/${encodeURIComponent(code)}/messages`;
  const response = await apiFetch(path, {
    method: 'POST',
    body: { body, client_id: clientId, attachment_ids: attachments.map((file) => file.id) },
    schema: messageResponseSchema,
  });
  return response.data;
}

/** The newest page gains the sent message (once, even when a resend answers one already shown). */
export function withSentMessage(pages: ConversationPages | undefined, message: Message) {
  const [newest, ...earlier] = pages?.pages ?? [];
  if (!pages || !newest || pages.pages.some((page) => page.messages.some((m) => m.id === message.id))) return pages;
  return { ...pages, pages: [{ ...newest, messages: [...newest.messages, message] }, ...earlier] };
}

/** Everything but a 401 is explained under the message box; a 401 goes to the shell's login dialog. */
const SHOWN_HERE = [0, 403, 404, 409, 422, 429, 500, 502, 503, 504].map((status) => ({ status }));

export function useSendMessage(code: string) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (variables: SendVariables) => sendMessage(code, variables),
    meta: { handledErrors: SHOWN_HERE },
    onSuccess: (message) => {
      client.setQueryData<ConversationPages>(conversationKey(code, i18n.language), (pages) =>
        withSentMessage(pages, message),
      );
    },
    onError: (error) => {
      // The posting closed or the thread changed meanwhile: the page shows why it cannot write.
      if (isApiError(error) && (error.status === 403 || error.status === 409)) {
        void client.invalidateQueries({ queryKey: conversationKey(code, i18n.language) });
      }
    },
    onSettled: () => refreshThreads(client),
  });
}
