import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { logIn } from '../../auth/test/mock-api.ts';
import { LocationProbe } from '../../auth/test/render-route.tsx';
import { setBottomNavHidden, useBottomNavHidden } from '../../../lib/bottom-nav-visibility.ts';
import { profileSettingsRoutes } from '../profile-settings-routes.tsx';
import { profile, profileApi } from '../test/fixtures.ts';
import { renderWithApp } from '../test/render-section.tsx';

vi.mock('../../profile-preview/components/preview-section.tsx', () => ({
  default: () => <p>The profile as companies see it</p>,
}));

function BottomNavState() {
  return <p data-testid="bottom-nav">{useBottomNavHidden() ? 'hidden' : 'shown'}</p>;
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <LocationProbe />
        <BottomNavState />
      </>
    ),
    children: profileSettingsRoutes,
  },
];

const render = (path: string) => renderWithApp(routes, path);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  logIn();
  setBottomNavHidden(false);
  profileApi(profile({ overall_completion_rate: 45 }));
});

describe('/profile-settings/{section?}', () => {
  it('opens basic information without a section, with the eleven sections and the completion rate', async () => {
    setViewportWidth(1280);
    render('/profile-settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Basic information' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Basic information',
      'Contact',
      'Job roles',
      'Skills',
      'Work experience',
      'Preferences',
      'Licenses and awards',
      'Education',
      'Languages',
      'Documents / CV',
      'Preview',
    ]);
    expect(await within(nav).findByText('Profile 45% complete')).toBeTruthy();
    expect(await screen.findByLabelText(/First name \(given name\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to profile settings' }).getAttribute('href')).toBe(
      '/profile-settings',
    );
  });

  it('opens a section by its slug and marks it in the navigation', async () => {
    const user = userEvent.setup();
    render('/profile-settings/basic-information');
    const nav = await screen.findByRole('navigation', { name: 'Profile sections' }, { timeout: 15_000 });
    await user.click(within(nav).getByRole('link', { name: 'Job roles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job roles' })).toBeTruthy();
    expect(location()).toBe('/profile-settings/job');
    await waitFor(() => expect(document.title).toBe('Job roles | Profile settings | Hashi'));
    expect(within(nav).getByRole('link', { name: 'Job roles' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('group', { name: 'Add a job role' })).toBeTruthy();
  });

  it('titles each section page with its name, in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    try {
      render('/profile-settings/work-experience');
      expect(await screen.findByRole('heading', { level: 1, name: '職務経歴' }, { timeout: 15_000 })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('職務経歴 | プロフィール設定 | Hashi'));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('sends an unknown section to basic information', async () => {
    render('/profile-settings/career-history');
    await waitFor(() => expect(location()).toBe('/profile-settings'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic information' })).toBeTruthy();
  });

  it('previews without the navigation; the arrow leaves preview and brings the bottom navigation back', async () => {
    const user = userEvent.setup();
    render('/profile-settings/preview');
    expect(await screen.findByText('The profile as companies see it', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('bottom-nav').textContent).toBe('hidden');
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave preview' }));
    await waitFor(() => expect(location()).toBe('/profile-settings'));
    await act(async () => {});
    expect(screen.getByTestId('bottom-nav').textContent).toBe('shown');
  });
});
