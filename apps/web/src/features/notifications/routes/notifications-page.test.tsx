import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { item, listPage, N, notice, notificationsApi, queryOf } from '../test/fixtures.ts';
import { renderNotifications } from '../test/render-notifications.tsx';

afterEach(() => i18next.changeLanguage('en'));

const location = () => screen.getByTestId('location').textContent;
const list = (name = 'Notifications') => screen.findByRole('list', { name }, { timeout: 15_000 });

describe('/notifications', () => {
  it('lists every item newest first: icon by type, line, time, unread mark', async () => {
    const api = notificationsApi({ [`GET ${N}`]: { body: listPage([item(), notice()]) } });
    renderNotifications('/notifications');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [scout, news] = items as [HTMLElement, HTMLElement];
    expect(within(scout).getByRole('link').getAttribute('href')).toBe('/notifications/1');
    expect(scout.textContent).toContain('Unread: Sakura Cloud KK scouted you');
    expect(within(scout).getByText('3 hours ago')).toBeTruthy();
    expect(scout.querySelector('[data-icon="gift"]')).toBeTruthy();
    expect(scout.querySelector('[data-unread-dot]')).toBeTruthy();
    expect(within(news).getByRole('link', { name: 'Maintenance on Sunday' })).toBeTruthy();
    expect(within(news).getByText('3 days ago')).toBeTruthy();
    expect(news.querySelector('[data-icon="bell"]')).toBeTruthy();
    expect(within(news).queryByRole('button')).toBeNull();
    expect(queryOf(api.callsTo('GET', N)[0])).toEqual({ page: '1', per_page: '20' });
    expect(document.title).toBe('Notifications | Hashi');
  });

  it('reads in Japanese and asks the server for Japanese texts', async () => {
    await i18next.changeLanguage('ja');
    const api = notificationsApi({
      [`GET ${N}`]: { body: listPage([item({ body: 'スカウトが届きました' }), notice()]) },
    });
    renderNotifications('/notifications');
    const items = within(await list('お知らせの一覧'));
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeTruthy();
    expect(items.getByText('3時間前')).toBeTruthy();
    expect(items.getByText('3日前')).toBeTruthy();
    expect(items.getByRole('button', { name: '既読にする: スカウトが届きました' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '未読のみ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
    expect(api.callsTo('GET', N)[0]?.headers.get('X-Localization')).toBe('ja');
  });

  it('keeps "Unread only" and the page in the URL and sends them to the server', async () => {
    const user = userEvent.setup();
    const api = notificationsApi({ [`GET ${N}`]: { body: listPage([item()], { last_page: 3 }) } });
    renderNotifications('/notifications');
    await list();
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(location()).toBe('/notifications?unread=1'));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', N).at(-1))).toEqual({ page: '1', per_page: '20', unread: 'true' }),
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/notifications?unread=1&page=2'));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', N).at(-1))).toEqual({ page: '2', per_page: '20', unread: 'true' }),
    );
  });

  it('opens with the filter of its URL and offers to show everything when nothing is unread', async () => {
    const api = notificationsApi();
    renderNotifications('/notifications?unread=1');
    await screen.findByText('You have read every notification.', undefined, { timeout: 15_000 });
    expect(queryOf(api.callsTo('GET', N)[0])).toEqual({ page: '1', per_page: '20', unread: 'true' });
    expect((screen.getByRole('switch', { name: 'Unread only' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show all notifications' }));
    await waitFor(() => expect(location()).toBe('/notifications'));
  });

  it('marks one item read, and all of them', async () => {
    let items = [item(), item({ id: 3, body: 'A new message from Kansai Robotics' })];
    const read = (ids: number[] | null) => {
      items = items.map((i) => (ids === null || ids.includes(i.id) ? { ...i, read: true } : i));
      return { body: { data: { unread: items.filter((i) => !i.read).length } } };
    };
    const api = notificationsApi({
      [`GET ${N}`]: () => ({ body: listPage(items) }),
      [`POST ${N}/1/read`]: () => read([1]),
      [`POST ${N}/read-all`]: () => read(null),
    });
    renderNotifications('/notifications');
    await list();
    await userEvent.click(screen.getByRole('button', { name: /^Mark as read: Sakura/ }));
    await waitFor(() => expect(api.callsTo('POST', `${N}/1/read`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark as read: Sakura/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Mark as read: A new message/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST', `${N}/read-all`)).toHaveLength(1));
    expect(await screen.findByText('All notifications are marked as read.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull());
  });

  it('says when there are no notifications yet', async () => {
    notificationsApi();
    renderNotifications('/notifications');
    expect(await screen.findByText(/You have no notifications yet/, undefined, { timeout: 15_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a failed load and tries again', async () => {
    let fail = true;
    notificationsApi({
      [`GET ${N}`]: () =>
        fail ? { status: 500, body: { message: 'Server Error', code: 'server_error' } } : { body: listPage([item()]) },
    });
    const { report } = renderNotifications('/notifications');
    await screen.findByText(/Your notifications could not be loaded/, undefined, { timeout: 15_000 });
    expect(report).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeTruthy();
  });
});
