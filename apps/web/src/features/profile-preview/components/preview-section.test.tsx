import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { renderRoutes, Stub } from '../../auth/test/render-route.tsx';
import { useBottomNavHidden } from '../../../lib/bottom-nav-visibility.ts';
import { profilePreviewRoutes, publicProfilePreviewRoutes } from '../profile-preview-routes.tsx';
import { setMockSession } from '../../../test/session-mock.ts';
import { previewFixture } from '../test/preview-fixture.ts';

function BottomNavProbe() {
  return <div data-testid="bottom-nav">{useBottomNavHidden() ? 'hidden' : 'shown'}</div>;
}

const routes = [
  {
    element: (
      <>
        <BottomNavProbe />
        <Outlet />
      </>
    ),
    children: [
      ...profilePreviewRoutes,
      ...publicProfilePreviewRoutes,
      { path: '/profile-settings', element: <Stub name="Profile settings" /> },
      { path: '/profile-settings/:section', element: <Stub name="Profile section" /> },
    ],
  },
];

vi.mock('../../../lib/session/session.ts', () => import('../../../test/session-mock.ts'));

function serve(body: unknown) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v2/applicant/profile/preview': { body },
    'GET /api/v2/masters/dialing-codes': { body: { data: [{ id: 104, name: 'Japan', code: '+81', country_id: 104 }] } },
  });
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/profile-preview', () => {
  it('shows every section with names from the labels, dates and yen in English', async () => {
    serve(previewFixture('en'));
    renderRoutes(routes, '/profile-preview');
    expect(await screen.findByTestId('profile-name')).toHaveProperty('textContent', 'Aiko Tanaka');
    expect(screen.getByText('Profile 85% complete')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile preview' })).toBeTruthy();

    const basic = screen.getByRole('region', { name: 'Basic information' });
    expect(within(basic).getByText('22 Nov 1994')).toBeTruthy();
    expect(within(basic).getByText('Female')).toBeTruthy();
    expect(within(basic).getByText('Tokyo')).toBeTruthy();
    expect(within(basic).getByText('31 Mar 2027')).toBeTruthy();
    expect(within(basic).getAllByText('Not entered yet').length).toBeGreaterThan(0);
    expect(within(basic).getByRole('link', { name: 'https://www.linkedin.com/in/aiko' })).toBeTruthy();

    expect(
      await within(screen.getByRole('region', { name: 'Contact information' })).findByText('+81 90-1234-5678'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Job roles' })).getByText('Backend engineer (5+ years)'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Skills' })).getByText('Go (3–5 years)')).toBeTruthy();
    const work = screen.getByRole('region', { name: 'Work experience' });
    expect(within(work).getByText('2020/04 – Present')).toBeTruthy();
    expect(within(work).getByText('Finance')).toBeTruthy();
    const career = screen.getByRole('region', { name: 'Career summary and income' });
    expect(within(career).getByText('¥6,000,000')).toBeTruthy();
    expect(within(career).getByText('¥6M–¥7M')).toBeTruthy();
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(within(languages).getByText('N1')).toBeTruthy();
    expect(within(languages).getByText('TOEIC: 905')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Licenses and awards' })).getByText('Fundamental IT Engineer (2019)'),
    ).toBeTruthy();
    const preference = screen.getByRole('region', { name: 'Preferences' });
    expect(within(preference).getByText('Osaka')).toBeTruthy();
    expect(within(preference).getByText('¥8,500,000')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Education' })).getByText('Nothing added yet.')).toBeTruthy();
  });

  it('links every section to its settings and hides the bottom navigation until the preview is left', async () => {
    serve(previewFixture('en'));
    const view = renderRoutes(routes, '/profile-preview');
    const user = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'Edit Basic information' })).getAttribute('href')).toBe(
      '/profile-settings/basic-information',
    );
    expect(screen.getByRole('link', { name: 'Edit Career summary and income' }).getAttribute('href')).toBe(
      '/profile-settings/work-experience',
    );
    expect(screen.getByRole('link', { name: 'Edit Preferences' }).getAttribute('href')).toBe(
      '/profile-settings/preference',
    );
    expect(screen.getByTestId('bottom-nav').textContent).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(view.router.state.location.pathname).toBe('/profile-settings');
    expect(screen.getByTestId('bottom-nav').textContent).toBe('shown');
  });

  it("falls back to 'ID: {id}' when no name is entered", async () => {
    const fixture = previewFixture('en');
    fixture.data.basic_personal_information = {
      ...fixture.data.basic_personal_information,
      first_name: null,
      last_name: null,
      full_name: null,
    };
    serve(fixture);
    renderRoutes(routes, '/profile-preview');
    expect((await screen.findByTestId('profile-name')).textContent).toBe('ID: 4242');
  });

  it('writes dates and yen the Japanese way in Japanese', async () => {
    await i18next.changeLanguage('ja');
    const api = serve(previewFixture('ja'));
    renderRoutes(routes, '/profile-preview');
    expect(await screen.findByText('プロフィール完成度 85%')).toBeTruthy();
    const basic = screen.getByRole('region', { name: '基本情報' });
    expect(within(basic).getByText('1994年11月22日')).toBeTruthy();
    expect(within(basic).getByText('東京都')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '職務要約・年収' })).getByText('600万円')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '希望条件' })).getByText('850万円')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '職歴' })).getByText('2020/04〜現在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '基本情報を編集' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/v2/applicant/profile/preview')[0]?.headers.get('X-Localization')).toBe('ja');
  });

  it('says so when the profile cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v2/applicant/profile/preview': () =>
        fail
          ? { status: 500, body: { message: 'Server Error', code: 'server_error' } }
          : { body: previewFixture('en') },
    });
    renderRoutes(routes, '/profile-preview');
    const user = userEvent.setup();
    expect(await screen.findByText(/We could not load your profile/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-name')).toBeTruthy();
  });
});

describe('/personal-information', () => {
  beforeEach(() => setMockSession('registered'));

  it('shows the profile in three tabs, the profile part first', async () => {
    serve(previewFixture('en'));
    const view = renderRoutes(routes, '/personal-information');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal information' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Basic information' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work experience' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Skills and experience' }));
    expect(view.router.state.location.pathname).toBe('/personal-information/skill-experience');
    expect(await screen.findByRole('region', { name: 'Work experience' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Basic information' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(await screen.findByRole('region', { name: 'Preferences' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Preferences' })).toBeTruthy();
  });

  it('sends an unknown part back to the first tab', async () => {
    serve(previewFixture('en'));
    const view = renderRoutes(routes, '/personal-information/nope');
    expect(await screen.findByRole('region', { name: 'Basic information' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/personal-information');
  });
});

describe('/personal-information for visitors', () => {
  it('explains what Hashi keeps and who sees it, with the way in', async () => {
    setMockSession('guest');
    serve(previewFixture('en'));
    renderRoutes(routes, '/personal-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your personal information on Hashi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What companies see, and when' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your free account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Handling of Personal Information' }).getAttribute('href')).toBe(
      '/handling-personal-information',
    );
    expect(screen.queryByTestId('profile-name')).toBeNull();
  });
});
