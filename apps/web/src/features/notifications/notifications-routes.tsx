import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * Spec §2: /notifications (every item, paged) and /notifications/{id} (one item), mounted inside the
 * access guard by app/router.tsx; the pages load lazily (ADR 0008).
 */
export const notificationsRoutes: RouteObject[] = [
  { id: 'Notifications', path: 'notifications', lazy: lazyPage(() => import('./routes/notifications-page.tsx')) },
  { id: 'Notification', path: 'notifications/:id', lazy: lazyPage(() => import('./routes/notification-page.tsx')) },
];
