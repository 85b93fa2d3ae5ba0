import { describe, expect, it } from 'vitest';
import { bearer, buildUser, DEFAULT_PASSWORD, loginAs, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { expectSessionEnded } from '../../../test/session-checks.ts';
import { REFRESH_REUSE_GRACE_MS } from './session.service.ts';

const ctx = useTestContext();

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload, headers, remoteAddress: randomIp() });

describe('POST /api/v1/login', () => {
  it('logs in with the e-mail address and answers tokens and the user', async () => {
    const user = await buildUser(ctx);
    const res = await login({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD, type: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 1800,
      user: { id: user.id, type: 1, current_step: 1 },
    });
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_expires_in).toBe(1800 + 3600);
  });

  it('logs in with the login ID', async () => {
    const user = await buildUser(ctx, { login_id: 'taro.dev' });
    const res = await login({ email: 'Taro.Dev', password: DEFAULT_PASSWORD, type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it('keeps a remembered session refreshable for 30 days', async () => {
    const user = await buildUser(ctx);
    const res = await login({ email: user.email, password: DEFAULT_PASSWORD, type: 1, remember_me: true });
    expect(res.json().refresh_expires_in).toBe(30 * 86_400);
  });

  it('answers 422 with the field message in the request language for a wrong password', async () => {
    const user = await buildUser(ctx);
    const en = await login({ email: user.email, password: 'Wrong1234', type: 1 });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'invalid_credentials',
      errors: { email: ['The email, user name or password is incorrect.'] },
    });
    const ja = await login({ email: user.email, password: 'Wrong1234', type: 1 }, { 'x-localization': 'ja' });
    expect(ja.json().errors.email[0]).toBe('メールアドレス（またはユーザー名）かパスワードが正しくありません。');
  });

  it('gives the same answer for an unknown address as for a wrong password', async () => {
    const res = await login({ email: 'nobody@example.com', password: 'Wrong1234', type: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('validates the body with the spec messages', async () => {
    const res = await login({ email: '', password: '', type: 1 }, { 'accept-language': 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['必須項目です。'], password: ['必須項目です。'] });
  });

  it('rejects an unknown client type', async () => {
    const user = await buildUser(ctx);
    const res = await login({ email: user.email, password: DEFAULT_PASSWORD, type: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type).toEqual(['Invalid value.']);
  });

  it('refuses company, admin and system accounts in the applicant app', async () => {
    for (const type of [2, 3, 4]) {
      const user = await buildUser(ctx, { type });
      const res = await login({ email: user.email, password: DEFAULT_PASSWORD, type: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('wrong_user_type');
    }
  });

  it('refuses an unverified account and sends a new verification link', async () => {
    const user = await buildUser(ctx, { email_verified_at: null });
    const res = await login({ email: user.email, password: DEFAULT_PASSWORD, type: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('account_not_verified');
    const mail = await ctx.smtp.waitFor(user.email);
    expect(mail.text).toContain('/email-verification?token=');
  });

  it('limits attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: `nobody${i}@example.com`, password: 'Wrong1234', type: 1 },
        remoteAddress: '192.0.2.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('pauses the address of 20 failures on an account and says when to retry (ADR 0039)', async () => {
    const user = await buildUser(ctx);
    const from = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload, remoteAddress: '192.0.2.44' });
    for (let i = 0; i < 20; i++) {
      await from({ email: user.email, password: `Wrong${i}abc`, type: 1 });
    }
    const res = await from({ email: user.email, password: DEFAULT_PASSWORD, type: 1 });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toBe('Too many requests.');
  });
});

describe('tokens', () => {
  it('verifies the access token at GET and POST /api/v1/user/auth', async () => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v1/user/auth', headers: bearer(tokens.access_token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, current_step: 1, needs_initial_password: false });
    }
  });

  it('answers the applicant record at /api/v1/applicants/auth', async () => {
    const user = await buildUser(ctx, { locale: 'ja' });
    const tokens = await loginAs(ctx, user);
    const res = await ctx.app.inject({ url: '/api/v1/applicants/auth', headers: bearer(tokens.access_token) });
    expect(res.json()).toEqual({
      id: user.id,
      locale: 'ja',
      registered_at: null,
      current_step: 1,
      profile_photo: { url: null },
      profile_video: { url: null },
      basic_personal_information: { full_name: null },
      overall_completion_rate: 0,
      needs_initial_password: false,
    });
  });

  it('marks an imported account whose password was never set', async () => {
    const user = await buildUser(ctx, { origin: 'import', password_set_at: null });
    const tokens = await loginAs(ctx, user);
    const res = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(tokens.access_token) });
    expect(res.json().needs_initial_password).toBe(true);
  });

  it('rejects a missing, forged or expired access token', async () => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    const none = await ctx.app.inject({ url: '/api/v1/user/auth' });
    expect(none.statusCode).toBe(401);
    const forged = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(`${tokens.access_token}x`) });
    expect(forged.statusCode).toBe(401);
    ctx.advance(1801_000);
    const expired = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(tokens.access_token) });
    ctx.advance(-1801_000);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_expired');
  });

  it('rotates the refresh token and revokes the session when an old one is reused', async () => {
    const user = await buildUser(ctx);
    const first = await loginAs(ctx, user);
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/refresh-token', payload: { refresh_token: token } });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    ctx.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(first.refresh_token);
    ctx.advance(-(REFRESH_REUSE_GRACE_MS + 1000));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('token_reused');
    // The thief's reuse ends the owner's session too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    const me = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(rotated.access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('gives tokens to a second use of a refresh token within seconds (two tabs, a lost answer)', async () => {
    const user = await buildUser(ctx);
    const first = await loginAs(ctx, user);
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/refresh-token', payload: { refresh_token: token } });
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    // Every tab goes on with its own chain, and the session is still alive.
    for (const reply of [a, b, again]) {
      const me = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(reply.json().access_token) });
      expect(me.statusCode).toBe(200);
      expect((await refresh(reply.json().refresh_token)).statusCode).toBe(200);
    }
  });

  it('allows a refresh up to one hour after the access token expired, not later', async () => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    ctx.advance((1800 + 3599) * 1000);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-token',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(late.statusCode).toBe(200);
    ctx.advance((1800 + 3601) * 1000);
    const tooLate = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-token',
      payload: { refresh_token: late.json().refresh_token },
    });
    ctx.advance(-(1800 + 3599 + 1800 + 3601) * 1000);
    expect(tooLate.statusCode).toBe(401);
    expect(tooLate.json().code).toBe('token_expired');
  });

  it('revokes the session on logout', async () => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(tokens.access_token) });
    expect(out.statusCode).toBe(200);
    await expectSessionEnded(ctx, tokens);
  });

  it('issues an app token by client credentials', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'hashi-web' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'someone-else' },
    });
    expect(bad.statusCode).toBe(401);
    // An app token is not a user: it cannot read a user's record.
    const me = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(res.json().access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('authenticates before it validates, so a guest learns nothing about a route’s body', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/applicants/set-locale', payload: { locale: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('stores the language at set-locale', async () => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/applicants/set-locale',
      headers: bearer(tokens.access_token),
      payload: { locale: 'ja' },
    });
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(tokens.access_token) });
    expect(me.json().locale).toBe('ja');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/applicants/set-locale',
      headers: bearer(tokens.access_token),
      payload: { locale: 'fr' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
