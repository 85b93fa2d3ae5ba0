import {
  NOTIFICATIONS_PER_PAGE,
  type NotificationListResponse,
  notificationListResponseSchema,
} from '@hashi/shared/notification.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';
import { NOTIFICATIONS_API, NOTIFICATIONS_ROOT } from '../../shell/api/notification-summary.ts';

/** What the list asks for: a page, and unread items only or all. */
export type NotificationFilter = { page: number; unread: boolean };

export const NOTIFICATION_LIST_ROOT = [...NOTIFICATIONS_ROOT, 'list'] as const;

export function notificationsPath({ page, unread }: NotificationFilter): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(NOTIFICATIONS_PER_PAGE) });
  if (unread) params.set('unread', 'true');
  return `${NOTIFICATIONS_API}?${params}`;
}

/** GET …/notifications: the applicant's items, newest first, worded in the current language. */
export function getNotifications(filter: NotificationFilter, signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiFetch(notificationsPath(filter), { schema: notificationListResponseSchema, signal });
}

export function useNotificationList(filter: NotificationFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...NOTIFICATION_LIST_ROOT, i18n.language, filter] as const,
    queryFn: ({ signal }) => getNotifications(filter, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    // The page shows its own failure with a retry.
    meta: { silent: true },
  });
}
