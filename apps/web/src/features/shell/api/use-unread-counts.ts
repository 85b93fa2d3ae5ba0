import { POLLING_MS } from '@hashi/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiFetchLazySchema } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';

/** The shell's badges (not the API's per-list UnreadCounts of approach.schema). */
export type ShellBadges = {
  /** Unread approaches (scouts, pins, interest): a dot badge on /approach. */
  approaches: number;
  /** Unread message threads: a number badge on /messages ('9+' above 9). */
  messages: number;
  /** Unread notifications: the badge on the bell. */
  notifications: number;
};

/** The approach page invalidates this after marking a list read or acting on a posting. */
export const UNREAD_QUERY_KEY = ['approach-unread'] as const;

/** GET /api/v2/customer/approach/unread (spec §3): `total_count` drives the /approach badge. */
function getApproachUnread(signal: AbortSignal) {
  return apiFetchLazySchema(
    '/api/v2/customer/approach/unread',
    // The schema (and zod) load with the first answer, not in the shell's first download.
    () => import('@hashi/shared/approach.schema').then((m) => m.unreadResponseSchema),
    { signal },
  );
}

/**
 * The badges of the shell, polled every POLLING_MS (spec §9) while someone is logged in. Messages
 * and notifications stay hidden until their issues add their counts here.
 */
export function useUnreadCounts(): ShellBadges {
  const { status } = useSession();
  const approach = useApproachUnread();
  return {
    approaches: status === 'authenticated' ? (approach.data?.data.total_count ?? 0) : 0,
    messages: 0,
    notifications: 0,
  };
}

/** The approach counts per list ({scouted, saved, applied, interested, …, total_count}), polled. */
export function useApproachUnread() {
  const { status } = useSession();
  return useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => getApproachUnread(signal),
    enabled: status === 'authenticated',
    refetchInterval: POLLING_MS,
    // A badge that cannot be counted stays hidden; it is never worth a dialog over the page.
    meta: { silent: true },
  });
}
