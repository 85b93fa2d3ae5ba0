import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

const searchPage = lazyPage(() => import('./routes/job-search-page.tsx'));

/**
 * /jobs (spec §2, route name JobSearch), for registered applicants: mounted inside the access guard. The page loads
 * lazily, so the job search stays out of the first download (ADR 0008). /jobs/:id, the posting with
 * the applicant's actions on it, is the approaches feature's (approaches-routes.tsx).
 */
export const jobsRoutes: RouteObject[] = [{ id: 'JobSearch', path: 'jobs', lazy: searchPage }];

/**
 * /search and /search/:id (spec §2 public): the same search for guests, who search with the app
 * token, and each posting whole with a sign-up or log-in call to action in place of Apply.
 */
export const publicJobsRoutes: RouteObject[] = [
  { path: 'search', lazy: searchPage },
  { path: 'search/:id', lazy: lazyPage(() => import('./routes/guest-job-detail-page.tsx')) },
];
