import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../auth/test/mock-api.ts';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { companyJobsUrl, HiringCompanies } from './hiring-companies.tsx';

const COMPANIES = [
  { id: 7, name: 'Kestrel Works', logo_url: 'https://files.example/k.png', open_postings_count: 3 },
  { id: 12, name: 'Acme & Sons', logo_url: 'https://files.example/a.png', open_postings_count: 1 },
];

function renderHiring(lng: 'en' | 'ja', data = COMPANIES) {
  const api = mockApi({
    'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app-token', expires_in: 3600 } },
    'GET /api/v1/visitor/company-logo-jobs': { body: { data } },
  });
  const routes: RouteObject[] = [
    { index: true, element: <HiringCompanies lng={lng} /> },
    { path: 'search', element: <LocationProbe /> },
  ];
  return { api, ...renderRoutes(routes, '/') };
}

describe('Companies hiring now', () => {
  it('links each company to its own open postings: the search by company id, not by name', async () => {
    expect(companyJobsUrl(7)).toBe('/search?company_id=7');
    renderHiring('en');
    const section = await screen.findByRole('region', { name: 'Companies hiring now' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/search?company_id=7', '/search?company_id=12']);
    await userEvent.click(within(section).getByRole('link', { name: /Acme & Sons/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/search?company_id=12');
  });

  it('in Japanese too', async () => {
    renderHiring('ja');
    const section = await screen.findByRole('region', { name: '現在採用中の企業' });
    expect(
      within(section)
        .getByRole('link', { name: /Kestrel Works/ })
        .getAttribute('href'),
    ).toBe('/search?company_id=7');
  });
});
