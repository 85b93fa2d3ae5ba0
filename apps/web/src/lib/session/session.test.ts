import { APPLICANT_ID_COOKIE } from '@hashi/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { readSession, USER_ID_KEY } from '../api/session-store.ts';
import { getCookie, setCookie } from '../cookies.ts';
import { clearSession, logout } from './session.ts';
import { logIn, mockApi } from '../../features/auth/test/mock-api.ts';

describe('sign-out (spec §4)', () => {
  it('empties local and session storage but keeps the user id, and drops the applicant-id cookie', () => {
    logIn();
    localStorage.setItem('anything', '1');
    sessionStorage.setItem('hashi.ref.skills', '[]');
    setCookie(APPLICANT_ID_COOKIE, '70');
    clearSession();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('anything')).toBeNull();
    expect(localStorage.getItem(USER_ID_KEY)).toBe('7');
    expect(sessionStorage.length).toBe(0);
    expect(getCookie(APPLICANT_ID_COOKIE)).toBeUndefined();
  });

  it('logout revokes the session on the server, then clears it here', async () => {
    logIn();
    const api = mockApi({ 'POST /api/v1/logout': { body: { message: 'Logged out' } } });
    await logout();
    expect(api.callsTo('POST', '/api/v1/logout')[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(readSession()).toBeNull();
  });

  it('logout still clears the local session when the server cannot be reached', async () => {
    logIn();
    mockApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await logout();
    expect(readSession()).toBeNull();
  });
});
