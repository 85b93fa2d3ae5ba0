import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { isSessionLive } from './sessions.repository.ts';
import { type TokenClaims, type UserClaims, verifyToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: TokenClaims;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * A signed-in user whose session is still live (logout and password change revoke sessions, so a
 * token is only as good as its session). Any user type; `requireApplicant` narrows to job seekers.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearer(request);
  if (!token) throw new AppError(ErrorCode.Unauthenticated);
  const { db, config, now } = request.server.deps;
  const claims = await verifyToken(config.jwtSecret, token, now());
  if (claims.kind !== 'user') throw new AppError(ErrorCode.Unauthenticated);
  await requireLiveSession(db, claims);
  request.auth = claims;
}

async function requireLiveSession(db: Database, claims: UserClaims): Promise<void> {
  if (!(await isSessionLive(db, claims.sessionId, claims.userId))) throw new AppError(ErrorCode.TokenInvalid);
}

/** Only job seekers (user type 1) may use the applicant API (spec §6). */
export async function requireApplicant(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if ((request.auth as UserClaims).userType !== 1) throw new AppError(ErrorCode.WrongUserType);
}

/** The admin API (ADR 0019): admins (user type 3) only. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if ((request.auth as UserClaims).userType !== UserType.Admin) throw new AppError(ErrorCode.WrongUserType);
}

/**
 * The web app's client-credentials token or a user token (guest calls, spec §4 tokens). A user
 * token is held to its session here too: a logged-out token is refused (401 token_invalid) as on
 * every signed-in route, not carried on as a signed-in caller until it expires (issue 16).
 */
export async function requireClient(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearer(request);
  if (!token) throw new AppError(ErrorCode.Unauthenticated);
  const { db, config, now } = request.server.deps;
  const claims = await verifyToken(config.jwtSecret, token, now());
  if (claims.kind === 'user') await requireLiveSession(db, claims);
  request.auth = claims;
}

export function currentUser(request: FastifyRequest): UserClaims {
  if (request.auth?.kind !== 'user') throw new AppError(ErrorCode.Unauthenticated);
  return request.auth;
}
