import { FIRST_PAINT_STATE_ID, PAINT_COOKIE } from '@hashi/shared/first-paint';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from '../lib/cookies.ts';
import { clearStoredSession, readPaintedSession, saveTokens, setPaintedSession } from '../lib/api/session-store.ts';
import { paintFitsSession, readFirstPaint } from './first-paint.ts';

/**
 * ADR 0048: the web app tells the server which login to paint `/jobs` and `/` for (the paint
 * cookie), and takes a painted page over only when it was painted for the login stored here.
 */
const tokens = (userId: number, expiresIn = 1800) => ({
  token_type: 'Bearer' as const,
  access_token: `header.payload-${userId}.signature`,
  expires_in: expiresIn,
  refresh_token: 'refresh',
  refresh_expires_in: 7200,
  user: { id: userId, type: 1, current_step: 4 },
});

afterEach(() => {
  clearStoredSession();
  setPaintedSession(null);
  document.body.innerHTML = '';
});

describe('the paint cookie', () => {
  it('holds the login’s start and its access token from a login on, and goes at sign-out', () => {
    const session = saveTokens(tokens(7), { now: 1_000_000 });
    expect(getCookie(PAINT_COOKIE)).toBe(`${session.startedAt}.header.payload-7.signature`);
    // A refresh of the same login keeps its start (the query keys carry it), with the new token.
    saveTokens({ ...tokens(7), access_token: 'header.payload-7b.signature' }, { now: 2_000_000, continues: true });
    expect(getCookie(PAINT_COOKIE)).toBe(`${session.startedAt}.header.payload-7b.signature`);
    clearStoredSession();
    expect(getCookie(PAINT_COOKIE)).toBeUndefined();
  });

  it('is not written for a token the app already counts as expired, nor for a console login', () => {
    saveTokens(tokens(8, 30));
    expect(getCookie(PAINT_COOKIE)).toBeUndefined();
    saveTokens(tokens(7));
    expect(getCookie(PAINT_COOKIE)).toBeDefined();
    // A company member after an applicant on this browser: the applicant's cookie goes too.
    saveTokens({ ...tokens(9), user: { id: 9, type: 2, current_step: 0 } });
    expect(getCookie(PAINT_COOKIE)).toBeUndefined();
  });
});

describe('which paint the browser takes over', () => {
  const signedInPaint = { locale: 'en' as const, queries: {}, session: { userId: 7, startedAt: 1_000 } };
  const guestPaint = { locale: 'en' as const, queries: {} };
  const stored = { user: { id: 7 }, startedAt: 1_000 };

  it('a guest’s paint only without a stored login; a signed-in one only for that very login, token fresh', () => {
    expect(paintFitsSession(guestPaint, null, false)).toBe(true);
    expect(paintFitsSession(guestPaint, stored, true)).toBe(false);
    expect(paintFitsSession(signedInPaint, stored, true)).toBe(true);
    expect(paintFitsSession(signedInPaint, stored, false)).toBe(false);
    expect(paintFitsSession(signedInPaint, null, false)).toBe(false);
    expect(paintFitsSession(signedInPaint, { user: { id: 8 }, startedAt: 1_000 }, true)).toBe(false);
    expect(paintFitsSession(signedInPaint, { user: { id: 7 }, startedAt: 2_000 }, true)).toBe(false);
  });

  it('reads the login a paint was made for from the state script, and nothing malformed', () => {
    const paint = (state: unknown) => {
      document.body.innerHTML = `<div id="root"><main>painted</main></div><script type="application/json" id="${FIRST_PAINT_STATE_ID}">${JSON.stringify(state)}</script>`;
      return readFirstPaint();
    };
    expect(paint(signedInPaint)?.session).toEqual({ userId: 7, startedAt: 1_000 });
    expect(paint(guestPaint)?.session).toBeUndefined();
    expect(paint({ ...guestPaint, session: { userId: '7', startedAt: 1 } })?.session).toBeUndefined();
  });

  it('answers the session a paint was made for as the hydration snapshot, none by default (a guest’s paint)', () => {
    expect(readPaintedSession()).toBeNull();
    const session = saveTokens(tokens(7));
    setPaintedSession(session);
    expect(readPaintedSession()).toBe(session);
  });
});
