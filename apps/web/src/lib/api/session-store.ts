import { ACCESS_TOKEN_EXPIRY_MARGIN_MS, APPLICANT_ID_COOKIE } from '@hashi/shared/constants';
import type { TokenResponse } from '@hashi/shared/auth.schema';
import { UserType } from '@hashi/shared/enums';
import { PAINT_COOKIE } from '@hashi/shared/first-paint';
import { removeCookie, setCookie } from '../cookies.ts';

/**
 * The login state, kept in localStorage (spec §4) so that it survives reloads and is shared by tabs.
 * Expiry instants are absolute epoch milliseconds, computed when the tokens arrive.
 */
export type StoredSession = {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  user: { id: number; type: number; current_step: number };
  /** When this login began; a refresh keeps it, so cached data of the login stays valid. */
  startedAt: number;
};

/** Checked by hand, not with zod: this module is part of the first download (see client.ts). */
function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | null | undefined;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.accessExpiresAt === 'number' &&
    typeof v.refreshExpiresAt === 'number' &&
    typeof v.startedAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.type === 'number' &&
    typeof user.current_step === 'number'
  );
}

export const SESSION_KEY = 'hashi_auth';
/** Survives sign-out (spec §4 "keeping the user id"). */
export const USER_ID_KEY = 'hashi_user_id';

type Listener = () => void;
const listeners = new Set<Listener>();
// useSyncExternalStore needs a stable snapshot: parse once per change, not once per render.
let cachedRaw: string | null | undefined;
let cachedSession: StoredSession | null = null;

export function readSession(): StoredSession | null {
  // The server's first paint (ADR 0038) has no storage: it renders what a guest sees.
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedSession = isStoredSession(parsed) ? parsed : null;
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

export function sessionFromTokens(tokens: TokenResponse, now = Date.now(), startedAt = now): StoredSession {
  return {
    startedAt,
    accessToken: tokens.access_token,
    accessExpiresAt: now + tokens.expires_in * 1000,
    refreshToken: tokens.refresh_token,
    refreshExpiresAt: now + tokens.refresh_expires_in * 1000,
    user: tokens.user,
  };
}

/**
 * Stores tokens from a login, a refresh or a password change. `continues` keeps the current login's
 * start when the same user's tokens are renewed (refresh, password change) rather than replaced.
 */
export function saveTokens(
  tokens: TokenResponse,
  { now = Date.now(), continues = false }: { now?: number; continues?: boolean } = {},
): StoredSession {
  const current = readSession();
  const startedAt = continues && current?.user.id === tokens.user.id ? current.startedAt : now;
  const session = sessionFromTokens(tokens, now, startedAt);
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  localStorage.setItem(USER_ID_KEY, String(tokens.user.id));
  writePaintCookie(session, now);
  notify();
  return session;
}

/**
 * The paint cookie (ADR 0048): the access token with this login's start, for the server to paint the
 * signed-in pages it knows (`/`, `/jobs`) in their first response. It lives as long as the token
 * counts as fresh here, so the server never paints a page the app would first have to refresh.
 */
function writePaintCookie(session: StoredSession, now: number): void {
  const seconds = Math.floor((session.accessExpiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS - now) / 1000);
  // Only an applicant's pages are painted: a console login's token has no business in a cookie.
  if (seconds > 0 && session.user.type === UserType.JobSeeker) {
    setCookie(PAINT_COOKIE, `${session.startedAt}.${session.accessToken}`, seconds);
  } else removeCookie(PAINT_COOKIE);
}

/**
 * Sign-out: empties localStorage and sessionStorage but keeps the user id (spec §4), and drops the
 * applicant-id cookie so the next person on this browser does not inherit it.
 */
export function clearStoredSession(): void {
  const userId = localStorage.getItem(USER_ID_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (userId !== null) localStorage.setItem(USER_ID_KEY, userId);
  removeCookie(APPLICANT_ID_COOKIE);
  removeCookie(PAINT_COOKIE);
  notify();
}

/**
 * The session a server-rendered page was painted for (ADR 0048), which `useStoredSession` answers
 * as its server snapshot: on the server, the render's login; in the browser, while a signed-in
 * paint is hydrated, the stored session itself (the entry hydrates only for the same login). Null:
 * a guest's page.
 */
let paintedSession: StoredSession | null = null;

export function setPaintedSession(session: StoredSession | null): void {
  paintedSession = session;
}

export function readPaintedSession(): StoredSession | null {
  return paintedSession;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Another tab logged in or out: re-read so this tab's guards react too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) notify();
  });
}
