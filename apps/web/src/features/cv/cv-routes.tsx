import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/** /cv-edit (spec §2); mounted inside the not-registered guard. */
export const cvRoutes: RouteObject[] = [{ path: 'cv-edit', lazy: lazyPage(() => import('./routes/cv-edit-page.tsx')) }];
