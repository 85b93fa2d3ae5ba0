import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';
import { LegacyRegistrationRedirect } from './routes/legacy-redirect.tsx';

/** The registration wizard (spec §2, §4); mounted inside the not-registered guard. */
export const registrationRoutes: RouteObject[] = [
  { path: 'profile-registration', lazy: lazyPage(() => import('./routes/profile-registration-page.tsx')) },
];

/** Old wizard paths, mounted inside the access guard: they all lead to the wizard (spec §2). */
export const registrationRedirects: RouteObject[] = [
  { path: 'registration', element: <LegacyRegistrationRedirect /> },
  { path: 'registration/*', element: <LegacyRegistrationRedirect /> },
];
