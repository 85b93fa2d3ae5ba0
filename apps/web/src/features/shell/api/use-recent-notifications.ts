import type { NotificationItem } from '@hashi/shared/notification.schema';
import { useNotificationSummary } from './notification-summary.ts';

/** The bell's dropdown: the newest items of the polled summary (the server sends the newest five). */
export function useRecentNotifications(): { items: NotificationItem[]; isLoading: boolean; isError: boolean } {
  const summary = useNotificationSummary();
  return {
    items: summary.data?.admin_notifications ?? [],
    isLoading: summary.isLoading,
    isError: summary.isError && !summary.data,
  };
}
