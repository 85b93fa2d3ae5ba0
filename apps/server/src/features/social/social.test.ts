import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, DEFAULT_PASSWORD, randomIp } from '../../../test/factories.ts';
import { authorizeAtProvider, MockProvider } from '../../../test/oauth-provider.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { findUserById } from '../users/users.repository.ts';

let ctx: TestContext;
let google: MockProvider;
let n = 0;
beforeAll(async () => {
  google = await new MockProvider().start();
  ctx = await createTestContext({ ...google.oidcEnv('GOOGLE'), ...google.oidcEnv('LINKEDIN') });
});
afterAll(async () => {
  await ctx.close();
  await google.stop();
});
/** A new person at the provider for each test. */
beforeEach(() => {
  n += 1;
  google.claims = {
    sub: `google-${n}-${Date.now()}`,
    email: `social${n}-${Date.now()}@example.com`,
    email_verified: true,
  };
});

const post = (provider: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/login/${provider}`, payload, headers, remoteAddress: randomIp() });

async function codeLogin(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { code, state, redirectUri } = await authorizeAtProvider(ctx, 'google', randomIp());
  return post('google', { type: 1, token: code, state, redirect_uri: redirectUri, ...extra }, headers);
}

describe('GET /api/v1/login/providers and /authorize', () => {
  it('lists the configured providers only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/login/providers' });
    expect(res.json()).toEqual({ data: ['google', 'linkedin'] });
  });

  it('answers a provider URL with state, S256 challenge and nonce', async () => {
    const redirect = 'http://hashi.test/social-google';
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/login/google/authorize?redirect_uri=${encodeURIComponent(redirect)}`,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    const { url, state } = res.json();
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${google.issuer}/authorize?`)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: redirect,
      state,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a redirect to another site', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/login/google/authorize?redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.redirect_uri).toEqual(['Invalid value.']);
  });

  it('answers 404 social_not_configured for a provider without credentials, 404 for an unknown one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/login/github/authorize?redirect_uri=http://hashi.test/social-github',
      remoteAddress: randomIp(),
      headers: { 'x-localization': 'ja' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'social_not_configured',
      message: 'このサービスでのログインは現在ご利用いただけません。',
    });
    const unknown = await post('twitter', { type: 1, token: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/v1/login/google (authorization code)', () => {
  it('signs a new person up, verified, and the tokens work', async () => {
    const res = await codeLogin();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', user: { type: 1, current_step: 1 } });
    expect(body.refresh_expires_in).toBe(30 * 86_400);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/auth', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: google.claims.email, needs_initial_password: false });
    const user = await findUserById(ctx.deps.db, body.user.id);
    expect(user?.email_verified_at).not.toBeNull();
    expect(user?.password_hash).toBeNull();
  });

  it('logs the same subject into the same account, even after the address changed', async () => {
    const first = (await codeLogin()).json();
    google.claims.email = `changed-${n}@example.com`;
    const second = await codeLogin();
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.user.id);
  });

  it('records attribution, access route and the language of the sign-up', async () => {
    const res = await codeLogin(
      {
        access_route: 'Google Ads / Search (EN)',
        first_access_url: 'http://hashi.test/jobs?utm_source=google',
        last_access_url: 'http://hashi.test/login',
        referer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'engineers_en',
      },
      { 'x-localization': 'ja' },
    );
    const user = await findUserById(ctx.deps.db, res.json().user.id);
    expect(user).toMatchObject({
      locale: 'ja',
      origin: 'self',
      access_route: 'Google Ads / Search (EN)',
      first_access_url: 'http://hashi.test/jobs?utm_source=google',
      last_access_url: 'http://hashi.test/login',
    });
    expect(user?.attribution).toMatchObject({ utm_campaign: 'engineers_en', source: 'social', provider: 'google' });
  });

  it('links to the account that owns the verified address, and keeps it linked', async () => {
    const owner = await buildUser(ctx, { email: String(google.claims.email) });
    const res = await codeLogin();
    expect(res.json().user.id).toBe(owner.id);
    google.claims.email = 'another@example.com';
    expect((await codeLogin()).json().user.id).toBe(owner.id);
  });

  it('drops the password of an unverified account it links to (pre-registered by someone else)', async () => {
    const squatter = await buildUser(ctx, { email: String(google.claims.email), email_verified_at: null });
    const res = await codeLogin();
    expect(res.json().user.id).toBe(squatter.id);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: squatter.email, password: DEFAULT_PASSWORD, type: 1 },
      remoteAddress: randomIp(),
    });
    expect(login.json().code).toBe('invalid_credentials');
  });

  it('refuses an unverified address that belongs to an account, and a sign-up without one', async () => {
    await buildUser(ctx, { email: String(google.claims.email) });
    google.claims.email_verified = false;
    const res = await codeLogin({}, { 'x-localization': 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('social_email_unverified');
    google.claims = { sub: `no-mail-${n}` };
    expect((await codeLogin()).json().code).toBe('social_email_unverified');
  });

  it('refuses company, admin and system accounts with 403 wrong_user_type', async () => {
    await buildUser(ctx, { email: String(google.claims.email), type: 2 });
    const res = await codeLogin();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('wrong_user_type');
  });

  it('uses an invitation once', async () => {
    const inviter = await buildUser(ctx);
    await ctx.deps.db
      .insertInto('invitations')
      .values({ token: `inv-${n}`, inviter_user_id: inviter.id })
      .execute();
    const res = await codeLogin({ invitation_token: `inv-${n}` });
    expect((await findUserById(ctx.deps.db, res.json().user.id))?.invited_by_user_id).toBe(inviter.id);
    google.claims = { sub: `second-${n}`, email: `second-${n}@example.com`, email_verified: true };
    const again = await codeLogin({ invitation_token: `inv-${n}` });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('invitation_used');
  });
});

describe('state, nonce and id_token checks', () => {
  it('requires a state, and refuses an unknown, reused, expired or other-provider one', async () => {
    const missing = await post('google', { type: 1, token: 'code' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.state).toEqual(['Required.']);

    const unknown = await post('google', { type: 1, token: 'code', state: 'made-up' }, { 'x-localization': 'ja' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('social_failed');
    expect(unknown.json().message).toContain('有効期限');

    const flow = await authorizeAtProvider(ctx, 'google', randomIp());
    expect((await post('google', { type: 1, token: flow.code, state: flow.state })).statusCode).toBe(200);
    expect((await post('google', { type: 1, token: flow.code, state: flow.state })).json().code).toBe('social_failed');

    const other = await authorizeAtProvider(ctx, 'linkedin', randomIp());
    expect((await post('google', { type: 1, token: other.code, state: other.state })).statusCode).toBe(422);

    const late = await authorizeAtProvider(ctx, 'google', randomIp());
    ctx.advance(11 * 60_000);
    expect((await post('google', { type: 1, token: late.code, state: late.state })).statusCode).toBe(422);
  });

  it('refuses a redirect_uri other than the one the flow began with', async () => {
    const flow = await authorizeAtProvider(ctx, 'google', randomIp());
    const res = await post('google', {
      type: 1,
      token: flow.code,
      state: flow.state,
      redirect_uri: 'http://hashi.test/x',
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses an id_token with a wrong nonce or audience, and a userinfo about someone else', async () => {
    google.onNextIdToken((payload) => {
      payload.nonce = 'replayed';
    });
    expect((await codeLogin()).json().code).toBe('social_failed');
    google.onNextIdToken((payload) => {
      payload.aud = 'another-app';
    });
    expect((await codeLogin()).json().code).toBe('social_failed');
    google.server.service.once('beforeUserinfo', (response) => {
      response.body = { sub: 'someone-else', email: 'x@example.com', email_verified: true };
    });
    expect((await codeLogin()).json().code).toBe('social_failed');
  });

  it('answers 422 social_failed, not 500, when the provider refuses the code', async () => {
    google.server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const res = await codeLogin();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'social_failed',
      message: 'We could not sign you in with this service. Please try again.',
    });
  });

  it('rejects a client type other than the applicant app', async () => {
    const res = await codeLogin({ type: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type).toEqual(['Invalid value.']);
  });
});
