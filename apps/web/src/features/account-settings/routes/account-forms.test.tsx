import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { previewFixture } from '../../profile-preview/test/preview-fixture.ts';
import { renderAccountSettings } from '../test/render-account.tsx';

const preference = {
  job_search_status_id: 2,
  prefecture_ids: [13],
  remote_from_overseas: true,
  industry_ids: [3],
  job_position_ids: [7],
  employment_type_id: 1,
  minimum_salary: 8_500_000,
  appeal_point_ids: [1, 2],
  character_pairs: [{ pair: 1, value: 4 }],
  email_notification_ids: [1, 3],
};
const notificationTypes = [
  { id: 1, name: 'Scouts and messages from companies' },
  { id: 2, name: 'New jobs for my saved searches' },
  { id: 3, name: 'Recommended jobs' },
];

/** The start date, entered in its parts (day, month name, year in English). */
async function enterStartDate() {
  const group = within(screen.getByRole('group', { name: /Start date/ }));
  fireEvent.change(group.getByRole('textbox', { name: 'Day' }), { target: { value: '1' } });
  fireEvent.mouseDown(group.getByRole('combobox', { name: 'Month' }));
  fireEvent.click(await screen.findByRole('option', { name: 'April' }));
  fireEvent.change(group.getByRole('textbox', { name: 'Year' }), { target: { value: '2027' } });
}

