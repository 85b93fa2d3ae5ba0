import { Outlet, type RouteObject } from 'react-router';
import { SnackbarProvider } from '../../../components/feedback/snackbar-provider.tsx';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { notificationsRoutes } from '../notifications-routes.tsx';

/** /notifications and /notifications/{id} as the app mounts them (without the guards), and stand-ins for where they lead. */
export function renderNotifications(path: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <SnackbarProvider>
          <Outlet />
          <LocationProbe />
        </SnackbarProvider>
      ),
      children: [...notificationsRoutes, { path: 'messages/:code', element: <h1>Conversation</h1> }],
    },
  ];
  return renderRoutes(routes, path);
}
