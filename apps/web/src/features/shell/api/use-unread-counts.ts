import { POLLING_MS } from '@hashi/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiFetchLazySchema } from '../../../lib/api/client.ts';
import { useLivePolling } from '../../../lib/live/live.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useNotificationSummary } from './notification-summary.ts';

/** The shell's badges (not the API's per-list UnreadCounts of approach.schema). */
export type ShellBadges = {
  /** Unread approaches (scouts, pins, interest): a dot badge on /approach. */
  approaches: number;
  /** Unread messages over all threads: a number badge on /messages ('9+' above 9). */
  messages: number;
  /** Unread notifications: the badge on the bell. */
  notifications: number;
};

/** The approach page invalidates this after marking a list read or acting on a posting. */
export const UNREAD_QUERY_KEY = ['approach-unread'] as const;

/**
 * The messages badge's count. The messages pages set it from a read mark's answer (which carries
 * the new count) and invalidate it after a send.
 */
export const MESSAGES_UNREAD_QUERY_KEY = ['messages-unread'] as const;

/** GET /api/v2/customer/approach/unread (spec §3): `total_count` drives the /approach badge. */
function getApproachUnread(signal: AbortSignal) {
  return apiFetchLazySchema(
    '/api/v2/customer/approach/unread',
    // The schema (and zod) load with the first answer, not in the shell's first download.
    () => import('@hashi/shared/approach.schema').then((m) => m.unreadResponseSchema),
    { signal },
  );
}

/** GET /api/v2/customer/messages/unread (ADR 0023): `unread` drives the /messages badge. */
function getMessagesUnread(signal: AbortSignal) {
  return apiFetchLazySchema(
    '/api/v2/customer/messages/unread',
    () => import('@hashi/shared/messaging.schema').then((m) => m.unreadMessagesResponseSchema),
    { signal },
  );
}

/**
 * The badges of the shell, live (ADR 0028), polled every POLLING_MS (spec §9) while the stream is down.
 * The bell counts the unread items of the notifications summary (ADR 0024).
 */
export function useUnreadCounts(): ShellBadges {
  const { status } = useSession();
  const approach = useApproachUnread();
  const messages = useMessagesUnread();
  const summary = useNotificationSummary();
  const signedIn = status === 'authenticated';
  return {
    approaches: signedIn ? (approach.data?.data.total_count ?? 0) : 0,
    messages: signedIn ? (messages.data?.data.unread ?? 0) : 0,
    notifications: signedIn ? (summary.data?.unread ?? 0) : 0,
  };
}

/** The applicant's unread messages ({unread, unread_threads}), polled like the approach counts. */
function useMessagesUnread() {
  const { status } = useSession();
  return useQuery({
    queryKey: MESSAGES_UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => getMessagesUnread(signal),
    enabled: status === 'authenticated',
    refetchInterval: useLivePolling(POLLING_MS),
    meta: { silent: true },
  });
}

/** The approach counts per list ({scouted, saved, applied, interested, …, total_count}), polled. */
export function useApproachUnread() {
  const { status } = useSession();
  return useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => getApproachUnread(signal),
    enabled: status === 'authenticated',
    refetchInterval: useLivePolling(POLLING_MS),
    // A badge that cannot be counted stays hidden; it is never worth a dialog over the page.
    meta: { silent: true },
  });
}
