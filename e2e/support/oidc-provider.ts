import type { IncomingMessage } from 'node:http';
import { type MutableRedirectUri, type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import type { ProviderIdentity } from './harness-types.ts';

function claimsOf(identity: ProviderIdentity) {
  return {
    sub: identity.sub,
    email: identity.email,
    email_verified: identity.email_verified,
    name: identity.name ?? identity.email.split('@')[0],
    // GitHub-shaped user endpoints answer a numeric-looking id and a login.
    id: identity.sub,
    login: identity.sub,
  };
}

function bearerSub(req: IncomingMessage): string | undefined {
  const token = req.headers.authorization?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub;
  } catch {
    return undefined;
  }
}

/**
 * oauth2-mock-server as a real OpenID provider (global setup side). Its authorize endpoint answers
 * at once with a code (no login form); the identity behind the code is the one a journey set last
 * through the control endpoint, bound to the code so that token and userinfo answers agree.
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

  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
    const code = redirect.url.searchParams.get('code');
    if (code && current) byCode.set(code, current);
  });
  server.service.on('beforeTokenSigning', (token: MutableToken, req: IncomingMessage & { body?: unknown }) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    const identity = typeof code === 'string' ? byCode.get(code) : undefined;
    if (!identity) return;
    bySub.set(identity.sub, identity);
    Object.assign(token.payload, claimsOf(identity));
  });
  server.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const sub = bearerSub(req);
    const identity = sub ? bySub.get(sub) : undefined;
    if (identity) response.body = claimsOf(identity);
  });

  return {
    issuerUrl: server.issuer.url,
    setIdentity(identity: ProviderIdentity) {
      current = identity;
    },
    close: () => server.stop(),
  };
}
