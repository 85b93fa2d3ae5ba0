import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * The approach pages of the employer console, as children of its `/employer` route (they render in
 * its frame, behind its guard): applicant search and profile, applications, and the approach lists.
 */
export const employerApproachRoutes: RouteObject[] = [
  { path: 'applicants', lazy: lazyPage(() => import('./routes/applicants-page.tsx')) },
  { path: 'applicants/:id', lazy: lazyPage(() => import('./routes/applicant-page.tsx')) },
  { path: 'applications', lazy: lazyPage(() => import('./routes/applications-page.tsx')) },
  { path: 'approaches', element: <Navigate to="know-more" replace /> },
  { path: 'approaches/:list', lazy: lazyPage(() => import('./routes/approach-lists-page.tsx')) },
];
