import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';

/** Shows where the router ended up, so tests can assert redirects by path and query. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A page stand-in that names itself and shows the current location. */
export function Stub({ name }: { name: string }): ReactNode {
  return (
    <div>
      <h1>{name}</h1>
      <LocationProbe />
    </div>
  );
}

/**
 * Renders routes in a memory router with a fresh QueryClient. `report` receives what the global
 * error dialog would show, so tests can check a failure was (or was not) left to it.
 */
export function renderRoutes(routes: RouteObject[], path: string, state?: unknown) {
  const report = vi.fn();
  // The app's own client, so the global error policy (what reaches the dialog) is the real one.
  const queryClient = createQueryClient(report);
  const [pathname = '/', search] = path.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, report };
}
