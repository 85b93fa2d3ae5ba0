import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/** /my-search (spec §2): mounted inside the access guard; the page loads lazily (ADR 0008). */
export const savedSearchRoutes: RouteObject[] = [
  { path: 'my-search', lazy: lazyPage(() => import('./routes/my-search-page.tsx')) },
];
