import type { AdminCompanyRequestDetail } from '@hashi/shared/company-request.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { consoleUser, pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const emptyReports = {
  body: { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 }, pending_count: 0 },
};

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'GET /api/v1/admin/message-reports': emptyReports,
    ...routes,
  });
}

beforeEach(() => {
  signIn(3);
  setViewportWidth(1280);
});
afterEach(() => i18next.changeLanguage('en'));

const request = (overrides: Partial<AdminCompanyRequestDetail> = {}): AdminCompanyRequestDetail => ({
  id: 9,
  company_name: 'Kumo Robotics K.K.',
  contact_name: 'Aiko Mori',
  email: 'hr@kumo.example',
  phone: '+81 3-1234-5678',
  website_url: 'https://kumo.example',
  hiring_needs: 'Two Go engineers.',
  locale: 'ja',
  status: 'pending',
  decline_reason: null,
  company_id: null,
  reviewed_by_email: null,
  reviewed_at: null,
  created_at: '2026-11-28T01:00:00Z',
  email_in_use: false,
  ...overrides,
});

describe('company requests (admin)', () => {
  it('lists pending requests from the console navigation', async () => {
    const api = server({ 'GET /api/v1/admin/company-requests': pageOf([request()]) });
    renderConsole('/admin/company-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company account requests' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).getByRole('link', { name: 'Company requests' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kumo Robotics K.K.' })).toBeTruthy();
    expect(screen.getByText('Aiko Mori · hr@kumo.example · Japanese')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the request of Kumo Robotics K.K.' }).getAttribute('href')).toBe(
      '/admin/company-requests/9',
    );
    expect(api.callsTo('GET', '/api/v1/admin/company-requests')[0]?.path).toContain('status=pending');
  });

  it('approves after a confirmation that says where and in which language the invitation goes', async () => {
    const api = server({
      'GET /api/v1/admin/company-requests/9': { body: { data: request() } },
      'POST /api/v1/admin/company-requests/9/approve': {
        body: { data: request({ status: 'approved', company_id: 3, reviewed_by_email: 'admin@hashi.example' }) },
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/company-requests/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kumo Robotics K.K.' })).toBeTruthy();
    expect(screen.getByText('Two Go engineers.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Kumo Robotics K.K.?' });
    expect(within(dialog).getByText(/e-mails hr@kumo.example an invitation in Japanese/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. The invitation was e-mailed to hr@kumo.example.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/company-requests/9/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('shows the server’s refusal of an address already in use, in Japanese', async () => {
    await i18next.changeLanguage('ja');
    const message = 'hr@kumo.example はすでに企業アカウントで使われています。';
    server({
      'GET /api/v1/admin/company-requests/9': { body: { data: request({ email_in_use: true }) } },
      'POST /api/v1/admin/company-requests/9/approve': { status: 409, body: { message, code: 'conflict' } },
    });
    const user = userEvent.setup();
    renderConsole('/admin/company-requests/9');
    expect(await screen.findByText(/hr@kumo.example はすでにHashiのアカウントで使われているため/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '承認する' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));
    // The dialog closes and the refusal is shown on the page, beside the request.
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('declines with a required reason and shows it afterwards', async () => {
    const api = server({
      'GET /api/v1/admin/company-requests/9': { body: { data: request({ locale: 'en' }) } },
      'POST /api/v1/admin/company-requests/9/decline': {
        body: {
          data: request({
            locale: 'en',
            status: 'declined',
            decline_reason: 'We could not confirm the company.',
            reviewed_by_email: 'admin@hashi.example',
            reviewed_at: '2026-11-28T02:00:00Z',
          }),
        },
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/company-requests/9');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Kumo Robotics K.K.?' });
    expect(within(dialog).getByText(/e-mailed to hr@kumo.example in English/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/company-requests/9/decline')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'We could not confirm the company.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined. The reason was e-mailed to hr@kumo.example.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/company-requests/9/decline')[0]?.body).toEqual({
      reason: 'We could not confirm the company.',
    });
    expect(screen.getByText('We could not confirm the company.')).toBeTruthy();
  });
});
