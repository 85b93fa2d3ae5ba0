import { Outlet, type RouteObject } from 'react-router';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { jobsRoutes, publicJobsRoutes } from '../jobs-routes.tsx';

/** The job routes as the app mounts them (without the guards), with the location shown. */
export function renderJobs(path: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [...jobsRoutes, ...publicJobsRoutes, { path: 'login', element: <h1>Login</h1> }],
    },
  ];
  return renderRoutes(routes, path);
}

/** The location the probe shows, decoded for readable assertions. */
export function shownLocation(element: HTMLElement): string {
  return decodeURIComponent(element.textContent ?? '');
}
