import { POLLING_MS } from '@hashi/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { setMockSession } from '../../../test/session-mock.ts';
import { appToken, logIn, mockApi } from '../../auth/test/mock-api.ts';
import { MESSAGES_UNREAD_QUERY_KEY, UNREAD_QUERY_KEY, useUnreadCounts } from './use-unread-counts.ts';

vi.mock('../../../lib/session/session.ts', () => import('../../../test/session-mock.ts'));

const unread = { scouted: 2, saved: 1, applied: 0, interested: 0, matched: 1, total_count: 4 };

function renderCounts() {
  const client = createQueryClient(vi.fn());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useUnreadCounts(), { wrapper }), client };
}

describe('the shell badges (useUnreadCounts)', () => {
  beforeEach(() => setMockSession('guest'));

  it('counts every unread approach for the /approach badge, polled every 5 minutes', async () => {
    setMockSession('registered');
    logIn();
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v2/customer/approach/unread': { body: { data: unread } },
    });
    const { result, client } = renderCounts();
    await waitFor(() => expect(result.current.approaches).toBe(4));
    expect(result.current).toEqual({ approaches: 4, messages: 0, notifications: 0 });
    expect(api.callsTo('GET', '/api/v2/customer/approach/unread')).toHaveLength(1);
    const query = client.getQueryCache().find({ queryKey: UNREAD_QUERY_KEY });
    expect((query?.options as { refetchInterval?: unknown } | undefined)?.refetchInterval).toBe(POLLING_MS);
  });

  it('counts unread messages for the /messages badge, polled every 5 minutes too', async () => {
    setMockSession('registered');
    logIn();
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v2/customer/approach/unread': { body: { data: unread } },
      'GET /api/v2/customer/messages/unread': { body: { data: { unread: 12, unread_threads: 3 } } },
    });
    const { result, client } = renderCounts();
    await waitFor(() => expect(result.current.messages).toBe(12));
    expect(api.callsTo('GET', '/api/v2/customer/messages/unread')).toHaveLength(1);
    const query = client.getQueryCache().find({ queryKey: MESSAGES_UNREAD_QUERY_KEY });
    expect((query?.options as { refetchInterval?: unknown } | undefined)?.refetchInterval).toBe(POLLING_MS);
  });

  it('asks nothing for a guest and shows no badge', async () => {
    const api = mockApi({ 'POST /oauth/token': appToken() });
    const { result } = renderCounts();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ approaches: 0, messages: 0, notifications: 0 });
    expect(api.callsTo('GET', '/api/v2/customer/approach/unread')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/v2/customer/messages/unread')).toHaveLength(0);
  });

  it('hides the badge when the count cannot be had, without a dialog', async () => {
    setMockSession('registered');
    logIn();
    mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v2/customer/approach/unread': { status: 500, body: { message: 'Server Error', code: 'server_error' } },
    });
    const { result, client } = renderCounts();
    await waitFor(() =>
      expect(client.getQueryCache().find({ queryKey: UNREAD_QUERY_KEY })?.state.status).toBe('error'),
    );
    expect(result.current.approaches).toBe(0);
  });
});
