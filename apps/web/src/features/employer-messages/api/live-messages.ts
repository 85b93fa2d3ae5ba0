import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live/live.tsx';

/** Every query of the console's messages: the inbox, the conversations, the unread counts. */
const EMPLOYER_MESSAGES_ROOT = ['employer', 'messages'] as const;

/**
 * The console's messages follow the event stream (ADR 0028): a message or a read mark of the
 * company refreshes the badge, the inbox and the open conversation. Mounted with the navigation
 * badge, which every console page shows.
 */
export function useLiveEmployerMessages(): void {
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'message' || event.type === 'read' || event.type === 'reset') {
      void client.invalidateQueries({ queryKey: EMPLOYER_MESSAGES_ROOT });
    }
  });
}
