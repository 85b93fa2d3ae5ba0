import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES_UNREAD_QUERY_KEY } from '../../shell/api/use-unread-counts.ts';

/** Every messages query starts here; the lists and conversations carry the language (texts come translated). */
export const MESSAGES_ROOT = ['messages'] as const;
export const THREADS_ROOT = [...MESSAGES_ROOT, 'threads'] as const;
export const conversationKey = (code: string, language: string) =>
  [...MESSAGES_ROOT, 'conversation', code, language] as const;

/** After a send or a reply: the thread list (order, previews, counts) and the badge are asked again. */
export function refreshThreads(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: THREADS_ROOT }),
    client.invalidateQueries({ queryKey: MESSAGES_UNREAD_QUERY_KEY }),
  ]);
}
