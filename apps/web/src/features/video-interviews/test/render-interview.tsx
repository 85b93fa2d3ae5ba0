import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { Themed } from '../../../components/ui/themed.tsx';
import { UploadManager } from '../../../components/uploads/upload-manager.tsx';
import { LocationProbe } from '../../auth/test/render-route.tsx';
import { videoInterviewsRoutes } from '../video-interviews-routes.tsx';

/**
 * /video-interviews/{id} as the app mounts it (without the access guard), with the app's providers
 * (confirmation dialog, snackbar), the theme and the shell's upload manager.
 */
export function renderInterview(path: string) {
  const report = vi.fn();
  const queryClient = createQueryClient(report);
  const [pathname = '/', search] = path.split('?');
  const router = createMemoryRouter(
    [
      {
        element: (
          <Themed>
            <Outlet />
            <LocationProbe />
            <UploadManager />
          </Themed>
        ),
        children: [...videoInterviewsRoutes, { path: 'messages/:code', element: <h1>Conversation</h1> }],
      },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, report };
}
