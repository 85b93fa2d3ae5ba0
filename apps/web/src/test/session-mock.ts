import { vi } from 'vitest';
import type { SessionState } from '../lib/session/session.ts';

/**
 * Stand-in for lib/session/session.ts in shell tests:
 * `vi.mock('…/lib/session/session.ts', () => import('…/test/session-mock.ts'))`.
 */
let state: SessionState = { status: 'guest', isRegistered: false };

export function setMockSession(kind: 'loading' | 'guest' | 'unregistered' | 'registered'): void {
  if (kind === 'loading' || kind === 'guest') {
    state = { status: kind, isRegistered: false };
    return;
  }
  const registered = kind === 'registered';
  state = {
    status: 'authenticated',
    isRegistered: registered,
    user: {
      id: 7,
      type: 1,
      email: 'aiko@example.com',
      login_id: null,
      current_step: registered ? 4 : 1,
      registered_at: registered ? '2026-11-01T00:00:00Z' : null,
      locale: 'en',
      needs_initial_password: false,
    },
  };
}

export const useSession = () => state;
export const clearSession = vi.fn();
export const logout = vi.fn(async () => {});
export const useLogout = () => logout;
export const useStoredSession = () => null;
