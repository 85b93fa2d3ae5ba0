import { APPLICANT_ID_COOKIE } from '@hashi/shared/constants';
import type { TokenResponse } from '@hashi/shared/auth.schema';
import { removeCookie } from '../cookies.ts';

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
  notify();
  return session;
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
  notify();
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
