import { POLLING_MS } from '@hashi/shared/constants';
import type { NotificationItem, NotificationSummary } from '@hashi/shared/notification.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetchLazySchema } from '../../../lib/api/client.ts';
import { useLivePolling } from '../../../lib/live/live.tsx';
import { useSession } from '../../../lib/session/session.ts';

/**
 * The applicant's notifications as the shell knows them (spec §3 Notifications, §9 polling; ADR 0024):
 * the bell's summary (`notification/all`) and the read marks. The notifications pages build their
 * query keys under NOTIFICATIONS_ROOT, so a read mark here refreshes them too and theirs the bell.
 */
export const NOTIFICATIONS_ROOT = ['notifications'] as const;
export const NOTIFICATION_SUMMARY_ROOT = [...NOTIFICATIONS_ROOT, 'summary'] as const;

export const NOTIFICATIONS_API = '/api/v2/customer/notifications';

const loadSchemas = () => import('@hashi/shared/notification.schema');

/** GET /api/v2/customer/notification/all: the bell's badge (`unread`) and the newest items, worded in `language`. */
function getSummary(signal: AbortSignal) {
  return apiFetchLazySchema(
    '/api/v2/customer/notification/all',
    // The schema (and zod) arrive with the first answer, not in the shell's first download.
    () => loadSchemas().then((m) => m.notificationSummarySchema),
    { signal },
  );
}

/** The summary, live, polled every POLLING_MS while the stream is down; silent when it fails (the bell just shows no count). */
export function useNotificationSummary() {
  const { status } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...NOTIFICATION_SUMMARY_ROOT, i18n.language] as const,
    queryFn: ({ signal }) => getSummary(signal),
    enabled: status === 'authenticated',
    refetchInterval: useLivePolling(POLLING_MS),
    meta: { silent: true },
  });
}

/** POST …/notifications/{id}/read: answers the unread items left. */
export function markNotificationRead(id: number) {
  return apiFetchLazySchema(
    `${NOTIFICATIONS_API}/${id}/read`,
    () => loadSchemas().then((m) => m.notificationReadResponseSchema),
    { method: 'POST' },
  );
}

/** POST …/notifications/read-all. */
export function markAllNotificationsRead() {
  return apiFetchLazySchema(
    `${NOTIFICATIONS_API}/read-all`,
    () => loadSchemas().then((m) => m.notificationReadResponseSchema),
    { method: 'POST' },
  );
}

/**
 * After a read mark: the bell takes the count the answer carries and shows the items read at once
 * (`ids` null: all of them), then every notifications query is asked again.
 */
export async function applyReadMark(client: QueryClient, unread: number, ids: number[] | null): Promise<void> {
  // A summary asked before this mark must not land after it and bring the old count back.
  await client.cancelQueries({ queryKey: NOTIFICATION_SUMMARY_ROOT });
  client.setQueriesData<NotificationSummary>({ queryKey: NOTIFICATION_SUMMARY_ROOT }, (summary) =>
    summary
      ? {
          ...summary,
          unread,
          admin_notifications: summary.admin_notifications.map((item: NotificationItem) =>
            ids === null || ids.includes(item.id) ? { ...item, read: true } : item,
          ),
        }
      : summary,
  );
  await client.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT });
}

/** The bell and every notifications query are asked again (after opening an item, which reads it). */
export function refreshNotifications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT });
}

/** Marks one item read; a failed mark is retried by the next open, never worth a dialog. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(id),
    meta: { silent: true },
    onSuccess: (answer, id) => applyReadMark(client, answer.data.unread, [id]),
  });
}

/** Marks every item read. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: (answer) => applyReadMark(client, answer.data.unread, null),
  });
}

/** Where an item leads: its own app path, or its page when it has none (an absolute or odd link is not followed). */
export function notificationTarget(item: Pick<NotificationItem, 'id' | 'link'>): string {
  const { link } = item;
  if (link?.startsWith('/') && !link.startsWith('//')) return link;
  return `/notifications/${item.id}`;
}
