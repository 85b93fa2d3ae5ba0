import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/** /for-employer (spec §2 public pages): inside the applicant shell, open to everyone. */
export const forEmployerRoutes: RouteObject[] = [
  { path: 'for-employer', lazy: lazyPage(() => import('./routes/for-employer-page.tsx')) },
];
