import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { signClientToken, signUserToken, verifyToken } from './tokens.ts';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
const at = new Date('2026-11-30T12:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('verifying tokens, each remembered until it expires (ADR 0051)', () => {
  it('answers the same claims for a token verified before, and refuses it once it has expired', async () => {
    const token = await signUserToken(secret, { userId: 7, userType: 1, sessionId: 's-1' }, 60, at);
    const first = await verifyToken(secret, token, at);
    expect(first).toMatchObject({ kind: 'user', userId: 7, userType: 1, sessionId: 's-1' });
    expect(await verifyToken(secret, token, later(59))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await codeOf(verifyToken(secret, token, later(60)))).toBe('token_expired');
    expect(await codeOf(verifyToken(secret, token, later(61)))).toBe('token_expired');
  });

  it('never takes a token remembered under one secret for another secret', async () => {
    const token = await signClientToken(secret, 'hashi-web', 60, at);
    expect(await verifyToken(secret, token, at)).toEqual({ kind: 'client', clientId: 'hashi-web' });
    expect(await codeOf(verifyToken(other, token, at))).toBe('token_invalid');
  });

  it('refuses a token changed after signing, even when the original was remembered', async () => {
    const token = await signUserToken(secret, { userId: 7, userType: 1, sessionId: 's-2' }, 60, at);
    await verifyToken(secret, token, at);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(await codeOf(verifyToken(secret, `${header}.${forged}.${signature}`, at))).toBe('token_invalid');
    expect(await codeOf(verifyToken(secret, `${token}x`, at))).toBe('token_invalid');
  });
});
