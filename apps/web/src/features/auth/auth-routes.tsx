import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';
import { accountSettingsRoutes } from '../account-settings/account-settings-routes.tsx';
import { approachRoutes } from '../approach/approach-routes.tsx';
import { cvRoutes } from '../cv/cv-routes.tsx';
import { dashboardRoutes } from '../dashboard/dashboard-routes.tsx';
import { jobsRoutes } from '../jobs/jobs-routes.tsx';
import { profilePreviewRoutes } from '../profile-preview/profile-preview-routes.tsx';
import { profileSettingsRoutes } from '../profile-settings/profile-settings-routes.tsx';
import { registrationRedirects, registrationRoutes } from '../registration/registration-routes.tsx';
import { savedSearchRoutes } from '../saved-searches/saved-searches-routes.tsx';

/**
 * Every account route (spec §2), for the root layout's children. Pages and guards load lazily so
 * the first download holds only the shell; lazyPage adds the spec's chunk time-out.
 */
export const authRoutes: RouteObject[] = [
  {
    // Guest-only: a logged-in visitor is sent back where they came from.
    lazy: lazyPage(() => import('./guards/guest-guard.tsx')),
    children: [
      { path: 'login', lazy: lazyPage(() => import('./routes/login-page.tsx')) },
      { path: 'sign-up', lazy: lazyPage(() => import('./routes/sign-up-page.tsx')) },
      { path: 'forgot-password', lazy: lazyPage(() => import('./routes/forgot-password-page.tsx')) },
      { path: 'reset-password', lazy: lazyPage(() => import('./routes/reset-password-page.tsx')) },
      { path: 'successregistration', lazy: lazyPage(() => import('./routes/success-registration-page.tsx')) },
      { path: 'successsignup', lazy: lazyPage(() => import('./routes/success-signup-page.tsx')) },
      { path: 'email-verification', lazy: lazyPage(() => import('./routes/email-verification-page.tsx')) },
      {
        path: 'lp-en',
        lazy: lazyPage(() => import('./routes/landing-page.tsx').then((m) => ({ default: m.LandingPageEn }))),
      },
      {
        path: 'lp-jp',
        lazy: lazyPage(() => import('./routes/landing-page.tsx').then((m) => ({ default: m.LandingPageJa }))),
      },
    ],
  },
  // Provider callbacks check nothing up front: the page itself finishes (or explains) the sign-in.
  {
    path: 'social-linkedin',
    lazy: lazyPage(() =>
      import('./routes/social-callback-page.tsx').then((m) => ({ default: m.LinkedInCallbackPage })),
    ),
  },
  {
    path: 'social-github',
    lazy: lazyPage(() => import('./routes/social-callback-page.tsx').then((m) => ({ default: m.GitHubCallbackPage }))),
  },
  {
    // The applicant's own account pages.
    lazy: lazyPage(() => import('./guards/auth-guard.tsx')),
    children: [
      {
        path: 'initial-password-change',
        lazy: lazyPage(() => import('./routes/initial-password-change-page.tsx')),
      },
      { path: 'change-password', lazy: lazyPage(() => import('./routes/change-password-page.tsx')) },
      { path: 'change-email', lazy: lazyPage(() => import('./routes/change-email-page.tsx')) },
      { path: 'delete-account', lazy: lazyPage(() => import('./routes/delete-account-page.tsx')) },
      {
        // Registration pages: only for applicants who have not finished it.
        lazy: lazyPage(() => import('./guards/not-registered-guard.tsx')),
        children: [...registrationRoutes, ...cvRoutes],
      },
      // Spec §2: the old welcome page now lives at /profile-registration.
      { path: 'welcome', element: <Navigate to="/profile-registration" replace /> },
      ...registrationRedirects,
      ...profileSettingsRoutes,
      ...profilePreviewRoutes,
      ...accountSettingsRoutes,
      ...jobsRoutes,
      ...savedSearchRoutes,
      ...dashboardRoutes,
      ...approachRoutes,
    ],
  },
];
