import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { Stub } from '../../auth/test/render-route.tsx';

/**
 * Renders `element` at `path` with the app's providers (confirm dialog, snackbar, query client),
 * and a stand-in for /profile-registration, where /cv-edit leads.
 */
export function renderCv(element: ReactNode, path = '/cv-edit') {
  const report = vi.fn();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/profile-registration', element: <Stub name="Registration wizard" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient(report)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, report };
}
