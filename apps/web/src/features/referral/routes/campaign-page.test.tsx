import type { Campaign } from '@hashi/shared/referral.schema';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { AuthGuard } from '../../auth/guards/auth-guard.tsx';
import { applicantAuth, appToken, logIn, mockApi, userAuth } from '../../auth/test/mock-api.ts';
import { referralRoutes } from '../referral-routes.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const REGISTERED = { current_step: 4, registered_at: '2026-10-01T00:00:00.000Z' };

const NEXT_STEP: Campaign = {
  id: 7,
  kind: 'interview',
  name: 'Next Step campaign',
  description: 'Have a first interview through Hashi and get a gift card.',
  starts_at: '2026-12-01T00:00:00+09:00',
  ends_at: '2027-01-31T23:59:00+09:00',
  reward_yen: 2000,
  once_per_person: true,
  register_within_days: null,
  interview_within_days: null,
  monthly_cap: null,
};

/** A registered applicant on a campaign route, behind the access guard as in the app. */
function renderCampaigns(path: string, running: Campaign[]) {
  logIn();
  const api = mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
    'GET /api/v1/applicants/auth': { body: applicantAuth(REGISTERED) },
    'GET /api/v1/campaigns/current': { body: { data: running } },
  });
  const router = createMemoryRouter([{ element: <AuthGuard />, children: referralRoutes }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient(vi.fn())}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}

describe('the campaign pages (/interview-campaign, CampaignPage)', () => {
  it.each(['/interview-campaign', '/campaign'])('%s says so when no campaign is running', async (path) => {
    const api = renderCampaigns(path, []);
    await screen.findByText('No campaign is running now. Please check again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/jobs');
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.callsTo('GET', '/api/v1/campaigns/current')).toHaveLength(1);
  });

  it('says so in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    renderCampaigns('/interview-campaign', []);
    await screen.findByText('現在実施中のキャンペーンはありません。また後日ご確認ください。');
    expect(screen.getByRole('link', { name: '求人を探す' }).getAttribute('href')).toBe('/jobs');
  });

  it('shows a running campaign with its reward, and no "none" line', async () => {
    renderCampaigns('/campaign', [NEXT_STEP]);
    const card = await screen.findByRole('article', { name: 'Next Step campaign' });
    within(card).getByText('Have a first interview through Hashi and get a gift card.');
    within(card).getByText('Reward: ¥2,000 (once per person)');
    expect(screen.queryByText('No campaign is running now. Please check again later.')).toBeNull();
  });
});
