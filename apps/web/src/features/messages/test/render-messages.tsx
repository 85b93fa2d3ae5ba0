import { Outlet, type RouteObject } from 'react-router';
import { SnackbarProvider } from '../../../components/feedback/snackbar-provider.tsx';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { messagesRoutes } from '../messages-routes.tsx';

/** /messages and /messages/{code} as the app mounts them (without the guards), and stand-ins for where they lead. */
export function renderMessages(path: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <SnackbarProvider>
          <Outlet />
          <LocationProbe />
        </SnackbarProvider>
      ),
      children: [
        ...messagesRoutes,
        { path: 'jobs', element: <h1>Job search</h1> },
        { path: 'jobs/:id', element: <h1>Job detail</h1> },
      ],
    },
  ];
  return renderRoutes(routes, path);
}
