import { POLLING_MS } from '@hashi/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-shell.tsx';
import { setMockSession } from '../../../test/session-mock.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { logIn, mockApi } from '../../auth/test/mock-api.ts';
import { item, N, notice, SUMMARY, summary } from '../../notifications/test/fixtures.ts';
import { NOTIFICATION_SUMMARY_ROOT } from '../api/notification-summary.ts';

vi.mock('../../../lib/session/session.ts', () => import('../../../test/session-mock.ts'));
vi.mock('../../../lib/session/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

const probe = [
  { path: 'messages/:code', element: <Where name="Conversation" /> },
  { path: 'notifications', element: <Where name="All notifications" /> },
  { path: 'notifications/:id', element: <Where name="One notification" /> },
  { path: 'jobs', element: <Where name="Jobs" /> },
];

function Where({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** A server that remembers read marks. */
function bellApi(start = [item(), notice()], unread?: number) {
  logIn();
  let items = start;
  let count = unread;
  const readAll = () => {
    items = items.map((i) => ({ ...i, read: true }));
    count = 0;
    return { body: { data: { unread: 0 } } };
  };
  return mockApi({
    [`GET ${SUMMARY}`]: () => ({ body: summary(items, count) }),
    [`POST ${N}/1/read`]: readAll,
    [`POST ${N}/read-all`]: readAll,
  });
}

const bell = () => screen.findByRole('button', { name: /Open notifications/ });

beforeEach(() => setMockSession('registered'));
afterEach(() => i18next.changeLanguage('en'));

describe('the notification bell', () => {
  it('shows the unread count, polled every 5 minutes, and announces it', async () => {
    setViewportWidth(1280);
    const api = bellApi([item(), notice()], 3);
    const { queryClient } = renderShell('/jobs', probe);
    await waitFor(async () => expect((await bell()).textContent).toContain('3'));
    expect((await bell()).textContent).toContain('3 unread');
    const query = queryClient.getQueryCache().find({ queryKey: NOTIFICATION_SUMMARY_ROOT, exact: false });
    expect((query?.options as { refetchInterval?: unknown } | undefined)?.refetchInterval).toBe(POLLING_MS);
    expect(api.callsTo('GET', SUMMARY)).toHaveLength(1);
  });

  it('shows "9+" above nine, on the phone bar too', async () => {
    setViewportWidth(390);
    bellApi([item()], 12);
    renderShell('/jobs', probe);
    await waitFor(async () => expect(within(await bell()).getByText('9+')).toBeTruthy());
  });

  it('asks nothing for a guest', async () => {
    setMockSession('guest');
    const api = mockApi({ 'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'x', expires_in: 60 } } });
    setViewportWidth(1280);
    renderShell('/jobs', probe);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', SUMMARY)).toHaveLength(0);
  });

  it('lists the newest items with their icon, time and unread mark', async () => {
    setViewportWidth(1280);
    bellApi();
    renderShell('/jobs', probe);
    await waitFor(async () => expect((await bell()).textContent).toContain('1 unread'));
    await userEvent.click(await bell());
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const [scout, news] = within(list).getAllByRole('link');
    expect(scout?.getAttribute('href')).toBe('/messages/abc');
    expect(scout?.textContent).toContain('Unread: Sakura Cloud KK scouted you');
    expect(scout?.textContent).toContain('3 hours ago');
    expect(scout?.querySelector('[data-icon="gift"]')).toBeTruthy();
    expect(scout?.querySelector('[data-unread-dot]')).toBeTruthy();
    expect(news?.getAttribute('href')).toBe('/notifications/2');
    expect(news?.textContent).not.toContain('Unread');
    expect(news?.textContent).toContain('3 days ago');
    expect(news?.querySelector('[data-icon="bell"]')).toBeTruthy();
    expect(news?.querySelector('[data-unread-dot]')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it('marks an item read when it is clicked and goes where it leads', async () => {
    setViewportWidth(1280);
    const api = bellApi();
    renderShell('/jobs', probe);
    await waitFor(async () => expect((await bell()).textContent).toContain('1 unread'));
    await userEvent.click(await bell());
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    await userEvent.click(within(list).getByRole('link', { name: /Sakura Cloud KK/ }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', `${N}/1/read`)).toHaveLength(1));
    await waitFor(async () => expect((await bell()).textContent).not.toContain('unread'));
  });

  it('marks everything read', async () => {
    setViewportWidth(1280);
    const api = bellApi();
    renderShell('/jobs', probe);
    await waitFor(async () => expect((await bell()).textContent).toContain('1 unread'));
    await userEvent.click(await bell());
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST', `${N}/read-all`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
  });

  it('reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    setViewportWidth(1280);
    bellApi();
    renderShell('/jobs', probe);
    const open = await screen.findByRole('button', { name: /お知らせを開く/ });
    await waitFor(() => expect(open.textContent).toContain('1'));
    await userEvent.click(open);
    const list = await screen.findByRole('list', { name: '最新のお知らせ' });
    expect(within(list).getByText('3時間前')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お知らせをすべて見る' })).toBeTruthy();
  });
});
