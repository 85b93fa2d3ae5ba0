import type { Locale } from '@hashi/shared/constants';
import type { NotificationSummary } from '@hashi/shared/notification.schema';
import type { Deps } from '../../platform/deps.ts';
import { approachUnread } from '../approaches/unread.ts';
import { unreadMessageCount } from '../messaging/unread.ts';
import { recentNotifications } from '../notifications/recent.ts';

/** The bell's summary (GET /api/v2/customer/notification/all), worded in `locale`. */
export async function notificationSummary(deps: Deps, locale: Locale, userId: number): Promise<NotificationSummary> {
  const [recent, approaches, messages] = await Promise.all([
    recentNotifications(deps, locale, userId),
    approachUnread(deps.db, userId),
    unreadMessageCount(deps.db, userId),
  ]);
  return {
    messages: { unread: messages },
    scouts: approaches.scouted,
    pinned: approaches.saved,
    unread: recent.unread,
    admin_notifications: recent.items,
  };
}
