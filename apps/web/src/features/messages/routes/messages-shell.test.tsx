import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-shell.tsx';
import { setMockSession } from '../../../test/session-mock.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { messagesRoutes } from '../messages-routes.tsx';
import { CODE, conversation, M, messagesApi, thread, threadsPage } from '../test/fixtures.ts';

vi.mock('../../../lib/session/session.ts', () => import('../../../test/session-mock.ts'));
vi.mock('../../../lib/session/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

const approachUnread = {
  body: { data: { scouted: 0, saved: 0, applied: 0, interested: 0, matched: 0, total_count: 0 } },
};

beforeEach(() => setMockSession('registered'));

describe('the messages pages in the shell', () => {
  it('counts unread messages on the bottom navigation, "9+" above 9', async () => {
    setViewportWidth(1000);
    messagesApi({
      'GET /api/v2/customer/approach/unread': approachUnread,
      [`GET ${M}/unread`]: { body: { data: { unread: 12, unread_threads: 4 } } },
      [`GET ${M}/threads`]: { body: threadsPage([thread()]) },
    });
    renderShell('/messages', messagesRoutes);
    // The page loads lazily: the shell comes with it.
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' }, { timeout: 15_000 });
    expect(await within(nav).findByText('9+')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Messages/ }).textContent).toContain('12 unread');
    expect(await screen.findByRole('list', { name: 'Conversations' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('gives a conversation the whole phone screen: no bottom navigation', async () => {
    setViewportWidth(390);
    messagesApi({
      'GET /api/v2/customer/approach/unread': approachUnread,
      [`GET ${M}/threads/${CODE}`]: { body: conversation() },
    });
    renderShell(`/messages/${CODE}`, messagesRoutes);
    expect(
      await screen.findByRole('textbox', { name: 'Message to Sakura Cloud KK' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('clears the top bar badge once the conversation is read, and keeps only the copyright in the footer', async () => {
    setViewportWidth(1280);
    let release: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    messagesApi({
      'GET /api/v2/customer/approach/unread': approachUnread,
      [`GET ${M}/unread`]: { body: { data: { unread: 2, unread_threads: 1 } } },
      // The conversation arrives once the badge has shown the count from before.
      [`GET ${M}/threads/${CODE}`]: async () => {
        await opened;
        return { body: conversation() };
      },
      [`POST ${M}/threads/${CODE}/read`]: { body: { data: { unread: 0, unread_threads: 0 } } },
    });
    renderShell(`/messages/${CODE}`, messagesRoutes);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    const messages = within(nav).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(messages.textContent).toContain('2 unread'));
    release();
    await screen.findByRole('log', { name: 'Messages with Sakura Cloud KK' }, { timeout: 15_000 });
    await waitFor(() => expect(messages.textContent).not.toContain('unread'));
    expect(screen.getByRole('contentinfo').textContent).toContain('Hashi');
    expect(screen.queryByRole('navigation', { name: 'Site links' })).toBeNull();
  });
});
