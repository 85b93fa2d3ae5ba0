import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { item, N, notice, notificationsApi } from '../test/fixtures.ts';
import { renderNotifications } from '../test/render-notifications.tsx';

afterEach(() => i18next.changeLanguage('en'));

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('/notifications/{id}', () => {
  it('shows the whole text as written, its icon and time, and leads back to the list', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = notificationsApi({
      [`GET ${N}/2`]: async () => {
        await gate;
        return { body: { data: notice() } };
      },
    });
    const { queryClient } = renderNotifications('/notifications/2');
    // The bell as it was before the item was opened.
    queryClient.setQueryData(['notifications', 'summary', 'en'], { unread: 1 });
    release();
    await heading('Maintenance on Sunday');
    const detail = screen.getByTestId('notification-detail');
    expect(detail.textContent).toBe('Hashi will be down for maintenance.\n\n  Sunday 02:00–04:00 JST');
    expect(getComputedStyle(detail).whiteSpace).toBe('pre-wrap');
    expect(document.querySelector('[data-icon="bell"]')).toBeTruthy();
    expect(screen.getByText('Notice from Hashi')).toBeTruthy();
    expect(screen.getByText('3 days ago')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the page' })).toBeNull();
    expect(api.callsTo('GET', `${N}/2`)).toHaveLength(1);
    // Opening it read it: the bell is asked again.
    await waitFor(() =>
      expect(queryClient.getQueryState(['notifications', 'summary', 'en'])?.isInvalidated).toBe(true),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to notifications' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notifications'));
  });

  it('offers a button to what the item is about', async () => {
    notificationsApi({ [`GET ${N}/1`]: { body: { data: item({ read: true }) } } });
    renderNotifications('/notifications/1');
    await heading(/Sakura Cloud KK scouted you/);
    expect(document.querySelector('[data-icon="gift"]')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the page' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeTruthy();
  });

  it('reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    notificationsApi({
      [`GET ${N}/1`]: { body: { data: item({ body: 'スカウトが届きました', detail: 'スカウトが届きました' }) } },
    });
    renderNotifications('/notifications/1');
    await heading('スカウトが届きました');
    expect(screen.getByText('最新情報')).toBeTruthy();
    expect(screen.getByRole('link', { name: '詳細を見る' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お知らせ一覧に戻る' })).toBeTruthy();
  });

  it('is the not-found page for an unknown id', async () => {
    notificationsApi();
    renderNotifications('/notifications/999');
    await heading('Notification not found');
    expect(screen.getByRole('link', { name: 'Back to notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it('is the not-found page for an impossible id, without asking', async () => {
    const api = notificationsApi();
    renderNotifications('/notifications/abc');
    await heading('Notification not found');
    expect(api.calls.filter((call) => call.path.startsWith(N))).toHaveLength(0);
  });
});
