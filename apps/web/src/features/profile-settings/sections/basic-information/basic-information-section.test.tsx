import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../../auth/test/mock-api.ts';
import { profile, profileApi } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render-section.tsx';
import BasicInformationSection from './basic-information-section.tsx';

const filled = profile({
  basic_personal_information: {
    ...profile().basic_personal_information,
    first_name: 'Priya',
    last_name: 'Raman',
    date_of_birth: '1994-05-02',
    gender: 'female',
    nationality_id: 76,
    country_id: 104,
    prefecture_id: 13,
  },
  contact_information: {
    dialing_code_id: 104,
    phone: '9012345678',
    linkedin_url: null,
    github_url: 'https://github.com/priya',
  },
});

beforeEach(() => logIn());
afterEach(() => i18next.changeLanguage('en'));

const save = () => screen.getByRole('button', { name: 'Save' });

describe('basic information section', () => {
  it('loads the saved values and saves the changed form; links go to the contact resource with the phone kept', async () => {
    const api = profileApi(filled, {
      'POST /api/v1/applicant-basic-personal-information': (call) => ({
        body: { data: { ...filled.basic_personal_information, ...(call.body as object), full_name: null } },
      }),
      'GET /api/v1/profile/contact-information': { body: { data: filled.contact_information } },
      'PUT /api/v1/profile/contact-information': (call) => ({ body: { data: call.body } }),
    });
    renderSection(BasicInformationSection);
    const user = userEvent.setup();
    const first = await screen.findByLabelText(/First name \(given name\)/);
    expect((first as HTMLInputElement).value).toBe('Priya');
    expect((save() as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/City/), 'Shibuya');
    await user.type(screen.getByLabelText(/LinkedIn profile URL/), 'https://www.linkedin.com/in/priya');
    await user.click(save());

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-basic-personal-information')[0]?.body).toEqual({
      first_name: 'Priya',
      last_name: 'Raman',
      furigana_first_name: null,
      furigana_last_name: null,
      date_of_birth: '1994-05-02',
      gender: 'female',
      nationality_id: 76,
      country_id: 104,
      prefecture_id: 13,
      city: 'Shibuya',
      street_address: null,
      work_permission_id: null,
      visa_status_id: null,
      visa_expiration_date: null,
    });
    expect(api.callsTo('PUT', '/api/v1/profile/contact-information')[0]?.body).toEqual({
      dialing_code_id: 104,
      phone: '9012345678',
      linkedin_url: 'https://www.linkedin.com/in/priya',
      github_url: 'https://github.com/priya',
    });
    expect((save() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for nothing but names, birth date, gender, nationality and country; furigana stays optional', async () => {
    const api = profileApi(profile());
    renderSection(BasicInformationSection);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First name \(given name\)/), 'Priya');
    await user.type(screen.getByLabelText(/LinkedIn profile URL/), 'linkedin.com/in/priya');
    await user.click(save());
    expect(await screen.findAllByText('Required.')).toHaveLength(5);
    expect(screen.getByText('Must be a full URL starting with http:// or https://.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-basic-personal-information')).toHaveLength(0);
    expect((screen.getByLabelText(/First name \(given name\)/) as HTMLInputElement).value).toBe('Priya');
  });

  it('shows the messages in Japanese, family name first', async () => {
    await i18next.changeLanguage('ja');
    profileApi(profile());
    renderSection(BasicInformationSection);
    const user = userEvent.setup();
    const family = await screen.findByLabelText(/^姓[\s*]*$/);
    const given = screen.getByLabelText(/^名[\s*]*$/);
    expect(family.compareDocumentPosition(given) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(given, 'Priya');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect((await screen.findAllByText('必須項目です。')).length).toBe(5);
  });

  it("puts the server's 422 messages under their fields and keeps what was typed", async () => {
    profileApi(filled, {
      'POST /api/v1/applicant-basic-personal-information': {
        status: 422,
        body: { message: 'Invalid', code: 'validation_failed', errors: { nationality_id: ['Invalid value.'] } },
      },
    });
    renderSection(BasicInformationSection);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Street address/), '1-2-3 Jingumae');
    await user.click(save());
    const nationality = screen
      .getByRole('combobox', { name: /Nationality/ })
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(nationality).findByText('Invalid value.')).toBeTruthy();
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('1-2-3 Jingumae');
  });

  it('unlinks GitHub after a confirmation', async () => {
    const api = profileApi(filled, { 'DELETE /api/v2/applicant/profile/github': { status: 204 } });
    renderSection(BasicInformationSection);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink GitHub' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/v2/applicant/profile/github')).toHaveLength(1));
    expect(await screen.findByText('Your GitHub profile is unlinked.')).toBeTruthy();
    expect((screen.getByLabelText(/GitHub profile URL/) as HTMLInputElement).value).toBe('');
  });
});
