import { Navigate, type RouteObject } from 'react-router';
import { adminConsoleLayout, adminConsolePages, adminLoginPage } from '../features/admin/admin-routes.tsx';
import { employerApproachRoutes } from '../features/employer-approaches/employer-approaches-routes.tsx';
import { employerMessageRoutes } from '../features/employer-messages/employer-messages-routes.tsx';
import { employerVideoInterviewRoutes } from '../features/employer-video-interviews/employer-video-interviews-routes.tsx';
import {
  employerConsolePages,
  employerInvitationPage,
  employerLoginPage,
} from '../features/employer/employer-routes.tsx';
import { lazyPage } from '../lib/lazy/lazy-page.ts';
import { AppLoading } from './app-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// A failing page keeps the console's layout around its error; a failing layout shows it alone.
const boundary = { errorElement: <RouteErrorBoundary />, hydrateFallbackElement: <AppLoading /> };

/** `/{base}/login` and `/{base}/…`: the console's pages inside its layout, its job postings first. */
function consoleRoutes(base: string, parts: { login: LazyRoute; layout: LazyRoute; pages: RouteObject[] }) {
  return [
    { path: `${base}/login`, ...boundary, lazy: parts.login },
    {
      path: base,
      ...boundary,
      lazy: parts.layout,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, element: <Navigate to="job-postings" replace /> },
            ...parts.pages,
            { path: '*', element: <Navigate to="job-postings" replace /> },
          ],
        },
      ],
    },
  ] satisfies RouteObject[];
}

/**
 * The employer and admin consoles (ADR 0020): top-level routes beside the applicant shell, with their
 * own layouts and guards, loaded lazily so they stay out of the applicant app's download.
 */
export const consoleRouteTree: RouteObject[] = [
  { path: 'employer/invitation', ...boundary, lazy: employerInvitationPage },
  ...consoleRoutes('employer', {
    login: employerLoginPage,
    layout: lazyPage(() => import('./employer-console.tsx')),
    pages: [
      ...employerConsolePages,
      ...employerApproachRoutes,
      ...employerMessageRoutes,
      ...employerVideoInterviewRoutes,
    ],
  }),
  ...consoleRoutes('admin', { login: adminLoginPage, layout: adminConsoleLayout, pages: adminConsolePages }),
];
