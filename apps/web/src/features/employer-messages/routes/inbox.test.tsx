import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { server, THREADS, thread, UNREAD } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const threads = () =>
  pageOf([
    thread({ unread_count: 2 }),
    thread({
      code: 'def456',
      applicant: { id: 502, name: 'Linh Nguyen' },
      state: 'applied',
      application_status: { status: 2, label: 'First interview' },
      posting_closed: true,
      last_message: {
        type: 6,
        status: null,
        sender_type: 2,
        application_status: null,
        preview: 'Please write to ⟦contact⟧ anytime.',
        report_notice: null,
        attachments: 0,
        created_at: '2026-11-22T01:05:00.000Z',
      },
    }),
  ]);

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const lastListCall = (api: ReturnType<typeof server>) => api.callsTo('GET', '/api/v1/employer/messages/threads').at(-1);

describe('employer messages inbox', () => {
  it('opens from the nav and lists anonymous and named applicants with where each thread stands', async () => {
    server({ [THREADS]: threads() });
    renderConsole('/employer/job-postings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();

    const anonymous = (await screen.findByRole('link', { name: 'Applicant #501' })).closest('li') as HTMLElement;
    expect(within(anonymous).getByRole('link', { name: 'Applicant #501' }).getAttribute('href')).toBe(
      '/employer/messages/abc123',
    );
    expect(within(anonymous).getByText('2 unread')).toBeTruthy();
    expect(within(anonymous).getAllByText('Know More')).toHaveLength(2); // where it stands, and its newest message
    expect(within(anonymous).getByText('21 Nov 2026 14:30')).toBeTruthy();

    const named = screen.getByRole('link', { name: 'Linh Nguyen' }).closest('li') as HTMLElement;
    expect(within(named).getByText('First interview')).toBeTruthy();
    expect(within(named).getByText('Posting closed')).toBeTruthy();
    expect(within(named).getByText('You: Please write to [contact details hidden] anytime.')).toBeTruthy();
    expect(within(named).getByText('22 Nov 2026 10:05')).toBeTruthy();
    expect(location()).toBe('/employer/messages');
  });

  it('reads in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    setViewportWidth(1280);
    server({ [THREADS]: threads() });
    renderConsole('/employer/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'メッセージ' })).toBeTruthy();
    const anonymous = (await screen.findByRole('link', { name: '候補者 #501' })).closest('li') as HTMLElement;
    expect(within(anonymous).getByText('未読2件')).toBeTruthy();
    expect(within(anonymous).getAllByText('話を聞きたい')).toHaveLength(2);
    expect(within(anonymous).getByText('2026年11月21日 14:30')).toBeTruthy();
    const named = screen.getByRole('link', { name: 'Linh Nguyen' }).closest('li') as HTMLElement;
    expect(within(named).getByText('募集終了')).toBeTruthy();
    expect(within(named).getByText('自社：Please write to ［連絡先は非表示］ anytime.')).toBeTruthy();
    expect(screen.getByLabelText('求人タイトルで検索')).toBeTruthy();
    expect(screen.getByLabelText('未読のみ表示')).toBeTruthy();
  });

  it('keeps the posting, unread-only and search filters in the address and sends them', async () => {
    const api = server({ [THREADS]: threads() });
    renderConsole('/employer/messages');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Linh Nguyen' });

    await user.click(screen.getByLabelText('Job posting'));
    await user.click(await screen.findByRole('option', { name: 'Closed role' }));
    await waitFor(() => expect(location()).toBe('/employer/messages?job_posting_id=32'));
    await waitFor(() => expect(lastListCall(api)?.path).toContain('job_posting_id=32'));

    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(location()).toBe('/employer/messages?job_posting_id=32&unread=true'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by job posting title' }), ' Go developer {Enter}');
    await waitFor(() => expect(location()).toBe('/employer/messages?job_posting_id=32&unread=true&q=Go+developer'));
    await waitFor(() => {
      const path = lastListCall(api)?.path ?? '';
      expect(path).toContain('job_posting_id=32');
      expect(path).toContain('unread=true');
      expect(path).toContain('q=Go+developer');
      expect(path).toContain('page=1');
    });
  });

  it('reads the filters and the page from a link', async () => {
    const api = server({
      [THREADS]: { body: { ...threads().body, meta: { current_page: 2, per_page: 20, total: 45, last_page: 3 } } },
    });
    renderConsole('/employer/messages?job_posting_id=31&unread=true&q=Backend&page=2');
    await screen.findByRole('link', { name: 'Linh Nguyen' });
    const path = lastListCall(api)?.path ?? '';
    expect(path).toContain('page=2');
    expect(path).toContain('job_posting_id=31');
    expect(path).toContain('unread=true');
    expect(path).toContain('q=Backend');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Backend');
    expect((screen.getByRole('switch', { name: 'Unread only' }) as HTMLInputElement).checked).toBe(true);

    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Conversation pages' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(location()).toBe('/employer/messages?job_posting_id=31&unread=true&q=Backend&page=3'));
  });

  it('says what starts a conversation when there is none, and offers to clear filters that find none', async () => {
    server({ [THREADS]: pageOf([]) });
    const view = renderConsole('/employer/messages');
    expect(await screen.findByText(/No conversations yet\. A conversation starts when you scout/)).toBeTruthy();
    view.unmount();

    server({ [THREADS]: pageOf([]) });
    renderConsole('/employer/messages?unread=true');
    expect(await screen.findByText('No conversation matches these filters.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/employer/messages'));
  });

  it('shows a failed list with a way to try again', async () => {
    let fail = true;
    server({
      [THREADS]: () => (fail ? { status: 500, body: { message: 'Server error', code: 'internal' } } : threads()),
    });
    renderConsole('/employer/messages');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'Linh Nguyen' })).toBeTruthy();
  });
});

describe('the unread badge in the console navigation', () => {
  it('shows the unread threads, "9+" above nine, and says the count to screen readers', async () => {
    server({ [UNREAD]: { body: { data: { unread: 30, unread_threads: 12 } } }, [THREADS]: threads() });
    renderConsole('/employer/job-postings');
    const nav = await screen.findByRole('navigation', { name: 'Console pages' });
    const link = await within(nav).findByRole('link', { name: 'Messages (12 conversations with unread messages)' });
    expect(within(link).getByText('9+').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a small count as it is and nothing when all is read', async () => {
    server({ [UNREAD]: { body: { data: { unread: 4, unread_threads: 3 } } } });
    const view = renderConsole('/employer/job-postings');
    const nav = await screen.findByRole('navigation', { name: 'Console pages' });
    expect(await within(nav).findByText('3')).toBeTruthy();
    view.unmount();

    server({});
    renderConsole('/employer/job-postings');
    const quiet = await screen.findByRole('navigation', { name: 'Console pages' });
    expect(within(quiet).getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});
