import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../errors.ts';

export interface UserClaims {
  kind: 'user';
  userId: number;
  userType: number;
  sessionId: string;
  /** When the token expires (epoch ms); set on verified tokens. */
  expiresAt?: number;
}
export interface ClientClaims {
  kind: 'client';
  clientId: string;
}
export type TokenClaims = UserClaims | ClientClaims;

const ISSUER = 'hashi';

export async function signUserToken(
  secret: Uint8Array,
  claims: Omit<UserClaims, 'kind'>,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'user', ut: claims.userType, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

export async function signClientToken(
  secret: Uint8Array,
  clientId: string,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'client' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(clientId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

/** Tokens verified, per signing secret: what each says and when it expires (epoch ms). */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; expiresAt: number }>>();
/** Tokens remembered per secret at most; the oldest verified is forgotten first. */
const VERIFIED_MAX = 50_000;

/**
 * Verifies a bearer token; 401 token_expired or token_invalid otherwise. A token verified once is
 * remembered until it expires (ADR 0051): a page's calls carry the same token, and the signature
 * check (WebCrypto's HMAC, a round trip through the thread pool) was 5 % of an API instance's CPU.
 * A remembered token past its expiry is verified again, and so refused as expired.
 */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit && hit.expiresAt > now.getTime()) return hit.claims;
  const { claims: verifiedClaims, expiresAt } = await verifySigned(secret, token, now);
  // Frozen: the same claims answer every request that carries the token.
  const claims = Object.freeze(verifiedClaims);
  if (expiresAt !== undefined && expiresAt > now.getTime()) {
    if (!known) {
      known = new Map();
      verified.set(secret, known);
    }
    known.delete(token);
    known.set(token, { claims, expiresAt });
    if (known.size > VERIFIED_MAX) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
  }
  return claims;
}

/** The token's claims, checked, and when it expires (epoch ms; undefined without `exp`: never remembered). */
async function verifySigned(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<{ claims: TokenClaims; expiresAt: number | undefined }> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
    if (payload.typ === 'user' && payload.sub && typeof payload.sid === 'string') {
      const claims: UserClaims = {
        kind: 'user',
        userId: Number(payload.sub),
        userType: Number(payload.ut),
        sessionId: payload.sid,
        ...(expiresAt === undefined ? {} : { expiresAt }),
      };
      return { claims, expiresAt };
    }
    if (payload.typ === 'client' && payload.sub)
      return { claims: { kind: 'client', clientId: payload.sub }, expiresAt };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError(ErrorCode.TokenExpired);
  }
  throw new AppError(ErrorCode.TokenInvalid);
}

/** A random secret for links and refresh tokens (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
