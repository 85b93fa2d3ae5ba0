import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { application, server } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const LIST = 'GET /api/v1/employer/applications';

describe('employer applications', () => {
  it('shows new applications as a badge in the navigation, cleared when the applications are opened', async () => {
    const api = server({
      [LIST]: pageOf([application()]),
      'GET /api/v1/employer/applications/unseen': { body: { data: { count: 3 } } },
      'POST /api/v1/employer/applications/seen': { body: { data: { count: 0 } } },
    });
    renderConsole('/employer/job-postings');
    const nav = await screen.findByRole('navigation', { name: 'Console pages' });
    const link = within(nav).getByRole('link', { name: /Applications/ });
    await waitFor(() => expect(link.textContent).toContain('(3 new applications)'));
    await userEvent.setup().click(link);
    await screen.findByRole('heading', { name: 'Linh Nguyen' });
    expect(api.callsTo('POST', '/api/v1/employer/applications/seen')).toHaveLength(1);
    await waitFor(() => expect(link.textContent).not.toContain('new application'));
  });

  it('lists applications with the applicant, answers and status history', async () => {
    server({ [LIST]: pageOf([application(), application({ id: 72, applicant: { id: 502, name: null } })]) });
    renderConsole('/employer/applications');
    const item = (await screen.findByRole('heading', { name: 'Linh Nguyen' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Why Japan?')).toBeTruthy();
    expect(within(item).getByText('I love the culture.')).toBeTruthy();
    expect(within(item).getByText('11 Nov 2026 — Document screening')).toBeTruthy();
    expect(within(item).getByText('20 Nov 2026 — First interview')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/employer/applicants/501',
    );
    expect(within(item).getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/employer/messages/0123456789abcdef0123456789abcdef',
    );
    expect(screen.getByRole('heading', { name: 'Applicant #502' })).toBeTruthy();
  });

  it('filters by posting and status', async () => {
    const api = server({ [LIST]: pageOf([application()]) });
    renderConsole('/employer/applications');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Linh Nguyen' });
    await user.click(screen.getByLabelText('Job posting'));
    const postings = await screen.findAllByRole('option');
    expect(postings.map((o) => o.textContent)).toEqual([
      'All postings',
      'Backend engineer',
      'Closed role',
      'Draft role',
    ]);
    await user.click(screen.getByRole('option', { name: 'Draft role' }));
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Job offer' }));
    await waitFor(() => {
      const path = api.callsTo('GET', '/api/v1/employer/applications').at(-1)?.path ?? '';
      expect(path).toContain('job_posting_id=33');
      expect(path).toContain('status=7');
    });
  });

  it('offers only the allowed next statuses and changes the status', async () => {
    let status = { id: 2, name: 'First interview' };
    const api = server({
      [LIST]: () => pageOf([application({ status })]),
      'PUT /api/v1/employer/applications/71/status': () => {
        status = { id: 4, name: 'Final interview' };
        return { body: { data: application({ status }) } };
      },
    });
    renderConsole('/employer/applications');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Linh Nguyen' });
    await user.click(screen.getByLabelText('New status'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Second or further interview',
      'Final interview',
      'Job offer',
      'Offer accepted',
      'Joined',
      'Not selected',
      'Cancelled',
      'Hidden from the applicant',
    ]);
    await user.click(screen.getByRole('option', { name: 'Final interview' }));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('The status is now: Final interview.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/employer/applications/71/status')[0]?.body).toEqual({ status: 4 });
  });

  it('shows the server refusal of a change, and that an ended application can only be hidden', async () => {
    server({
      [LIST]: pageOf([
        application(),
        application({ id: 73, applicant: { id: 503, name: 'Ken' }, status: { id: 5, name: 'Not selected' } }),
      ]),
      'PUT /api/v1/employer/applications/71/status': {
        status: 409,
        body: { message: 'This application has already been closed.', code: 'conflict' },
      },
    });
    renderConsole('/employer/applications');
    const user = userEvent.setup();
    const ended = (await screen.findByRole('heading', { name: 'Ken' })).closest('li') as HTMLElement;
    expect(within(ended).getByText(/This application has ended/)).toBeTruthy();
    const first = screen.getByRole('heading', { name: 'Linh Nguyen' }).closest('li') as HTMLElement;
    await user.click(within(first).getByLabelText('New status'));
    await user.click(await screen.findByRole('option', { name: 'Not selected' }));
    await user.click(within(first).getByRole('button', { name: 'Change' }));
    expect(await within(first).findByText('This application has already been closed.')).toBeTruthy();
  });

  it('has an empty state in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [LIST]: pageOf([]) });
    renderConsole('/employer/applications');
    expect(await screen.findByText('まだ応募はありません。貴社の求人への応募がここに表示されます。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '応募者管理' })).toBeTruthy();
  });
});
