import { Navigate, type RouteObject } from 'react-router';
import { AppLoading } from '../../app/app-loading.tsx';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';
import { RouteErrorBoundary } from '../../app/route-error-boundary.tsx';
import { employerApproachRoutes } from '../employer-approaches/approaches-routes.tsx';

// A failing page keeps the console's layout around its error; a failing layout shows it alone.
const boundary = { errorElement: <RouteErrorBoundary />, hydrateFallbackElement: <AppLoading /> };

/**
 * The employer console (ADR 0020): top-level routes beside the applicant shell, with their own
 * layout and guard. Pages load lazily, so the console stays out of the applicant app's download.
 */
export const employerConsoleRoutes: RouteObject[] = [
  { path: 'employer/login', ...boundary, lazy: lazyPage(() => import('./routes/employer-login-page.tsx')) },
  {
    path: 'employer',
    ...boundary,
    lazy: lazyPage(() => import('./routes/employer-console.tsx')),
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Navigate to="job-postings" replace /> },
          { path: 'job-postings', lazy: lazyPage(() => import('./routes/postings-page.tsx')) },
          {
            path: 'job-postings/new',
            lazy: lazyPage(() => import('./routes/posting-page.tsx').then((m) => ({ default: m.NewPostingPage }))),
          },
          { path: 'job-postings/:id', lazy: lazyPage(() => import('./routes/posting-page.tsx')) },
          { path: 'company', lazy: lazyPage(() => import('./routes/company-page.tsx')) },
          { path: 'scout-templates', lazy: lazyPage(() => import('./routes/scout-templates-page.tsx')) },
          ...employerApproachRoutes,
          { path: '*', element: <Navigate to="job-postings" replace /> },
        ],
      },
    ],
  },
];
