import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live/live.tsx';
import { NOTIFICATIONS_ROOT } from './notification-summary.ts';
import { MESSAGES_UNREAD_QUERY_KEY, UNREAD_QUERY_KEY } from './use-unread-counts.ts';

/**
 * The shell's badges follow the event stream (ADR 0028): a message or a read mark recounts the
 * messages badge; a notification or a message the bell and the approach dot (scouts and pins
 * arrive as both).
 * Mounted once, in the root layout.
 */
export function useLiveBadges(): void {
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'message' || event.type === 'read' || event.type === 'reset') {
      void client.invalidateQueries({ queryKey: MESSAGES_UNREAD_QUERY_KEY });
    }
    // A message to the user also adds to (or raises) its thread's notification item.
    if (event.type === 'notification' || event.type === 'message' || event.type === 'reset') {
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT });
      void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
    }
  });
}
