import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * Spec §2: /video-interviews/{id}, the applicant's video interview (start, questions, confirm or
 * change, send), mounted inside the access guard by app/router.tsx; the page loads lazily.
 */
export const videoInterviewsRoutes: RouteObject[] = [
  {
    id: 'VideoInterview',
    path: 'video-interviews/:id',
    lazy: lazyPage(() => import('./routes/video-interview-page.tsx')),
  },
];
