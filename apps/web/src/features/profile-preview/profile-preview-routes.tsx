import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

const personalInformation = lazyPage(() => import('./routes/personal-information-page.tsx'));

/**
 * /profile-preview and /personal-information* (spec §2); mounted inside the access guard. The spec
 * lists /personal-information in the public navigation, but what it shows is the applicant's own
 * profile, so it needs the session like /profile-preview does.
 */
export const profilePreviewRoutes: RouteObject[] = [
  { path: 'profile-preview', lazy: lazyPage(() => import('./routes/profile-preview-page.tsx')) },
  { path: 'personal-information', lazy: personalInformation },
  { path: 'personal-information/:part', lazy: personalInformation },
];
