/** Public: the bell feature shows the newest items and the unread count. */
export { recentNotifications } from './notifications.service.ts';
