import type { SavedSearch } from '@hashi/shared/saved-search.schema';
import { Outlet, type RouteObject } from 'react-router';
import { applicantAuth, logIn, userAuth } from '../../auth/test/mock-api.ts';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { jobsApi } from '../../jobs/test/fixtures.ts';
import { jobsRoutes } from '../../jobs/jobs-routes.tsx';
import { savedSearchRoutes } from '../saved-searches-routes.tsx';

const REGISTERED = { current_step: 4, registered_at: '2026-11-01T00:00:00Z' };

/** /my-search and /jobs as the app mounts them (without the guards), with the location shown. */
export function renderSavedSearches(path: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [...savedSearchRoutes, ...jobsRoutes],
    },
  ];
  return renderRoutes(routes, path);
}

/** A signed-in, registered applicant and the fake server of the job pages plus `routes`. */
export function savedSearchApi(routes: Parameters<typeof jobsApi>[0] = {}) {
  logIn();
  return jobsApi({
    'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
    'GET /api/v1/applicants/auth': { body: applicantAuth(REGISTERED) },
    'GET /api/v2/masters/writing-levels': { body: { data: [{ id: 3, name: 'Business', sort_order: 3 }] } },
    'POST /api/v1/customer-job-postings/search': {
      body: {
        data: [],
        meta: { current_page: 1, per_page: 10, total: 0, total_is_capped: false, last_page: 1, company: null },
        suggestions: [],
      },
    },
    ...routes,
  });
}

export function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Go in Tokyo',
    conditions: { japan_prefecture_id: [13, 27], popular_keywords: 'Go', remote_work: true },
    alert_enabled: true,
    last_alerted_at: null,
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}
