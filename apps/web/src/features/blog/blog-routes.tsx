import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/** /blog and /blog/:slug (spec §2 public): inside the applicant shell, open to everyone. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: lazyPage(() => import('./routes/blog-list-page.tsx')) },
  { path: 'blog/:slug', lazy: lazyPage(() => import('./routes/blog-article-page.tsx')) },
];
