import { Outlet, type RouteObject } from 'react-router';
import { approachRoutes } from '../../approaches/approaches-routes.tsx';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { jobsRoutes, publicJobsRoutes } from '../jobs-routes.tsx';

/** The job routes as the app mounts them (without the guards), with the location shown; /jobs/:id is approaches'. */
export function renderJobs(path: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [...jobsRoutes, ...approachRoutes, ...publicJobsRoutes, { path: 'login', element: <h1>Login</h1> }],
    },
  ];
  return renderRoutes(routes, path);
}

/** The location the probe shows, decoded for readable assertions. */
export function shownLocation(element: HTMLElement): string {
  return decodeURIComponent(element.textContent ?? '');
}
