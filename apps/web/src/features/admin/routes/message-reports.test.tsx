import type { AdminMessageReport, AdminMessageReportSummary } from '@hashi/shared/message-report.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { consoleUser, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const LIST = 'GET /api/v1/admin/message-reports';
const DETAIL = 'GET /api/v1/admin/message-reports/7';

const summary = (overrides: Partial<AdminMessageReportSummary> = {}): AdminMessageReportSummary => ({
  id: 7,
  status: 'pending',
  reason: 'scam',
  reporter_side: 'applicant',
  company: { id: 5, name: 'Sakura Systems' },
  job_posting: { id: 11, title: 'Mobile engineer' },
  applicant: { id: 501, name: 'Linh Nguyen' },
  reported_at: '2026-11-22T01:00:00.000Z',
  decided_at: null,
  ...overrides,
});

const detail = (overrides: Partial<AdminMessageReport> = {}): AdminMessageReport => ({
  ...summary(),
  note: 'They asked me for money.',
  admin_note: null,
  message: {
    id: 90,
    body: 'Pay ¥30,000 and write to ⟦contact⟧.',
    contact_filtered: true,
    sent_at: '2026-11-21T23:30:00.000Z',
    attachments: [],
  },
  thread: { state: 'applied', application_status: { status: 1, label: 'Document selection' } },
  ...overrides,
});

const list = (items: AdminMessageReportSummary[], pending = items.length) => ({
  body: {
    data: items,
    meta: { current_page: 1, per_page: 20, total: items.length, last_page: 1 },
    pending_count: pending,
  },
});

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    ...routes,
  });
}

beforeEach(() => {
  signIn(3);
  setViewportWidth(1280);
});
afterEach(() => i18next.changeLanguage('en'));

