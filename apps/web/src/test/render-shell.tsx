import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppLoading } from '../app/app-loading.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { RootLayout } from '../app/root-layout.tsx';
import { RouteErrorBoundary } from '../app/route-error-boundary.tsx';
import NotFoundPage from '../features/shell/routes/not-found-page.tsx';

/**
 * Renders the real shell at `path` with a memory router. Pages are eager here; `extra` adds test
 * pages. The session comes from test/session-mock.ts (the test file mocks the auth module).
 */
export function renderShell(path: string, extra: RouteObject[] = []) {
  const { ui, router, queryClient } = shellTree(path, extra);
  const view = render(ui);
  return { ...view, router, queryClient };
}

/** The element renderShell renders, with its router and query client (for a server render). */
export function shellTree(path: string, extra: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        hydrateFallbackElement: <AppLoading />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [...extra, { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const ui = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { ui, router, queryClient };
}
