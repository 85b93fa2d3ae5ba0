import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';

/** Renders a section (or routes) with the app's providers: query client, snackbar, confirmation dialog. */
export function renderWithApp(routes: RouteObject[], path: string) {
  const report = vi.fn();
  const queryClient = createQueryClient(report);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, report };
}

export function renderSection(Section: ComponentType) {
  return renderWithApp(
    [
      { path: '/section', element: <Section /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/section',
  );
}
