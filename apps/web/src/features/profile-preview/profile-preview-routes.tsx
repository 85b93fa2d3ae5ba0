import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * /profile-preview and the parts of /personal-information (spec §2); mounted inside the access
 * guard: what they show is the applicant's own profile.
 */
export const profilePreviewRoutes: RouteObject[] = [
  { path: 'profile-preview', lazy: lazyPage(() => import('./routes/profile-preview-page.tsx')) },
  { path: 'personal-information/:part', lazy: lazyPage(() => import('./routes/personal-information-page.tsx')) },
];

/**
 * /personal-information itself is public (spec §2): visitors read what Hashi keeps about an
 * applicant; a registered applicant sees their own information there, as in the parts.
 */
export const publicProfilePreviewRoutes: RouteObject[] = [
  { path: 'personal-information', lazy: lazyPage(() => import('./routes/personal-information-entry.tsx')) },
];
