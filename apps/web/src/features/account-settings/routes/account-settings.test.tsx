import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { previewFixture } from '../../profile-preview/test/preview-fixture.ts';
import { renderAccountSettings } from '../test/render-account.tsx';

// The same profile the preview tests read: phone 90-1234-5678 (Japan), a LinkedIn link.
const profile = previewFixture('en').data;

describe('/account-settings', () => {
  it('lists the five children, and each child goes back to the hub', async () => {
    const { router } = renderAccountSettings('/account-settings');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/account-settings/credential',
      '/account-settings/email',
      '/account-settings/excluded-company',
      '/account-settings/inform',
      '/account-settings/private',
    ]);
    await user.click(within(nav).getByRole('link', { name: /Delete account/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete account' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to account settings' }));
    expect(router.state.location.pathname).toBe('/account-settings');
  });

  it('steers an applicant who has not finished registering to the registration', async () => {
    const { router } = renderAccountSettings('/account-settings/email', {}, { registered: false });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Please finish your registration first' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continue registration' }));
    expect(router.state.location.pathname).toBe('/profile-registration');
  });

  it('credential: shows the login ID, e-mail, phone and LinkedIn with the pages that change them', async () => {
    renderAccountSettings('/account-settings/credential', {
      'GET /api/v2/applicant/profile': { body: { data: profile } },
      'GET /api/v2/masters/dialing-codes': {
        body: { data: [{ id: 104, name: 'Japan', code: '+81', country_id: 104 }] },
      },
    });
    expect(await screen.findByText('aiko_t')).toBeTruthy();
    expect(screen.getByText('aiko@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change email address' }).getAttribute('href')).toBe('/change-email');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/change-password');
    expect(await screen.findByText('+81 90-1234-5678')).toBeTruthy();
    expect(screen.getByText('https://www.linkedin.com/in/aiko')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit phone number' }).getAttribute('href')).toBe(
      '/profile-settings/contact',
    );
    expect(screen.getByRole('link', { name: 'Edit LinkedIn' }).getAttribute('href')).toBe(
      '/profile-settings/basic-information',
    );
  });

  it('private: explains what deletion does and leads to /delete-account', async () => {
    const { router } = renderAccountSettings('/account-settings/private');
    const user = userEvent.setup();
    expect(await screen.findByText(/Your profile, CV details and preferences are deleted/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continue to account deletion' }));
    expect(router.state.location.pathname).toBe('/delete-account');
  });
});
