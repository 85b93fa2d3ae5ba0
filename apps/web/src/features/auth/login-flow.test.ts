import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/api/session-store.ts';
import { completeLogin, decideLoginRedirect, safeRedirectPath, sitePath, startSession } from './login-flow.ts';
import { appToken, applicantAuth, mockApi, tokens, userAuth } from './test/mock-api.ts';

describe('decideLoginRedirect (spec §4 login flow)', () => {
  it('sends a registered applicant (step 4) to the page they asked for', () => {
    expect(decideLoginRedirect({ current_step: 4, needs_initial_password: false }, '/jobs/12?tab=detail')).toBe(
      '/jobs/12?tab=detail',
    );
  });

  it('sends a registered applicant without a request to /', () => {
    expect(decideLoginRedirect({ current_step: 4, needs_initial_password: false }, null)).toBe('/');
  });

  it('sends an account waiting for its first password to /initial-password-change', () => {
    expect(decideLoginRedirect({ current_step: 1, needs_initial_password: true }, '/jobs')).toBe(
      '/initial-password-change',
    );
  });

  it('sends everyone else to /profile-registration, whatever they asked for', () => {
    for (const step of [1, 2, 3]) {
      expect(decideLoginRedirect({ current_step: step, needs_initial_password: false }, '/jobs')).toBe(
        '/profile-registration',
      );
    }
  });
});

describe('safeRedirectPath', () => {
  it('accepts a path on this site', () => {
    expect(safeRedirectPath('/messages/abc?x=1')).toBe('/messages/abc?x=1');
  });

  it('refuses other hosts and guest-only pages', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'jobs', '/login', '/sign-up', '']) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});

describe('completeLogin', () => {
  it('stores the session, then fetches the user and the applicant with the new token', async () => {
    const api = mockApi({
      'GET /api/v1/user/auth': { body: userAuth() },
      'GET /api/v1/applicants/auth': { body: applicantAuth({ current_step: 2 }) },
    });
    const result = await completeLogin(tokens({ access_token: 'fresh' }), new QueryClient());
    expect(result.applicant.current_step).toBe(2);
    expect(readSession()?.accessToken).toBe('fresh');
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.headers.get('Authorization')}`)).toEqual([
      'GET /api/v1/user/auth Bearer fresh',
      'GET /api/v1/applicants/auth Bearer fresh',
    ]);
  });

  it('stops when the user cannot be fetched: logged, session cleared, applicant never asked', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v1/user/auth': { status: 500, body: { message: 'Server Error', code: 'server_error' } },
    });
    await expect(completeLogin(tokens(), new QueryClient())).rejects.toMatchObject({ status: 500 });
    expect(logged).toHaveBeenCalled();
    expect(readSession()).toBeNull();
    expect(api.callsTo('GET', '/api/v1/applicants/auth')).toHaveLength(0);
  });

  it('refuses an account that is not a job seeker and clears the session', async () => {
    mockApi({ 'GET /api/v1/user/auth': { body: userAuth({ type: 2 }) } });
    await expect(completeLogin(tokens(), new QueryClient())).rejects.toMatchObject({
      status: 403,
      body: { code: 'wrong_user_type' },
    });
    expect(readSession()).toBeNull();
  });
});

describe('sitePath (the first check of every login redirect)', () => {
  it('accepts a path on this site, guest-only or not', () => {
    expect(sitePath('/employer/job-postings?status=1')).toBe('/employer/job-postings?status=1');
    expect(sitePath('/login')).toBe('/login');
  });

  it('refuses other hosts and anything that is not a path', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'jobs', '', null, undefined]) {
      expect(sitePath(bad)).toBeNull();
    }
  });
});

describe('startSession (every login: the applicant app and the consoles)', () => {
  it("stores the session and answers the account when it is of the app's user type", async () => {
    mockApi({ 'GET /api/v1/user/auth': { body: userAuth({ type: 3 }) } });
    const { session, user } = await startSession(tokens({ access_token: 'fresh' }), new QueryClient(), 3, () => 'no');
    expect(user.type).toBe(3);
    expect(session.accessToken).toBe('fresh');
    expect(readSession()?.accessToken).toBe('fresh');
  });

  it("refuses another user type with the app's own words, and clears the session", async () => {
    mockApi({ 'GET /api/v1/user/auth': { body: userAuth({ type: 1 }) } });
    await expect(startSession(tokens(), new QueryClient(), 2, () => 'Use the employer account.')).rejects.toMatchObject(
      { status: 403, body: { code: 'wrong_user_type', message: 'Use the employer account.' } },
    );
    expect(readSession()).toBeNull();
  });
});
