import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { AuthGuard } from '../../auth/guards/auth-guard.tsx';
import { NotRegisteredGuard } from '../../auth/guards/not-registered-guard.tsx';
import { Stub } from '../../auth/test/render-route.tsx';
import ProfileRegistrationPage from '../routes/profile-registration-page.tsx';

/**
 * The wizard in a memory router with the app's providers, and stand-ins for where it leads.
 * `guarded`: behind the real access and not-registered guards, as the app mounts it.
 */
export function renderWizard(path = '/profile-registration', options: { guarded?: boolean } = {}) {
  const report = vi.fn();
  const queryClient = createQueryClient(report);
  const page: RouteObject = { path: '/profile-registration', element: <ProfileRegistrationPage /> };
  const router = createMemoryRouter(
    [
      options.guarded
        ? { element: <AuthGuard />, children: [{ element: <NotRegisteredGuard />, children: [page] }] }
        : page,
      { path: '/', element: <Stub name="Home" /> },
      { path: '/jobs/:id', element: <Stub name="Job" /> },
      { path: '/profile-settings', element: <Stub name="Profile settings" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, report };
}
