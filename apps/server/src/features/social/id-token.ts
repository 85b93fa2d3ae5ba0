import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import type { SocialProviderConfig } from '../../platform/config.ts';
import { discover, PROVIDER_TIMEOUT_MS, ProviderError } from './provider-client.ts';

/** One key set per JWKS address, so that keys are fetched once and refetched only on rotation. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(url, set);
  }
  return set;
}

const CLOCK_TOLERANCE_S = 60;

/** Where the keys and the expected issuer come from: the issuer's discovery, the real provider, or nowhere. */
async function keySource(cfg: SocialProviderConfig): Promise<{ jwksUrl?: string; issuers?: string[] }> {
  if (cfg.issuer) {
    const found = await discover(cfg.issuer);
    return { ...(found.jwks_uri ? { jwksUrl: found.jwks_uri } : {}), issuers: [found.issuer ?? cfg.issuer] };
  }
  return {
    ...(cfg.jwksUrl ? { jwksUrl: cfg.jwksUrl } : {}),
    ...(cfg.idTokenIssuers ? { issuers: cfg.idTokenIssuers } : {}),
  };
}

/**
 * Checks an id_token from the token endpoint: signature (when the provider's keys are known),
 * issuer, audience, expiry and our nonce, which ties the token to the login we started.
 */
export async function verifyIdToken(
  cfg: SocialProviderConfig,
  idToken: string,
  expected: { nonce: string; now: Date },
): Promise<JWTPayload> {
  const { jwksUrl, issuers } = await keySource(cfg);
  let claims: JWTPayload;
  try {
    if (jwksUrl) {
      const verified = await jwtVerify(idToken, keySet(jwksUrl), {
        audience: cfg.clientId,
        ...(issuers ? { issuer: issuers } : {}),
        currentDate: expected.now,
        clockTolerance: CLOCK_TOLERANCE_S,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
      });
      claims = verified.payload;
    } else {
      // No keys known (endpoints overridden without an issuer). The token came straight from the
      // token endpoint over TLS, which OpenID Connect Core 3.1.3.7 accepts in place of a signature;
      // its claims are still checked, and the identity is confirmed by userinfo.
      claims = decodeJwt(idToken);
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      const nowS = Math.floor(expected.now.getTime() / 1000);
      if (!audience.includes(cfg.clientId)) throw new Error('aud');
      if (typeof claims.exp !== 'number' || claims.exp + CLOCK_TOLERANCE_S < nowS) throw new Error('exp');
    }
  } catch {
    throw new ProviderError('id_token', { reason: 'invalid' });
  }
  if (claims.nonce !== expected.nonce) throw new ProviderError('id_token', { reason: 'nonce' });
  if (typeof claims.sub !== 'string' || !claims.sub) throw new ProviderError('id_token', { reason: 'sub' });
  return claims;
}
