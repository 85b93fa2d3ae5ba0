import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * /account-settings and its children (spec §2); mounted inside the access guard. Every page is for
 * registered applicants only (spec §6): the others are steered to the registration.
 */
export const accountSettingsRoutes: RouteObject[] = [
  {
    path: 'account-settings',
    lazy: lazyPage(() => import('./components/registered-only.tsx')),
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/account-settings-page.tsx')) },
      { path: 'credential', lazy: lazyPage(() => import('./routes/credential-page.tsx')) },
      { path: 'email', lazy: lazyPage(() => import('./routes/email-page.tsx')) },
      { path: 'excluded-company', lazy: lazyPage(() => import('./routes/excluded-company-page.tsx')) },
      { path: 'inform', lazy: lazyPage(() => import('./routes/inform-page.tsx')) },
      { path: 'private', lazy: lazyPage(() => import('./routes/private-page.tsx')) },
    ],
  },
];
