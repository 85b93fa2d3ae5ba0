import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE, M, messagesApi, queryOf, thread, threadsPage } from '../test/fixtures.ts';
import { renderMessages } from '../test/render-messages.tsx';

afterEach(() => i18next.changeLanguage('en'));

const location = () => screen.getByTestId('location').textContent;
const list = () => screen.findByRole('list', { name: 'Conversations' }, { timeout: 15_000 });

const applied = thread({
  code: 'c0de2',
  company: { id: 10, name: 'Kansai Robotics', logo_url: '/logos/kansai.png' },
  job_posting: { id: 43, title: 'Frontend engineer (React)' },
  state: 'applied',
  application_status: { status: 2, label: 'First interview' },
  posting_closed: true,
  last_message: {
    type: 3,
    status: null,
    sender_type: 4,
    application_status: 2,
    preview: null,
    report_notice: null,
    attachments: 0,
    // Exactly three days ago: three calendar days in Tokyo at any hour the test runs.
    created_at: new Date(Date.now() - 72 * 3_600_000).toISOString(),
  },
  unread_count: 0,
});

describe('/messages (Threads)', () => {
  it('lists the conversations newest first: company, posting, last message, time, unread count and state', async () => {
    const api = messagesApi({ [`GET ${M}/threads`]: { body: threadsPage([thread(), applied]) } });
    renderMessages('/messages');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link').getAttribute('href')).toBe(`/messages/${CODE}`);
    expect(first.getByText('Sakura Cloud KK')).toBeTruthy();
    expect(first.getByText('Senior backend engineer (Go)')).toBeTruthy();
    expect(first.getByText('Scout: We would like to talk about our Go team.')).toBeTruthy();
    expect(first.getByText('3 hours ago')).toBeTruthy();
    expect(first.getByText('2 unread messages')).toBeTruthy();
    expect(first.getByText('Scouted')).toBeTruthy();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Status: First interview')).toBeTruthy();
    expect(second.getByText('Applied · First interview')).toBeTruthy();
    expect(second.getByText('Position closed')).toBeTruthy();
    expect(second.getByText('3 days ago')).toBeTruthy();
    expect(second.queryByText(/unread/)).toBeNull();
    expect(queryOf(api.callsTo('GET', `${M}/threads`)[0])).toEqual({ page: '1', per_page: '20' });
    expect(document.title).toBe('Messages | Hashi');
  });

  it('reads in Japanese, and asks the server for Japanese texts', async () => {
    await i18next.changeLanguage('ja');
    const api = messagesApi({
      [`GET ${M}/threads`]: {
        body: threadsPage([thread(), { ...applied, application_status: { status: 2, label: '一次面接' } }]),
      },
    });
    renderMessages('/messages');
    const items = within(await screen.findByRole('list', { name: 'メッセージの一覧' }, { timeout: 15_000 }));
    expect(screen.getByRole('heading', { level: 1, name: 'メッセージ' })).toBeTruthy();
    expect(items.getByText('スカウト：We would like to talk about our Go team.')).toBeTruthy();
    expect(items.getByText('3時間前')).toBeTruthy();
    expect(items.getByText('未読メッセージ2件')).toBeTruthy();
    expect(items.getByText('スカウト受信')).toBeTruthy();
    expect(items.getByText('選考状況：一次面接')).toBeTruthy();
    expect(items.getByText('応募済み・一次面接')).toBeTruthy();
    expect(items.getByText('募集終了')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '企業名・求人名' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '未読のみ' })).toBeTruthy();
    expect(api.callsTo('GET', `${M}/threads`)[0]?.headers.get('X-Localization')).toBe('ja');
  });

  it('puts the words of each kind of last message in the preview', async () => {
    const last = (type: number, sender_type: number, preview: string | null = null, attachments = 0) => ({
      type,
      status: null,
      sender_type,
      application_status: null,
      preview,
      report_notice: null,
      attachments,
      created_at: new Date().toISOString(),
    });
    const threads = [
      thread({ code: 'a', last_message: last(2, 2) }),
      thread({ code: 'b', last_message: last(4, 1) }),
      thread({ code: 'c', last_message: last(5, 1) }),
      thread({ code: 'd', last_message: last(12, 1) }),
      thread({ code: 'e', last_message: last(3, 1, 'Thanks, see you on Monday.') }),
      thread({ code: 'f', last_message: last(6, 2, 'Mail me at ⟦contact⟧ please.') }),
      thread({ code: 'g', last_message: last(3, 1, null, 2) }),
      thread({ code: 'h', last_message: last(6, 2, null, 1) }),
    ];
    messagesApi({ [`GET ${M}/threads`]: { body: threadsPage(threads) } });
    renderMessages('/messages');
    const items = within(await list());
    for (const text of [
      'The company is interested in you.',
      'You sent a like.',
      'You said you want to know more.',
      'You declined the scout.',
      'You: Thanks, see you on Monday.',
      'Mail me at [contact hidden] please.',
      'You: Attachment (2)',
      'Attachment (1)',
    ]) {
      expect(items.getByText(text)).toBeTruthy();
    }
    expect(items.getAllByText('just now')).toHaveLength(8);
  });

  it('keeps the search and the unread filter in the URL and sends them to the server', async () => {
    const user = userEvent.setup();
    const api = messagesApi({ [`GET ${M}/threads`]: { body: threadsPage([thread()], { last_page: 3 }) } });
    renderMessages('/messages');
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Company or job title' }), ' Sakura ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/messages?q=Sakura'));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', `${M}/threads`).at(-1))).toEqual({ page: '1', per_page: '20', q: 'Sakura' }),
    );

    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(location()).toBe('/messages?q=Sakura&unread=1'));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', `${M}/threads`).at(-1))).toEqual({
        page: '1',
        per_page: '20',
        q: 'Sakura',
        unread: 'true',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/messages?q=Sakura&unread=1&page=2'));
    await waitFor(() => expect(queryOf(api.callsTo('GET', `${M}/threads`).at(-1)).page).toBe('2'));
  });

  it('opens with the filters of its URL', async () => {
    const api = messagesApi({ [`GET ${M}/threads`]: { body: threadsPage([]) } });
    renderMessages('/messages?q=Kansai&unread=1');
    await screen.findByText('No conversations match your search.', undefined, { timeout: 15_000 });
    expect(queryOf(api.callsTo('GET', `${M}/threads`)[0])).toEqual({
      page: '1',
      per_page: '20',
      q: 'Kansai',
      unread: 'true',
    });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Kansai');
    expect((screen.getByRole('switch', { name: 'Unread only' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show all conversations' }));
    await waitFor(() => expect(location()).toBe('/messages'));
  });

  it('says there are no messages yet and leads to the job search', async () => {
    messagesApi();
    renderMessages('/messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' }, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Find jobs' }));
    expect(await screen.findByRole('heading', { name: 'Job search' })).toBeTruthy();
  });

  it('explains a failed load and tries again', async () => {
    let fail = true;
    messagesApi({
      [`GET ${M}/threads`]: () =>
        fail
          ? { status: 500, body: { message: 'Server Error', code: 'server_error' } }
          : { body: threadsPage([thread()]) },
    });
    const { report } = renderMessages('/messages');
    await screen.findByText(/Your messages could not be loaded/, undefined, { timeout: 15_000 });
    expect(report).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeTruthy();
  });
});
