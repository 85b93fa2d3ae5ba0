import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, randomIp } from '../../../test/factories.ts';
import { authorizeAtProvider, MockProvider } from '../../../test/oauth-provider.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { SOCIAL_LIMITS } from './social.service.ts';

let ctx: TestContext;
let google: MockProvider;
let github: MockProvider;
let facebook: MockProvider;
let n = 0;
function unique(label: string): string {
  n += 1;
  return `${label}-${n}-${Date.now()}`;
}

beforeAll(async () => {
  [google, github, facebook] = await Promise.all([
    new MockProvider().start(),
    new MockProvider().start(),
    new MockProvider().start(),
  ]);
  ctx = await createTestContext({
    ...google.oidcEnv('GOOGLE'),
    ...google.oidcEnv('LINKEDIN'),
    ...github.githubEnv(),
    ...facebook.facebookEnv(),
  });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([google.stop(), github.stop(), facebook.stop()]);
});

const post = (path: string, payload: Record<string, unknown>, remoteAddress = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/login/${path}`, payload, remoteAddress });

describe('popup and token variants (the token is a provider access token)', () => {
  it('POST /google/popup signs up and then logs in the same person', async () => {
    google.claims = { sub: unique('g'), email: `${unique('pop')}@example.com`, email_verified: true };
    const first = await post('google/popup', { type: 1, token: await google.accessToken() });
    expect(first.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/auth',
      headers: bearer(first.json().access_token),
    });
    expect(me.json().email).toBe(google.claims.email);
    const again = await post('google/popup', { type: 1, token: await google.accessToken() });
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('refuses an access token issued to another app (introspection names another client)', async () => {
    google.claims = { sub: unique('g'), email: `${unique('aud')}@example.com`, email_verified: true };
    google.server.service.once('beforeIntrospect', (response) => {
      response.body = { active: true, client_id: 'someone-elses-app' };
    });
    const res = await post('google/popup', { type: 1, token: await google.accessToken() });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('social_failed');
  });

  it('answers 422 social_failed when userinfo refuses the token', async () => {
    google.server.service.once('beforeUserinfo', (response) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    const res = await post('google/popup', { type: 1, token: 'expired-token' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('social_failed');
  });

  it('POST /linkedin/token keeps LinkedIn identities apart from Google ones with the same subject', async () => {
    const sub = unique('shared-sub');
    google.claims = { sub, email: `${unique('li')}@example.com`, email_verified: true };
    const viaGoogle = await post('google/popup', { type: 1, token: await google.accessToken() });
    const viaLinkedin = await post('linkedin/token', { type: 1, token: await google.accessToken() });
    expect(viaLinkedin.statusCode).toBe(200);
    // Same address, verified: linked to the same account, but as a second identity.
    expect(viaLinkedin.json().user.id).toBe(viaGoogle.json().user.id);
    const rows = await ctx.deps.db
      .selectFrom('social_identities')
      .select('provider')
      .where('subject', '=', sub)
      .execute();
    expect(rows.map((r) => r.provider).sort()).toEqual(['google', 'linkedin']);
  });
});

describe('GitHub (REST profile and e-mail list)', () => {
  it('signs up through the code flow with the primary verified address', async () => {
    const id = 100_000 + n;
    github.claims = { id, login: 'octocat', name: 'Octo Cat', email: null };
    github.emails = [
      { email: `${unique('old')}@example.com`, primary: false, verified: false },
      { email: `${unique('octo')}@example.com`, primary: true, verified: true },
    ];
    const flow = await authorizeAtProvider(ctx, 'github', randomIp());
    const res = await post('github', { type: 1, token: flow.code, state: flow.state, redirect_uri: flow.redirectUri });
    expect(res.statusCode).toBe(200);
    const identity = await ctx.deps.db
      .selectFrom('social_identities')
      .selectAll()
      .where('provider', '=', 'github')
      .where('subject', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ user_id: res.json().user.id, email: github.emails[1]?.email });
  });

  it('POST /github/token logs the same numeric id in, and refuses an unverified address', async () => {
    const id = 200_000 + n;
    const email = `${unique('gh')}@example.com`;
    github.claims = { id, login: 'octo', email };
    github.emails = [{ email, primary: true, verified: true }];
    const first = await post('github/token', { type: 1, token: 'gho_token' });
    expect(first.statusCode).toBe(200);
    github.emails = [];
    expect((await post('github/token', { type: 1, token: 'gho_token' })).json().user.id).toBe(first.json().user.id);

    const owner = await buildUser(ctx);
    github.claims = { id: id + 1, login: 'intruder', email: owner.email };
    github.emails = [{ email: owner.email, primary: true, verified: false }];
    const refused = await post('github/token', { type: 1, token: 'gho_token' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('social_email_unverified');
  });
});

describe('Facebook (addresses unverified unless FACEBOOK_TRUST_EMAIL=true)', () => {
  it('refuses a sign-up by default, and a token of another app', async () => {
    facebook.claims = { id: unique('fb'), name: 'Hanako', email: `${unique('fb')}@example.com` };
    facebook.debugToken = { app_id: 'facebook-app', is_valid: true };
    const res = await post('facebook/popup', { type: 1, token: 'EAAB' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('social_email_unverified');
    facebook.debugToken = { app_id: 'another-app', is_valid: true };
    expect((await post('facebook/popup', { type: 1, token: 'EAAB' })).json().code).toBe('social_failed');
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < SOCIAL_LIMITS.loginPerIp.limit; i += 1) {
      expect((await post('google', { type: 1, token: 'code' }, ip)).statusCode).toBe(422);
    }
    const res = await post('google', { type: 1, token: 'code' }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a provider that is down, and Facebook trusted by configuration', () => {
  let other: TestContext;
  beforeAll(async () => {
    // Port 1 refuses connections: every call to this "Google" fails at the network.
    other = await createTestContext({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:1',
      ...facebook.facebookEnv({ FACEBOOK_TRUST_EMAIL: 'true' }),
    });
  });
  afterAll(async () => other.close());

  it('answers 422 social_failed, never 500', async () => {
    const popup = await other.app.inject({
      method: 'POST',
      url: '/api/v1/login/google/popup',
      payload: { type: 1, token: 'ya29.token' },
      remoteAddress: randomIp(),
    });
    expect(popup.statusCode).toBe(422);
    expect(popup.json().code).toBe('social_failed');
    const start = await other.app.inject({
      method: 'GET',
      url: '/api/v1/login/google/authorize?redirect_uri=http://hashi.test/social-google',
      remoteAddress: randomIp(),
    });
    const code = await other.app.inject({
      method: 'POST',
      url: '/api/v1/login/google',
      payload: { type: 1, token: 'code', state: start.json().state },
      remoteAddress: randomIp(),
    });
    expect(code.statusCode).toBe(422);
    expect(code.json().code).toBe('social_failed');
  });

  it('signs a Facebook user up when the operator trusts its addresses', async () => {
    facebook.claims = { id: unique('fb'), name: 'Taro', email: `${unique('fbt')}@example.com` };
    facebook.debugToken = { app_id: 'facebook-app', is_valid: true };
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/v1/login/facebook/popup',
      payload: { type: 1, token: 'EAAB' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});
