import { OAuth2Server } from 'oauth2-mock-server';
import type { TestContext } from './test-app.ts';

/** The claims the mock says about the person, as an OpenID provider would (sub, email, ...). */
export type Claims = Record<string, unknown>;

/**
 * A real OpenID provider for tests (oauth2-mock-server): discovery, JWKS with a fresh RS256 key,
 * /authorize (302 back with a code), /token (PKCE and nonce checked, id_token signed), /userinfo,
 * /introspect. Whatever `claims` holds is what the next id_token and userinfo say.
 *
 * The mock has no GitHub e-mail list nor Facebook debug_token; they are answered on its userinfo
 * path with a marker query (`?emails=1`, `?debug_token=1`), which the configs below point at.
 */
export class MockProvider {
  readonly server = new OAuth2Server();
  claims: Claims = { sub: 'johndoe' };
  /** GitHub's e-mail list (GET /user/emails). */
  emails: Array<{ email: string; primary: boolean; verified: boolean }> = [];
  /** Facebook's debug_token answer (`data`). */
  debugToken: Claims = {};

  get issuer(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error('mock provider not started');
    return url;
  }

  async start(): Promise<this> {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(0, '127.0.0.1');
    // The mock names itself "localhost"; our config and the id_token issuer must say 127.0.0.1.
    this.server.issuer.url = `http://127.0.0.1:${this.server.address().port}`;
    const service = this.server.service;
    service.on('beforeUserinfo', (response, req) => {
      const url = req.url ?? '';
      if (url.includes('emails=1')) response.body = this.emails as unknown as Record<string, unknown>;
      else if (url.includes('debug_token=1')) response.body = { data: this.debugToken };
      else response.body = { ...this.claims };
    });
    service.on('beforeTokenSigning', (token) => {
      token.payload.sub = this.claims.sub;
      // The id_token (it has an audience) carries the profile claims too.
      if ('aud' in token.payload) Object.assign(token.payload, this.claims);
    });
    return this;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** Changes the next id_token only (the access token is signed first, without an audience). */
  onNextIdToken(change: (payload: Claims) => void): void {
    const service = this.server.service;
    const listener = (token: { payload: Claims }) => {
      if (!('aud' in token.payload)) return;
      service.off('beforeTokenSigning', listener);
      change(token.payload);
    };
    service.on('beforeTokenSigning', listener);
  }

  /** A provider access token, as a popup or SDK would hand to the browser. */
  accessToken(): Promise<string> {
    return this.server.issuer.buildToken();
  }

  /** Env for an OpenID provider found by discovery (Google, LinkedIn in tests). */
  oidcEnv(prefix: string, clientId = `${prefix.toLowerCase()}-client`): Record<string, string> {
    return {
      [`${prefix}_CLIENT_ID`]: clientId,
      [`${prefix}_CLIENT_SECRET`]: `${clientId}-secret`,
      [`${prefix}_ISSUER`]: this.issuer,
    };
  }

  /** Env for GitHub's REST shape: profile at /user, addresses at /user/emails, token check. */
  githubEnv(): Record<string, string> {
    return {
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-client-secret',
      GITHUB_AUTH_URL: `${this.issuer}/authorize`,
      GITHUB_TOKEN_URL: `${this.issuer}/token`,
      GITHUB_USERINFO_URL: `${this.issuer}/userinfo`,
      GITHUB_EMAILS_URL: `${this.issuer}/userinfo?emails=1`,
      GITHUB_TOKENINFO_URL: `${this.issuer}/introspect`,
    };
  }

  /** Env for Facebook's Graph shape: profile at /me, token check at /debug_token. */
  facebookEnv(extra: Record<string, string> = {}): Record<string, string> {
    return {
      FACEBOOK_CLIENT_ID: 'facebook-app',
      FACEBOOK_CLIENT_SECRET: 'facebook-app-secret',
      FACEBOOK_AUTH_URL: `${this.issuer}/authorize`,
      FACEBOOK_TOKEN_URL: `${this.issuer}/token`,
      FACEBOOK_USERINFO_URL: `${this.issuer}/userinfo`,
      FACEBOOK_TOKENINFO_URL: `${this.issuer}/userinfo?debug_token=1`,
      ...extra,
    };
  }
}

export const WEB_CALLBACK = (provider: string) => `http://hashi.test/social-${provider}`;

/**
 * Runs the browser's part of a code flow: asks our API for the provider URL, follows it to the
 * mock's /authorize, and reads the code and state from the 302 back to our callback page.
 */
export async function authorizeAtProvider(
  ctx: TestContext,
  provider: string,
  remoteAddress: string,
): Promise<{ code: string; state: string; redirectUri: string }> {
  const redirectUri = WEB_CALLBACK(provider);
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/login/${provider}/authorize?redirect_uri=${encodeURIComponent(redirectUri)}`,
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`authorize failed: ${res.statusCode} ${res.body}`);
  const { url, state } = res.json() as { url: string; state: string };
  const answer = await fetch(url, { redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');
  const code = location.searchParams.get('code');
  if (!code || location.searchParams.get('state') !== state) throw new Error(`no code in ${location.href}`);
  return { code, state, redirectUri };
}
