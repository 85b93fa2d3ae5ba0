import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/** `/` (spec §2, route name MyPage): mounted inside the access guard; the page loads lazily (ADR 0008). */
export const dashboardRoutes: RouteObject[] = [
  { id: 'MyPage', index: true, lazy: lazyPage(() => import('./routes/my-page.tsx')) },
];
