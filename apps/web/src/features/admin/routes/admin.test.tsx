import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { appToken, mockApi, tokens } from '../../auth/test/mock-api.ts';
import { consoleUser, invalid, pageOf, posting, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { noticeValuesToInput, toLocalInput } from '../components/notice-form-values.ts';

const companyRef = { id: 5, name_en: 'Sakura Systems', name_ja: 'さくらシステムズ' };
const awaiting = { ...posting({ id: 11, status: 1, title_en: 'Mobile engineer' }), company: companyRef };
const notice = {
  id: 8,
  title_en: 'Maintenance on Sunday',
  title_ja: '日曜日のメンテナンス',
  body_en: 'The site stops for an hour.',
  body_ja: '1時間ほど停止します。',
  published_at: '2026-11-01T00:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'POST /api/v1/login': { body: tokens({}, { id: 43, type: 3, current_step: 0 }) },
    ...routes,
  });
}

describe('admin console', () => {
  it('signs an admin in with client type 3 and opens the postings awaiting approval', async () => {
    const api = server({ 'GET /api/v1/admin/job-postings': pageOf([awaiting]) });
    renderConsole('/admin/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'admin@hashi.example');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Mobile engineer' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/login')[0]?.body).toMatchObject({ email: 'admin@hashi.example', type: 3 });
    expect(readSession()?.user.type).toBe(3);
    expect(api.calls.some((c) => c.path.startsWith('/api/v1/admin/job-postings?status=1'))).toBe(true);
  });
});

describe('posting review', () => {
  beforeEach(() => {
    signIn(3);
  });

  it('approves a posting awaiting approval', async () => {
    let list = [awaiting];
    const api = server({
      'GET /api/v1/admin/job-postings': () => pageOf(list),
      'POST /api/v1/admin/job-postings/11/approve': () => {
        list = [];
        return { body: { data: { ...awaiting, status: 3 } } };
      },
    });
    renderConsole('/admin/job-postings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Mobile engineer” is approved and published.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/job-postings/11/approve')).toHaveLength(1);
    expect(await screen.findByText('No postings are awaiting approval.')).toBeTruthy();
  });

  it('declines with a reason: required, then sent, and the server message shows under it', async () => {
    let attempts = 0;
    const api = server({
      'GET /api/v1/admin/job-postings': pageOf([awaiting]),
      'POST /api/v1/admin/job-postings/11/decline': () => {
        attempts += 1;
        return attempts === 1
          ? invalid({ reason: ['Must be 2000 characters or less.'] })
          : { body: { data: { ...awaiting, status: 5 } } };
      },
    });
    renderConsole('/admin/job-postings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline “Mobile engineer”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/job-postings/11/decline')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste('The salary is missing.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Must be 2000 characters or less.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('“Mobile engineer” is declined. The company can see the reason.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/job-postings/11/decline')[1]?.body).toEqual({
      reason: 'The salary is missing.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('suspends a published posting and shows a refused action', async () => {
    const published = { ...awaiting, status: 3 };
    server({
      'GET /api/v1/admin/job-postings': pageOf([published]),
      'POST /api/v1/admin/job-postings/11/suspend': {
        status: 409,
        body: { message: 'Only a published posting can be suspended.', code: 'conflict' },
      },
    });
    renderConsole('/admin/job-postings?status=3');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Only a published posting can be suspended.')).toBeTruthy();
  });
  it('lifts a suspension', async () => {
    const suspended = { ...awaiting, status: 6 };
    const api = server({
      'GET /api/v1/admin/job-postings': pageOf([suspended]),
      'POST /api/v1/admin/job-postings/11/unsuspend': { body: { data: { ...suspended, status: 3 } } },
    });
    renderConsole('/admin/job-postings?status=6');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lift suspension' }));
    expect(
      await screen.findByText('The suspension of “Mobile engineer” is lifted; it is published again.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/job-postings/11/unsuspend')).toHaveLength(1);
  });
});

describe('notices', () => {
  beforeEach(() => {
    signIn(3);
  });

  it('creates, edits and deletes notices', async () => {
    let notices = [notice];
    const api = server({
      'GET /api/v1/admin/notices': () => pageOf(notices),
      'POST /api/v1/admin/notices': (call) => {
        const created = { ...notice, id: 9, ...(call.body as object) };
        notices = [created, ...notices];
        return { status: 201, body: { data: created } };
      },
      'PUT /api/v1/admin/notices/8': (call) => {
        notices = notices.map((n) => (n.id === 8 ? { ...n, ...(call.body as object) } : n));
        return { body: { data: notices.find((n) => n.id === 8) } };
      },
      'DELETE /api/v1/admin/notices/8': () => {
        notices = notices.filter((n) => n.id !== 8);
        return { status: 204 };
      },
    });
    renderConsole('/admin/notices');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Maintenance on Sunday' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New notice' }));
    for (const [label, text] of [
      [/^Title in English/, 'New feature'],
      [/^Title in Japanese/, '新機能'],
      [/^Text in English/, 'Scouts now expire.'],
      [/^Text in Japanese/, 'スカウトに期限ができました。'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByLabelText('Show to job seekers'));
    await user.click(screen.getByRole('button', { name: 'Save notice' }));
    expect(await screen.findByText('Notice saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/notices')[0]?.body).toEqual({
      title_en: 'New feature',
      title_ja: '新機能',
      body_en: 'Scouts now expire.',
      body_ja: 'スカウトに期限ができました。',
      published_at: null,
    });
    const draft = (await screen.findByRole('heading', { name: 'New feature' })).closest('li') as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeTruthy();

    const old = screen.getByRole('heading', { name: 'Maintenance on Sunday' }).closest('li') as HTMLElement;
    await user.click(within(old).getByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText(/^Title in English/);
    await user.clear(title);
    await user.paste('Maintenance on Monday');
    await user.click(screen.getByRole('button', { name: 'Save notice' }));
    expect(await screen.findByRole('heading', { name: 'Maintenance on Monday' })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/admin/notices/8')[0]?.body).toMatchObject({
      title_en: 'Maintenance on Monday',
      published_at: '2026-11-01T00:00:00.000Z',
    });

    const edited = screen.getByRole('heading', { name: 'Maintenance on Monday' }).closest('li') as HTMLElement;
    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notice deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maintenance on Monday' })).toBeNull());
  });

  it('shows the server messages under the notice fields', async () => {
    server({
      'GET /api/v1/admin/notices': pageOf([]),
      'POST /api/v1/admin/notices': invalid({ title_ja: ['必須です。'] }),
    });
    renderConsole('/admin/notices');
    const user = userEvent.setup();
    expect(await screen.findByText(/No notices yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New notice' }));
    await user.click(screen.getByRole('button', { name: 'Save notice' }));
    expect(await screen.findByText('必須です。')).toBeTruthy();
  });

  it('publishes now when no time is given, and keeps a chosen time', () => {
    const base = { title_en: 'a', title_ja: 'b', body_en: 'c', body_ja: 'd', publish: true, published_at: '' };
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(noticeValuesToInput(base, now).published_at).toBe('2026-11-22T10:00:00.000Z');
    // The chosen time is Japan time, wherever the admin's browser is.
    expect(noticeValuesToInput({ ...base, published_at: '2026-12-01T09:30' }, now).published_at).toBe(
      '2026-12-01T00:30:00.000Z',
    );
    expect(toLocalInput('2026-12-01T00:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(toLocalInput('2026-11-30T18:00:00.000Z')).toBe('2026-12-01T03:00');
    expect(noticeValuesToInput({ ...base, publish: false }, now).published_at).toBeNull();
  });
});
