import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminConsoleRoutes } from '../features/admin/admin-routes.tsx';
import { authRoutes } from '../features/auth/auth-routes.tsx';
import { employerConsoleRoutes } from '../features/employer/employer-routes.tsx';
import { forEmployerRoutes } from '../features/for-employer/for-employer-routes.tsx';
import { publicJobsRoutes } from '../features/jobs/jobs-routes.tsx';
import { AppLoading } from './app-loading.tsx';
import { lazyPage } from '../lib/lazy/lazy-page.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * One root layout (the shell) around every page. The pathless child carries the error boundary so a
 * failing page keeps the top bar and navigation around its error message. Pages later issues will
 * build (such as /messages) are absent on purpose: their links already exist and land on the 404
 * page until then.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <AppLoading />,
    // Only if the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          ...authRoutes,
          ...publicJobsRoutes,
          ...forEmployerRoutes,
          { path: '*', lazy: lazyPage(() => import('../features/shell/routes/not-found-page.tsx')) },
        ],
      },
    ],
  },
  // The employer and admin consoles: their own layouts and guards, outside the applicant shell (ADR 0020).
  ...employerConsoleRoutes,
  ...adminConsoleRoutes,
];

export function createRouter() {
  return createBrowserRouter(routes);
}