describe('reported messages (admin)', () => {
  it('lists the reports waiting for review, with the count in the navigation and each status as a tab', async () => {
    const api = server({
      [LIST]: (call) =>
        new URL(call.path, 'http://x').searchParams.get('status') === 'upheld'
          ? list([summary({ id: 8, status: 'upheld', reason: 'spam', decided_at: '2026-11-22T03:00:00.000Z' })], 3)
          : list([summary(), summary({ id: 6, reporter_side: 'company', applicant: { id: 502, name: null } })], 3),
    });
    renderConsole('/admin/message-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported messages' })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    const entry = within(nav).getByRole('link', { name: /Reported messages/ });
    await waitFor(() => expect(entry.textContent).toContain('3'));
    expect(within(entry).getByText('(3 reports to review)')).toBeTruthy();

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Scam, fraud or a request for money' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Reported by the applicant')).toBeTruthy();
    expect(within(cards[0]!).getByText('Sakura Systems and Linh Nguyen')).toBeTruthy();
    expect(within(cards[0]!).getByText('Job posting: Mobile engineer')).toBeTruthy();
    expect(within(cards[0]!).getByText('Reported 22 Nov 2026 10:00')).toBeTruthy();
    expect(within(cards[1]!).getByText('Reported by the company')).toBeTruthy();
    expect(within(cards[1]!).getByText('Sakura Systems and Applicant #502')).toBeTruthy();
    const open = within(cards[0]!).getByRole('link', {
      name: 'Review the report “Scam, fraud or a request for money” about Sakura Systems',
    });
    expect(open.getAttribute('href')).toBe('/admin/message-reports/7');
    expect(screen.getByRole('tab', { name: 'Waiting for review (3)', selected: true })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Removed' }));
    expect(await screen.findByRole('heading', { name: 'Spam or advertising' })).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('status=upheld'))).toBe(true);
  });

  it('says when nothing waits, in Japanese too', async () => {
    await act(() => i18next.changeLanguage('ja'));
    setViewportWidth(390);
    server({ [LIST]: list([], 0) });
    renderConsole('/admin/message-reports');
    expect(await screen.findByRole('heading', { level: 1, name: '通報されたメッセージ' })).toBeTruthy();
    expect(await screen.findByText('対応待ちの通報はありません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '通報されたメッセージ' })).toBeTruthy();
  });

  it('shows one report — the message as its recipient saw it, the report, the conversation — and upholds it', async () => {
    let current = detail();
    const api = server({
      [LIST]: list([summary()]),
      [DETAIL]: () => ({ body: { data: current } }),
      'POST /api/v1/admin/message-reports/7/uphold': () => {
        current = detail({ status: 'upheld', decided_at: '2026-11-22T04:00:00.000Z', admin_note: 'Clear scam.' });
        return { body: { data: current } };
      },
    });
    renderConsole('/admin/message-reports/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: Scam, fraud or a request for money' }),
    ).toBeTruthy();
    const message = screen.getByRole('region', { name: 'The reported message' });
    expect(
      within(message)
        .getByText(/Pay ¥30,000 and write to/)
        .closest('p')?.textContent,
    ).toBe('Pay ¥30,000 and write to [contact details hidden].');
    expect(within(message).getByText(/Contact details were hidden from the recipient/)).toBeTruthy();
    const reportBox = screen.getByRole('region', { name: 'The report' });
    expect(within(reportBox).getByText('They asked me for money.')).toBeTruthy();
    expect(within(reportBox).getByText('Reported by the applicant')).toBeTruthy();
    expect(within(reportBox).getByText('22 Nov 2026 08:30')).toBeTruthy();
    const thread = screen.getByRole('region', { name: 'The conversation' });
    expect(within(thread).getByText('Sakura Systems')).toBeTruthy();
    expect(within(thread).getByText('Mobile engineer')).toBeTruthy();
    expect(within(thread).getByText('Linh Nguyen')).toBeTruthy();
    expect(within(thread).getByText('Applied · Document selection')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Note for the team/ }), 'Clear scam.');
    await user.click(screen.getByRole('button', { name: 'Remove the message' }));
    expect(await screen.findByText('The message is removed. The reporter no longer sees it.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/message-reports/7/uphold')[0]?.body).toEqual({ note: 'Clear scam.' });
    expect(screen.getByText(/Decision: Removed on 22 Nov 2026 13:00\./).textContent).toContain('Note: Clear scam.');
    // The decision can be changed: removing again is not offered, restoring is.
    expect((screen.getByRole('button', { name: 'Remove the message' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Restore the message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('restores a removed message, shows the attachments’ names, and explains a refusal', async () => {
    let calls = 0;
    server({
      [LIST]: list([]),
      [DETAIL]: {
        body: {
          data: detail({
            status: 'upheld',
            message: {
              ...detail().message,
              body: null,
              contact_filtered: false,
              attachments: [
                {
                  id: 5,
                  name: 'invoice.pdf',
                  size: 2048,
                  kind: 'document',
                  content_type: 'application/pdf',
                  url: '/api/files/message-attachments/5?expires=1&signature=abc',
                },
              ],
            },
          }),
        },
      },
      'POST /api/v1/admin/message-reports/7/restore': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Something went wrong on our side.', code: 'server_error' } }
          : { body: { data: detail({ status: 'restored', decided_at: '2026-11-22T04:00:00.000Z' }) } };
      },
    });
    renderConsole('/admin/message-reports/7');
    expect(await screen.findByText('invoice.pdf')).toBeTruthy();
    // The admin handling the report can open the file (issue 11).
    expect(screen.getByRole('link', { name: /invoice\.pdf/ }).getAttribute('href')).toBe(
      '/api/files/message-attachments/5?expires=1&signature=abc',
    );
    expect(screen.getByText('This message has no text.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restore the message' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore the message' }));
    expect(await screen.findByText('The message is restored and shown again to both sides.')).toBeTruthy();
  });

  it('says an unknown report does not exist', async () => {
    server({
      [LIST]: list([]),
      'GET /api/v1/admin/message-reports/99': { status: 404, body: { message: 'Not found.', code: 'not_found' } },
    });
    renderConsole('/admin/message-reports/99');
    expect(await screen.findByText('This report does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All reported messages' }).getAttribute('href')).toBe(
      '/admin/message-reports',
    );
  });
});
