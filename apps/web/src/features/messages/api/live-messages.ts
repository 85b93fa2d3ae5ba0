import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live/live.tsx';
import { MESSAGES_ROOT } from './query-keys.ts';

/**
 * The messages pages follow the event stream (ADR 0028): a new message or a read mark refreshes
 * the thread list and the open conversation without a reload (only what is shown is asked again).
 */
export function useLiveMessages(): void {
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'message' || event.type === 'read' || event.type === 'reset') {
      void client.invalidateQueries({ queryKey: MESSAGES_ROOT });
    }
  });
}
