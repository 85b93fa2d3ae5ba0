import type { ApproachItem, PostingApproach, UnreadCounts } from '@hashi/shared/approach.schema';
import { Outlet, type RouteObject, useParams } from 'react-router';
import { SnackbarProvider } from '../../../components/feedback/snackbar-provider.tsx';
import { applicantAuth, logIn, userAuth } from '../../auth/test/mock-api.ts';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { jobCard, jobsApi } from '../../jobs/test/fixtures.ts';
import { approachRoutes } from '../approaches-routes.tsx';
import { JobPostingActions } from '../components/job-posting-actions.tsx';

const REGISTERED = { current_step: 4, registered_at: '2026-11-01T00:00:00Z' };
export const V2 = '/api/v2/customer/approach';
export const V1 = '/api/v1/approach-lists/applicants';

/** A stand-in for the job detail page's action bar, where the jobs feature mounts the actions. */
function PostingPage() {
  const id = Number(useParams().id);
  const job = { id, title: 'Senior backend engineer (Go)', is_closed: false, company: { name: 'Sakura Cloud KK' } };
  return (
    <section aria-label="Actions for this job">
      <JobPostingActions job={job} />
    </section>
  );
}

/** /approach and the apply-complete page as the app mounts them (without the guards), and a posting's actions. */
export function renderApproach(path: string, state?: unknown) {
  const routes: RouteObject[] = [
    {
      element: (
        <SnackbarProvider>
          <Outlet />
          <LocationProbe />
        </SnackbarProvider>
      ),
      // The stand-in posting page comes first: it wins over the real /jobs/:id of approachRoutes.
      children: [{ path: 'jobs/:id', element: <PostingPage /> }, ...approachRoutes],
    },
  ];
  return renderRoutes(routes, path, state);
}

export const counts = (overrides: Partial<UnreadCounts> = {}): { data: UnreadCounts } => {
  const data = { scouted: 0, saved: 0, applied: 0, interested: 0, matched: 0, ...overrides };
  return { data: { ...data, total_count: Object.values(data).reduce((a, b) => a + b, 0) } };
};

export function listPage(items: ApproachItem[], meta: Partial<{ last_page: number; current_page: number }> = {}) {
  return { data: items, meta: { current_page: 1, per_page: 10, total: items.length, last_page: 1, ...meta } };
}

export function approachItem(id: number, overrides: Partial<ApproachItem> = {}): ApproachItem {
  return {
    id: 900 + id,
    job_posting: jobCard(id),
    saved_at: null,
    hidden_at: null,
    know_more_at: null,
    applied_at: null,
    matched_at: null,
    scout: null,
    pin: null,
    application: null,
    unread: false,
    ...overrides,
  };
}

export function pendingScout(overrides: Partial<NonNullable<ApproachItem['scout']>> = {}) {
  return {
    scouted_at: '2026-11-20T01:00:00.000Z',
    expires_at: '2026-12-20T01:00:00.000Z',
    state: 'pending' as const,
    reply: null,
    replied_at: null,
    decline_reason: null,
    message: 'We would like to talk about our Go team.',
    ...overrides,
  };
}

export function postingState(overrides: Partial<PostingApproach> = {}): { data: PostingApproach } {
  return {
    data: {
      job_posting_id: 42,
      approach_id: null,
      saved: false,
      hidden: false,
      know_more: false,
      applied: false,
      matched: false,
      closed: false,
      scout: null,
      pin: null,
      application: null,
      apply_blocked: null,
      questions: [],
      ...overrides,
    },
  };
}

/** A signed-in, registered applicant, every list empty and nothing unread unless `routes` says. */
export function approachApi(routes: Parameters<typeof jobsApi>[0] = {}) {
  logIn();
  return jobsApi({
    'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
    'GET /api/v1/applicants/auth': { body: applicantAuth(REGISTERED) },
    [`GET ${V2}/unread`]: { body: counts() },
    [`POST ${V2}/read`]: { body: counts() },
    ...Object.fromEntries(
      ['scouts', 'interests', 'saves', 'applies', 'hidden'].map((list) => [
        `GET ${V2}/${list}`,
        { body: listPage([]) },
      ]),
    ),
    [`GET ${V1}/pins`]: { body: listPage([]) },
    [`GET ${V1}/matches`]: { body: listPage([]) },
    [`GET ${V2}/recommend`]: { body: listPage([]) },
    'GET /api/v1/scout-decline-reasons': {
      body: {
        data: [
          { id: 1, name: 'Not interested in the role' },
          { id: 2, name: 'Salary does not match' },
        ],
      },
    },
    'GET /api/v1/customer-job-postings/similar-to-applied': { body: { data: [] } },
    ...routes,
  });
}
