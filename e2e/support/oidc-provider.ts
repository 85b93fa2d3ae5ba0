import type { IncomingMessage } from 'node:http';
import { type MutableRedirectUri, type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import type { ProviderIdentity } from './harness-types.ts';

/** The client id the server is configured with for GitHub (global-setup.ts). */
export const GITHUB_CLIENT_ID = 'hashi-e2e-github';

type TokenRequest = IncomingMessage & { body?: Record<string, unknown> };

function jwtPayload(token: string | undefined): Record<string, unknown> | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function clientIdOf(req: TokenRequest): string | undefined {
  const basic = req.headers.authorization?.match(/^Basic\s+(.+)$/i)?.[1];
  if (basic) return decodeURIComponent(Buffer.from(basic, 'base64').toString('utf8').split(':')[0] ?? '');
  const id = req.body?.client_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * oauth2-mock-server as a real OpenID provider (global setup side). Its authorize endpoint answers
 * at once with a code (no login form); the identity behind the code is the one a journey set last
 * through the control endpoint, bound to the code so that token and userinfo answers agree.
 * GitHub is no OpenID provider: for its client the user endpoint answers GitHub's shape (numeric
 * `id`, no verification flag) and the verified addresses come from `githubEmails`.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const { port } = server.address();
  server.issuer.url = `http://127.0.0.1:${port}`;

  let current: ProviderIdentity | undefined;
  const byCode = new Map<string, ProviderIdentity>();
  const bySub = new Map<string, ProviderIdentity>();

  /** The identity and client behind a bearer access token this provider issued. */
  function fromBearer(authorization: string | undefined) {
    const payload = jwtPayload(authorization?.replace(/^Bearer\s+/i, ''));
    const identity = typeof payload?.sub === 'string' ? bySub.get(payload.sub) : undefined;
    return identity ? { identity, clientId: payload?.client_id } : undefined;
  }

  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
    const code = redirect.url.searchParams.get('code');
    if (code && current) byCode.set(code, current);
  });
  server.service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequest) => {
    const code = req.body?.code;
    const identity = typeof code === 'string' ? byCode.get(code) : undefined;
    if (!identity) return;
    bySub.set(identity.sub, identity);
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.email_verified,
      client_id: clientIdOf(req),
    });
  });
  server.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const found = fromBearer(req.headers.authorization);
    if (!found) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    const { identity, clientId } = found;
    const name = identity.name ?? identity.email.split('@')[0];
    response.body =
      clientId === GITHUB_CLIENT_ID
        ? { id: Number(identity.sub), login: `user${identity.sub}`, name, email: identity.email }
        : { sub: identity.sub, email: identity.email, email_verified: identity.email_verified, name };
  });

  return {
    issuerUrl: server.issuer.url,
    setIdentity(identity: ProviderIdentity) {
      current = identity;
    },
    /** GitHub's GET /user/emails for the holder of a bearer token, or undefined (401). */
    githubEmails(authorization: string | undefined) {
      const found = fromBearer(authorization);
      if (!found) return undefined;
      return [
        { email: found.identity.email, primary: true, verified: found.identity.email_verified, visibility: 'public' },
      ];
    },
    close: () => server.stop(),
  };
}
