import { randomUUID } from 'node:crypto';
import { REFRESH_GRACE_AFTER_EXPIRY_MS } from '@hashi/shared/constants';
import type { TokenResponse } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { hashToken, randomToken, signUserToken } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRotated,
  revokeSession,
  revokeUserSessions,
} from './session.repository.ts';

export interface SessionUser {
  id: number;
  type: number;
  current_step: number;
}

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * How long a refresh token may be used (ADR 0002): spec §4 allows a refresh up to one hour after
 * the access token expired; "keep me logged in" stretches that to REMEMBER_ME_DAYS.
 */
function refreshLifetimeMs(deps: Deps, rememberMe: boolean): number {
  return rememberMe
    ? deps.config.REMEMBER_ME_DAYS * 86_400_000
    : deps.config.ACCESS_TOKEN_TTL * 1000 + REFRESH_GRACE_AFTER_EXPIRY_MS;
}

async function issueTokens(
  deps: Deps,
  db: Database,
  user: SessionUser,
  sessionId: string,
  rememberMe: boolean,
): Promise<TokenResponse> {
  const now = deps.now();
  const ttl = deps.config.ACCESS_TOKEN_TTL;
  const accessToken = await signUserToken(
    deps.config.jwtSecret,
    { userId: user.id, userType: user.type, sessionId },
    ttl,
    now,
  );
  const refreshToken = randomToken();
  const refreshMs = refreshLifetimeMs(deps, rememberMe);
  await insertRefreshToken(db, {
    session_id: sessionId,
    token_hash: hashToken(refreshToken),
    expires_at: new Date(now.getTime() + refreshMs),
  });
  return {
    token_type: 'Bearer',
    access_token: accessToken,
    expires_in: ttl,
    refresh_token: refreshToken,
    refresh_expires_in: Math.floor(refreshMs / 1000),
    user: { id: user.id, type: user.type, current_step: user.current_step },
  };
}

/** Starts a new session (login, social login, password change) and answers its tokens. */
export async function startSession(
  deps: Deps,
  user: SessionUser,
  rememberMe: boolean,
  client: ClientInfo,
  db: Database = deps.db,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  await insertSession(db, {
    id: sessionId,
    user_id: user.id,
    remember_me: rememberMe,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip ?? null,
  });
  return issueTokens(deps, db, user, sessionId, rememberMe);
}

/**
 * How long a just-rotated refresh token may be presented again. Two tabs whose access tokens expire
 * together, or a page that navigates away while its refresh is in flight (the answer is lost), spend
 * the same token twice within seconds; that is the owner, not a thief, so both get tokens. Later
 * reuse still ends the session (ADR 0002).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Rotates a refresh token. A token that was already rotated — beyond the grace above — means it was
 * copied: the whole session is revoked, so neither the thief nor the owner can go on with it.
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<TokenResponse> {
  const now = deps.now();
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row || row.deleted_at) throw new AppError(ErrorCode.TokenInvalid);
  if (row.revoked_at) throw new AppError(ErrorCode.TokenInvalid);
  if (new Date(row.expires_at) <= now) throw new AppError(ErrorCode.TokenExpired);
  const user = { id: row.user_id, type: row.user_type, current_step: row.current_step };
  const withinGrace = (rotatedAt: Date) => now.getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
  if (row.rotated_at) {
    if (withinGrace(new Date(row.rotated_at))) return issueTokens(deps, deps.db, user, row.session_id, row.remember_me);
    await revokeSession(deps.db, row.session_id, 'refresh_token_reused', now);
    deps.sessions?.forgetSession(row.session_id);
    throw new AppError(ErrorCode.TokenReused);
  }
  // Another request may rotate the same token between the read and here: that one was the same
  // client a moment ago, inside the grace, so it gets tokens too.
  return deps.db.transaction().execute(async (trx) => {
    await markRotated(trx, row.id, now);
    return issueTokens(deps, trx, user, row.session_id, row.remember_me);
  });
}

export async function endSession(deps: Deps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, 'logout', deps.now());
  deps.sessions?.forgetSession(sessionId);
}

/** Password change, reset and account deletion end every session (but the one given). */
export async function endAllSessions(
  deps: Deps,
  userId: number,
  reason: string,
  exceptSessionId?: string,
  db: Database = deps.db,
): Promise<void> {
  await revokeUserSessions(db, userId, reason, deps.now(), exceptSessionId);
  // Inside a transaction this comes before the commit: a request between the two may find the
  // session live again, and the database's announcement at the commit forgets it (ADR 0051).
  deps.sessions?.forgetUser(userId);
}
