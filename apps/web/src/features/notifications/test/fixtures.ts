import type { NotificationItem } from '@hashi/shared/notification.schema';
import { type RecordedCall, logIn, mockApi } from '../../auth/test/mock-api.ts';

export const N = '/api/v2/customer/notifications';
export const SUMMARY = '/api/v2/customer/notification/all';

type Routes = Parameters<typeof mockApi>[0];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 1,
    type: 2,
    kind: 'scout',
    body: 'Sakura Cloud KK scouted you for Senior backend engineer (Go).',
    detail: 'Sakura Cloud KK scouted you for Senior backend engineer (Go).',
    link: '/messages/abc',
    read: false,
    updated_at: hoursAgo(3),
    ...overrides,
  };
}

export const notice = (overrides: Partial<NotificationItem> = {}) =>
  item({
    id: 2,
    type: 1,
    kind: 'notice',
    body: 'Maintenance on Sunday',
    detail: 'Hashi will be down for maintenance.\n\n  Sunday 02:00–04:00 JST',
    link: null,
    read: true,
    // Exactly three days: the same hour of the day, so three calendar days in Tokyo whenever the test runs.
    updated_at: hoursAgo(72),
    ...overrides,
  });

export function summary(items: NotificationItem[], unread = items.filter((i) => !i.read).length) {
  return { messages: { unread: 0 }, scouts: 0, pinned: 0, unread, admin_notifications: items };
}

export function listPage(items: NotificationItem[], meta: Partial<{ current_page: number; last_page: number }> = {}) {
  return { data: items, meta: { current_page: 1, per_page: 20, total: items.length, last_page: 1, ...meta } };
}

/** A signed-in applicant with no notifications unless `routes` says. */
export function notificationsApi(routes: Routes = {}) {
  logIn();
  return mockApi({
    [`GET ${SUMMARY}`]: { body: summary([]) },
    [`GET ${N}`]: { body: listPage([]) },
    [`POST ${N}/read-all`]: { body: { data: { unread: 0 } } },
    ...routes,
  });
}

/** The query string of a recorded call, as an object. */
export const queryOf = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.path ?? '/', 'http://localhost').searchParams);
