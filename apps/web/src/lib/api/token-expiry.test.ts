import { ACCESS_TOKEN_EXPIRY_MARGIN_MS, REFRESH_GRACE_AFTER_EXPIRY_MS } from '@hashi/shared/constants';
import { describe, expect, it } from 'vitest';
import { canRefresh, isAccessTokenExpired } from './token-expiry.ts';

const expiresAt = 1_000_000_000;
const session = { accessExpiresAt: expiresAt, refreshExpiresAt: expiresAt + 30 * 86_400_000 };

describe('access token expiry (spec §4: one-minute margin)', () => {
  it('is valid until one minute before the stated expiry', () => {
    expect(isAccessTokenExpired(session, expiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS - 1)).toBe(false);
  });

  it('counts as expired from one minute before the stated expiry', () => {
    expect(isAccessTokenExpired(session, expiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS)).toBe(true);
    expect(isAccessTokenExpired(session, expiresAt + 1)).toBe(true);
  });
});

describe('refresh window (spec §4: up to one hour after expiry)', () => {
  it('allows a refresh before and up to one hour after the expiry', () => {
    expect(canRefresh(session, expiresAt - 1)).toBe(true);
    expect(canRefresh(session, expiresAt + REFRESH_GRACE_AFTER_EXPIRY_MS - 1)).toBe(true);
  });

  it('refuses a refresh from one hour after the expiry', () => {
    expect(canRefresh(session, expiresAt + REFRESH_GRACE_AFTER_EXPIRY_MS)).toBe(false);
  });

  it('refuses a refresh once the refresh token itself has expired', () => {
    expect(canRefresh({ accessExpiresAt: expiresAt, refreshExpiresAt: expiresAt + 10 }, expiresAt + 10)).toBe(false);
  });
});
