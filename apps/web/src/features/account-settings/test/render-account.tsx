import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { AuthGuard } from '../../auth/guards/auth-guard.tsx';
import { applicantAuth, appToken, logIn, mockApi, userAuth } from '../../auth/test/mock-api.ts';
import { Stub } from '../../auth/test/render-route.tsx';
import { accountSettingsRoutes } from '../account-settings-routes.tsx';

type Routes = Parameters<typeof mockApi>[0];
const REGISTERED = { current_step: 4, registered_at: '2026-10-01T00:00:00.000Z' };

/**
 * A logged-in applicant (registered unless told otherwise) on an /account-settings page, as in the
 * app: behind the access guard, with the confirmation dialog and snackbar providers. `routes` add
 * or replace API answers.
 */
export function renderAccountSettings(path: string, routes: Routes = {}, options: { registered?: boolean } = {}) {
  const registered = options.registered ?? true;
  logIn();
  const api = mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: userAuth({ login_id: 'aiko_t', ...(registered ? REGISTERED : {}) }) },
    'GET /api/v1/applicants/auth': { body: applicantAuth(registered ? REGISTERED : {}) },
    ...routes,
  });
  const report = vi.fn();
  const queryClient = createQueryClient(report);
  const router = createMemoryRouter(
    [
      { element: <AuthGuard />, children: accountSettingsRoutes },
      { path: '/change-email', element: <Stub name="Change email" /> },
      { path: '/change-password', element: <Stub name="Change password" /> },
      { path: '/delete-account', element: <Stub name="Delete account" /> },
      { path: '/profile-registration', element: <Stub name="Registration" /> },
      { path: '/profile-settings/:section', element: <Stub name="Profile section" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, api, router, report };
}
