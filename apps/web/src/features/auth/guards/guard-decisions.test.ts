import { REFRESH_GRACE_AFTER_EXPIRY_MS } from '@hashi/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { sessionFromTokens } from '../../../lib/api/session-store.ts';
import { applicantAuth, tokens, userAuth } from '../test/mock-api.ts';
import {
  decideAccountStep,
  decideAuthGuard,
  decideNotRegistered,
  decideTokenStep,
  loginUrl,
  loginUrlFor,
  previousPath,
} from './guard-decisions.ts';

const NOW = 1_800_000_000_000;
const session = sessionFromTokens(tokens({ expires_in: 900 }), NOW);
const none = { data: undefined, error: null };
const input = (overrides: Partial<Parameters<typeof decideAuthGuard>[0]> = {}) => ({
  session,
  now: NOW,
  pathname: '/change-password',
  user: { data: userAuth(), error: null },
  applicant: { data: applicantAuth(), error: null },
  ...overrides,
});

describe('AuthGuard decisions (spec §4 access guard)', () => {
  it('sends a visitor without a session to login', () => {
    expect(decideAuthGuard(input({ session: null }))).toEqual({ kind: 'login' });
    expect(decideAuthGuard(input({ session: null, pathname: '/jobs/12/applycomplete' }))).toEqual({ kind: 'login' });
  });

  it('sends a guest who opens a shared job link to the public search or posting, query kept', () => {
    const guest = (pathname: string, search = '') =>
      decideAuthGuard(input({ session: null, pathname, search, arrivedAsGuest: true }));
    expect(guest('/jobs/42')).toEqual({ kind: 'redirect', to: '/search/42' });
    expect(guest('/jobs', '?q=React&sort=newest')).toEqual({ kind: 'redirect', to: '/search?q=React&sort=newest' });
    expect(guest('/jobs/abc')).toEqual({ kind: 'login' });
    // A session that ends on the page (logout, expiry) goes to the login, as on every page.
    expect(decideAuthGuard(input({ session: null, pathname: '/jobs/42', arrivedAsGuest: false }))).toEqual({
      kind: 'login',
    });
    // Signed in, the applicant's own page.
    expect(decideAuthGuard(input({ pathname: '/jobs/42' }))).toEqual({ kind: 'render' });
  });

  it('refreshes an expired token that may still be refreshed', () => {
    expect(decideAuthGuard(input({ now: NOW + 850_000 }))).toEqual({ kind: 'refresh' });
  });

  it('ends a session whose refresh window has passed', () => {
    expect(decideAuthGuard(input({ now: NOW + 900_000 + 3_600_000 }))).toEqual({ kind: 'clear-and-login' });
  });

  it('waits for the token check, then for the applicant', () => {
    expect(decideAuthGuard(input({ user: none }))).toEqual({ kind: 'wait' });
    expect(decideAuthGuard(input({ applicant: none }))).toEqual({ kind: 'wait' });
  });

  it('ends the session when the server refuses the token', () => {
    const error = new ApiError(401, { message: 'Please login to continue.', code: 'unauthenticated' });
    expect(decideAuthGuard(input({ user: { data: undefined, error } }))).toEqual({ kind: 'clear-and-login' });
  });

  it('offers a retry, not a logout, when the server cannot be reached', () => {
    const error = new ApiError(0);
    expect(decideAuthGuard(input({ user: { data: undefined, error } }))).toMatchObject({ kind: 'retry' });
  });

  it('logs out accounts that are not job seekers', () => {
    for (const type of [2, 3, 4]) {
      expect(decideAuthGuard(input({ user: { data: userAuth({ type }), error: null } }))).toEqual({
        kind: 'clear-and-login',
      });
    }
  });

  it('sends a registered applicant away from /initial-password-change to /', () => {
    const registered = { data: applicantAuth({ current_step: 4 }), error: null };
    expect(decideAuthGuard(input({ pathname: '/initial-password-change', applicant: registered }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAuthGuard(input({ applicant: registered }))).toEqual({ kind: 'render' });
  });

  it('shows the page to a verified applicant', () => {
    expect(decideAuthGuard(input())).toEqual({ kind: 'render' });
  });
});

describe('NotRegisteredGuard decisions', () => {
  it('lets steps 1 to 3 through', () => {
    for (const step of [1, 2, 3])
      expect(decideNotRegistered({ current_step: step, needs_initial_password: false })).toBeNull();
  });

  it('sends a registered applicant to /profile-settings', () => {
    expect(decideNotRegistered({ current_step: 4, needs_initial_password: false })).toBe('/profile-settings');
  });

  it('sends a first-time login to /initial-password-change', () => {
    expect(decideNotRegistered({ current_step: 1, needs_initial_password: true })).toBe('/initial-password-change');
  });
});

describe('helpers', () => {
  it('keeps the requested path and query for after the login', () => {
    expect(loginUrl({ pathname: '/messages/ab', search: '?x=1' })).toBe('/login?redirect=%2Fmessages%2Fab%3Fx%3D1');
    expect(loginUrl({ pathname: '/', search: '' })).toBe('/login');
  });

  it('goes back in history when there is somewhere to go, else home', () => {
    expect(previousPath(3)).toBe(-1);
    expect(previousPath(0)).toBe('/');
    expect(previousPath(undefined)).toBe('/');
  });
});

describe('the steps every guard shares (the applicant app and the consoles)', () => {
  it('refreshes an expired token while it may, then ends the session; a fresh token goes on', () => {
    expect(decideTokenStep(session, NOW)).toBeNull();
    expect(decideTokenStep(session, NOW + 900_000)).toEqual({ kind: 'refresh' });
    expect(decideTokenStep(session, NOW + 900_000 + REFRESH_GRACE_AFTER_EXPIRY_MS)).toEqual({
      kind: 'clear-and-login',
    });
  });

  it("goes on only with the server's word for an account of the guard's user type", () => {
    const down = new ApiError(0);
    expect(decideAccountStep({ data: userAuth(), error: null }, 1)).toBeNull();
    expect(decideAccountStep({ data: userAuth(), error: null }, 2)).toEqual({ kind: 'clear-and-login' });
    expect(decideAccountStep(none, 1)).toEqual({ kind: 'wait' });
    expect(decideAccountStep({ data: undefined, error: new ApiError(403) }, 1)).toEqual({ kind: 'clear-and-login' });
    expect(decideAccountStep({ data: undefined, error: down }, 1)).toEqual({ kind: 'retry', error: down });
  });

  it("remembers the requested page on any app's login page, except the app's home", () => {
    const requested = { pathname: '/admin/notices', search: '?page=2' };
    expect(loginUrlFor('/admin/login', requested, ['/admin'])).toBe(
      '/admin/login?redirect=%2Fadmin%2Fnotices%3Fpage%3D2',
    );
    expect(loginUrlFor('/admin/login', { pathname: '/admin', search: '' }, ['/admin'])).toBe('/admin/login');
  });
});
