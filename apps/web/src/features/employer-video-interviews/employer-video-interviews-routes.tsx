import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * The employer console's video interviews (ADR 0047), as children of its `/employer` route (inside
 * its frame and guard): the templates and one sent interview with its answers and reviews.
 */
export const employerVideoInterviewRoutes: RouteObject[] = [
  { path: 'video-interview-templates', lazy: lazyPage(() => import('./routes/templates-page.tsx')) },
  { path: 'video-interviews/:id', lazy: lazyPage(() => import('./routes/interview-page.tsx')) },
];
