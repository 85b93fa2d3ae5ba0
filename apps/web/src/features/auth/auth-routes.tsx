import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * The account routes of spec §2, for the app's router (app/router.tsx) to assemble with the other
 * features' pages. Pages and guards load lazily so the first download holds only the shell;
 * lazyPage adds the spec's chunk time-out.
 */

/** Guest-only pages: a logged-in visitor is sent back where they came from. */
export const guestRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('./guards/guest-guard.tsx')),
    children: [
      { id: 'login', path: 'login', lazy: lazyPage(() => import('./routes/login-page.tsx')) },
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
];

/** Provider callbacks check nothing up front: the page itself finishes (or explains) the sign-in. */
export const socialCallbackRoutes: RouteObject[] = [
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
];

/** The access guard (spec §4), as a pathless route: spread it and add the pages it guards as children. */
export const authGuardRoute = { lazy: lazyPage(() => import('./guards/auth-guard.tsx')) } satisfies RouteObject;

/** The not-registered guard (spec §4): only applicants who have not finished the registration pass. */
export const notRegisteredGuardRoute = {
  lazy: lazyPage(() => import('./guards/not-registered-guard.tsx')),
} satisfies RouteObject;

/** The applicant's own account pages; mounted inside the access guard. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'initial-password-change',
    lazy: lazyPage(() => import('./routes/initial-password-change-page.tsx')),
  },
  { path: 'change-password', lazy: lazyPage(() => import('./routes/change-password-page.tsx')) },
  { path: 'change-email', lazy: lazyPage(() => import('./routes/change-email-page.tsx')) },
  { path: 'delete-account', lazy: lazyPage(() => import('./routes/delete-account-page.tsx')) },
];