describe('/account-settings/email', () => {
  it('shows a switch per notification type and saves the choice with the rest of the preferences', async () => {
    const { api } = renderAccountSettings('/account-settings/email', {
      // The visibility (ADR 0034) is read with the preferences but saved on its own, never in this PUT.
      'GET /api/v1/applicant-preferences': { body: { data: { ...preference, visible_to_companies: true } } },
      'GET /api/v2/masters/cs-email-notifications': { body: { data: notificationTypes } },
      'PUT /api/v1/applicant-preferences': (call: RecordedCall) => ({
        body: { data: { ...(call.body as object), visible_to_companies: true } },
      }),
    });
    const user = userEvent.setup();
    const scouts = await screen.findByRole('switch', { name: 'Scouts and messages from companies' });
    expect((scouts as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'New jobs for my saved searches' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const save = screen.getByRole('button', { name: 'Save email settings' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('switch', { name: 'New jobs for my saved searches' }));
    await user.click(screen.getByRole('switch', { name: 'Recommended jobs' }));
    await user.click(save);

    expect(await screen.findByText('Your email settings have been saved.')).toBeTruthy();
    const put = api.callsTo('PUT', '/api/v1/applicant-preferences');
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ ...preference, email_notification_ids: [1, 2] });
  });

  it('stops the partner recruitment agency registration the wizard offered, at once', async () => {
    let subscribed = true;
    const { api } = renderAccountSettings('/account-settings/email', {
      'GET /api/v1/applicant-preferences': { body: { data: { ...preference, visible_to_companies: true } } },
      'GET /api/v2/masters/cs-email-notifications': { body: { data: notificationTypes } },
      'GET /api/v2/applicant/profile': () => ({
        body: { data: { ...previewFixture('en').data, subscribed_to_gtalent: subscribed } },
      }),
      'PUT /api/v1/applicants/recruitment-agency': (call: RecordedCall) => {
        subscribed = (call.body as { subscribed_to_gtalent: boolean }).subscribed_to_gtalent;
        return { body: { subscribed_to_gtalent: subscribed } };
      },
    });
    const user = userEvent.setup();
    const agency = await screen.findByRole('switch', { name: 'Registered with our partner recruitment agency' });
    expect((agency as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Job search support' })).toBeTruthy();

    await user.click(agency);
    expect(
      await screen.findByText('Your registration with our partner recruitment agency has been stopped.'),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/applicants/recruitment-agency')[0]?.body).toEqual({
      subscribed_to_gtalent: false,
    });
    await waitFor(() => expect((agency as HTMLInputElement).checked).toBe(false));
    expect(agency.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Switch it on to let a career advisor/)).toBeTruthy();
    // The e-mail choices were not sent with it.
    expect(api.callsTo('PUT', '/api/v1/applicant-preferences')).toHaveLength(0);
  });
});

describe('/account-settings/excluded-company', () => {
  it('adds a company, shows the server message for a duplicate, and removes one after confirming', async () => {
    let nextId = 11;
    const { api } = renderAccountSettings('/account-settings/excluded-company', {
      'GET /api/v1/applicant-excluded-companies': {
        body: { data: [{ id: 10, company_name: 'Current Employer KK', company_id: null }] },
      },
      'POST /api/v1/applicant-excluded-companies': (call: RecordedCall) => {
        const name = (call.body as { company_name: string }).company_name;
        if (name === 'current employer kk') {
          return {
            status: 422,
            body: {
              message: 'Please check the highlighted fields.',
              code: 'validation_failed',
              errors: { company_name: ['This company has already been added.'] },
            },
          };
        }
        nextId += 1;
        return { status: 201, body: { data: { id: nextId, company_name: name, company_id: null } } };
      },
      'DELETE /api/v1/applicant-excluded-companies/10': { status: 204 },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Excluded companies' });
    expect(within(list).getByText('Current Employer KK')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-excluded-companies')).toHaveLength(0);

    const name = screen.getByRole('textbox', { name: /Company name/ });
    await user.type(name, 'current employer kk');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('This company has already been added.')).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'Sakura Cloud Works');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Sakura Cloud Works has been added.')).toBeTruthy();
    expect(within(list).getByText('Sakura Cloud Works')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
    expect(api.callsTo('POST', '/api/v1/applicant-excluded-companies').at(-1)?.body).toEqual({
      company_name: 'Sakura Cloud Works',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Current Employer KK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Current Employer KK from the list?' });
    expect(api.callsTo('DELETE', '/api/v1/applicant-excluded-companies/10')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Current Employer KK has been removed.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/v1/applicant-excluded-companies/10')).toHaveLength(1);
    expect(within(list).queryByText('Current Employer KK')).toBeNull();
  });
});

describe('/account-settings/inform', () => {
  const sent = {
    message: 'Thank you for your report. We have sent a confirmation to your email address.',
    data: {
      id: 1,
      company_name: 'Sakura Cloud Works',
      start_date: '2027-04-01',
      salary: 7_500_000,
      about_service: null,
      created_at: '2026-11-22T05:00:00.000Z',
    },
  };

  it('checks each field before sending', async () => {
    const { api } = renderAccountSettings('/account-settings/inform', {
      'POST /api/v1/applicants/inform-of-acceptance': { status: 201, body: sent },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: /Annual salary/ }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Must be a number.')).toBeTruthy();

    const salary = screen.getByRole('textbox', { name: /Annual salary/ });
    await user.clear(salary);
    await user.type(salary, '0');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Invalid value.')).toBeTruthy();
    // With a start date given, only the company name is still missing.
    await enterStartDate();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/applicants/inform-of-acceptance')).toHaveLength(0);
  });

  it('sends the report and thanks the applicant; server field errors land under their field', async () => {
    let first = true;
    const { api } = renderAccountSettings('/account-settings/inform', {
      'POST /api/v1/applicants/inform-of-acceptance': () => {
        if (first) {
          first = false;
          return {
            status: 422,
            body: {
              message: 'Please check the highlighted fields.',
              code: 'validation_failed',
              errors: { start_date: ['Enter a valid date.'] },
            },
          };
        }
        return { status: 201, body: sent };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Sakura Cloud Works');
    await enterStartDate();
    await user.type(screen.getByRole('textbox', { name: /Annual salary/ }), '7,500,000');
    expect(screen.getByText('Amount: ¥7,500,000')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /feedback/ }), 'Quick and kind support.');

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Enter a valid date.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you for your report')).toBeTruthy();
    expect(screen.getByText(sent.message)).toBeTruthy();
    const calls = api.callsTo('POST', '/api/v1/applicants/inform-of-acceptance');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({
      company_name: 'Sakura Cloud Works',
      start_date: '2027-04-01',
      salary: 7_500_000,
      about_service: 'Quick and kind support.',
    });
    await user.click(screen.getByRole('button', { name: 'Send another report' }));
    expect(((await screen.findByRole('textbox', { name: /Company name/ })) as HTMLInputElement).value).toBe('');
  });
});
