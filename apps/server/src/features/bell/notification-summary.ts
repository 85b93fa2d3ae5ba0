import type { Locale } from '@hashi/shared/constants';
import type { NotificationSummary } from '@hashi/shared/notification.schema';
import type { Deps } from '../../platform/deps.ts';
import { approachUnread } from '../approaches/unread.ts';
import { unreadMessageCount } from '../messaging/unread.ts';
import { recentNotifications } from '../notifications/recent.ts';

type Recent = Awaited<ReturnType<typeof recentNotifications>>;

/** The summary from counts already read (the shell's paint reads them for its badges too). */
export function summaryOf(
  recent: Recent,
  approaches: { scouted: number; saved: number },
  unreadMessages: number,
): NotificationSummary {
  return {
    messages: { unread: unreadMessages },
    scouts: approaches.scouted,
    pinned: approaches.saved,
    unread: recent.unread,
    admin_notifications: recent.items,
  };
}

/** The bell's summary (GET /api/v2/customer/notification/all), worded in `locale`. */
export async function notificationSummary(deps: Deps, locale: Locale, userId: number): Promise<NotificationSummary> {
  const [recent, approaches, messages] = await Promise.all([
    recentNotifications(deps, locale, userId),
    approachUnread(deps.db, userId),
    unreadMessageCount(deps.db, userId),
  ]);
  return summaryOf(recent, approaches, messages);
}
