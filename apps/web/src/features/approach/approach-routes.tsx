import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';
import { APPROACH_TABS } from './tabs.ts';

const approachPage = lazyPage(() => import('./routes/approach-page.tsx'));

/**
 * /approach/{tab} with spec §2's route names (Pinned, Applied, Interested, Invisible, Matched …),
 * /approach itself showing the default tab, and /jobs/{id}/applycomplete. Mounted inside the access
 * guard; the pages load lazily (ADR 0008).
 */
export const approachRoutes: RouteObject[] = [
  { path: 'approach', element: <Navigate to="/approach/scouted" replace /> },
  ...APPROACH_TABS.map((tab) => ({ id: tab.routeId, path: `approach/${tab.slug}`, lazy: approachPage })),
  {
    id: 'ApplyComplete',
    path: 'jobs/:id/applycomplete',
    lazy: lazyPage(() => import('./routes/apply-complete-page.tsx')),
  },
];
