import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderRoutes } from '../features/auth/test/render-route.tsx';
import { dashboardApi } from '../features/dashboard/test/render-dashboard.tsx';
import { jobCard, jobsApi, searchResponse } from '../features/jobs/test/fixtures.ts';
import HomePage from './home-page.tsx';

afterEach(() => i18next.changeLanguage('en'));

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LocationProbe />
      </>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', element: <h1>Search page</h1> },
    ],
  },
];

function guestApi() {
  return jobsApi({
    'POST /api/v1/customer-job-postings/search': {
      body: searchResponse([jobCard(1), jobCard(2)], { total: 240, last_page: 40 }),
    },
    'GET /api/v1/visitor/company-logo-jobs': {
      body: {
        data: [{ id: 7, name: 'Kestrel Works', logo_url: 'https://files.example/k.png', open_postings_count: 3 }],
      },
    },
  });
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const href = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('/ for a guest: the home page, jobs first', () => {
  it('shows the search box, the latest postings, why Hashi, the companies and the calls to join', async () => {
    const api = guestApi();
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IT jobs in Japan, with the salary on every posting' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('search', { name: 'Job search' })).getByRole('combobox', { name: 'Keyword' }),
    ).toBeTruthy();

    const latest = screen.getByRole('region', { name: 'Latest jobs' });
    const first = await within(latest).findByRole('article', { name: 'Backend engineer 1' });
    expect(href('Backend engineer 1', first)).toBe('/search/1');
    expect(within(first).getByText('¥6M–¥9M a year')).toBeTruthy();
    expect(href('See all 240 jobs', latest)).toBe('/search?sort=newest');
    expect(api.callsTo('POST', '/api/v1/customer-job-postings/search')[0]?.body).toEqual({
      sort: 'newest',
      page: 1,
      per_page: 6,
    });

    const why = screen.getByRole('region', { name: 'Why Hashi' });
    expect(within(why).getByRole('heading', { name: 'Salary on every posting' })).toBeTruthy();
    expect(href('Jobs with visa sponsorship', why)).toBe('/search?visa_sponsorship=1');
    expect(href('Jobs without required Japanese', why)).toBe('/search?required_japanese=false');
    expect(href('Jobs with remote work', why)).toBe('/search?remote_work=true');

    const companies = await screen.findByRole('region', { name: 'Companies hiring now' });
    expect(within(companies).getByText('Kestrel Works')).toBeTruthy();
    expect(href(/Kestrel Works/, companies)).toBe('/search?company_id=7');

    expect(screen.getAllByRole('link', { name: 'Sign up for free' }).map((l) => l.getAttribute('href'))).toEqual([
      '/sign-up',
      '/sign-up',
    ]);
    expect(screen.getAllByRole('link', { name: 'Log in' }).map((l) => l.getAttribute('href'))).toEqual([
      '/login',
      '/login',
    ]);
    expect(document.title).toBe('IT jobs in Japan, salary on every posting | Hashi');
  });

  it('says "1,000+" when the search stops counting', async () => {
    jobsApi({
      'POST /api/v1/customer-job-postings/search': {
        body: searchResponse([jobCard(1)], { total: 1000, total_is_capped: true, last_page: 100 }),
      },
      'GET /api/v1/visitor/company-logo-jobs': { body: { data: [] } },
    });
    renderRoutes(routes, '/');
    const link = await screen.findByRole('link', { name: 'See all 1,000+ jobs' });
    expect(link.getAttribute('href')).toBe('/search?sort=newest');
  });

  it('opens the public search with the keyword typed in its box', async () => {
    const user = userEvent.setup();
    guestApi();
    renderRoutes(routes, '/');
    await user.type(await screen.findByRole('combobox', { name: 'Keyword' }), 'golang{Enter}');
    await screen.findByRole('heading', { name: 'Search page' });
    expect(location()).toBe('/search?popular_keywords=golang');
  });

  it('speaks Japanese in the Japanese UI', async () => {
    await i18next.changeLanguage('ja');
    guestApi();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: '日本のIT求人を、すべて給与つきで' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'キーワード' })).toBeTruthy();
    const latest = screen.getByRole('region', { name: '新着求人' });
    await within(latest).findByRole('article', { name: 'Backend engineer 1' });
    expect(href('すべての求人（240件）を見る', latest)).toBe('/search?sort=newest');
    const why = screen.getByRole('region', { name: 'Hashiが選ばれる理由' });
    expect(href('ビザサポートありの求人', why)).toBe('/search?visa_sponsorship=1');
    expect(await screen.findByRole('region', { name: '現在採用中の企業' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '無料で会員登録' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'ログイン' })).toHaveLength(2);
  });
});

describe('/ for a logged-in applicant', () => {
  it('stays MyPage, behind the access guard', async () => {
    const api = dashboardApi();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/applicants/auth')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/customer-job-postings/search')).toHaveLength(0);
  });
});
