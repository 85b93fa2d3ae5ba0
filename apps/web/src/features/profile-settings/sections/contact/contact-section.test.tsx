import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../../auth/test/mock-api.ts';
import { profile, profileApi } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render-section.tsx';
import ContactSection from './contact-section.tsx';

beforeEach(() => logIn());
afterEach(() => i18next.changeLanguage('en'));

const links = {
  dialing_code_id: null,
  phone: null,
  linkedin_url: 'https://www.linkedin.com/in/priya',
  github_url: null,
};

describe('contact section', () => {
  it('defaults to Japan (+81), shows the e-mail read-only, and saves the phone keeping the links', async () => {
    const api = profileApi(profile({ contact_information: links }), {
      'GET /api/v1/profile/contact-information': { body: { data: links } },
      'PUT /api/v1/profile/contact-information': (call) => ({ body: { data: call.body } }),
    });
    renderSection(ContactSection);
    const user = userEvent.setup();
    const code = await screen.findByRole('combobox', { name: /Country code/ });
    await waitFor(() => expect((code as HTMLInputElement).value).toBe('Japan (+81)'));
    const email = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('aiko@example.com'));
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Change email address' }).getAttribute('href')).toBe('/change-email');

    await user.type(screen.getByLabelText(/^Phone number/), '90-1234-5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/profile/contact-information')[0]?.body).toEqual({
      dialing_code_id: 104,
      phone: '90-1234-5678',
      linkedin_url: 'https://www.linkedin.com/in/priya',
      github_url: null,
    });
  });

  it('rejects letters in the phone number, in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    const api = profileApi(profile());
    renderSection(ContactSection);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^電話番号/), 'abc');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('値が正しくありません。')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/profile/contact-information')).toHaveLength(0);
  });
});
