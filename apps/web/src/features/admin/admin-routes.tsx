import { Navigate, type RouteObject } from 'react-router';
import { AppLoading } from '../../app/app-loading.tsx';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';
import { RouteErrorBoundary } from '../../app/route-error-boundary.tsx';

// A failing page keeps the console's layout around its error; a failing layout shows it alone.
const boundary = { errorElement: <RouteErrorBoundary />, hydrateFallbackElement: <AppLoading /> };

/** The admin console (ADR 0020): top-level routes with their own layout and guard, loaded lazily. */
export const adminConsoleRoutes: RouteObject[] = [
  { path: 'admin/login', ...boundary, lazy: lazyPage(() => import('./routes/admin-login-page.tsx')) },
  {
    path: 'admin',
    ...boundary,
    lazy: lazyPage(() => import('./routes/admin-console.tsx')),
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Navigate to="job-postings" replace /> },
          { path: 'job-postings', lazy: lazyPage(() => import('./routes/approvals-page.tsx')) },
          { path: 'notices', lazy: lazyPage(() => import('./routes/notices-page.tsx')) },
          { path: '*', element: <Navigate to="job-postings" replace /> },
        ],
      },
    ],
  },
];
