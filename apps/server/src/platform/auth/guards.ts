import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { isSessionLive } from './sessions.repository.ts';
import { type TokenClaims, type UserClaims, verifyToken } from './tokens.ts';
import { PAINT_COOKIE } from '@hashi/shared/first-paint';
import { cookieValue } from '../http/spa-page.ts';
import { recordRequestUser } from '../logging/request-context.ts';

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
  const { deps } = request.server;
  const claims = await verifyToken(deps.config.jwtSecret, token, deps.now());
  if (claims.kind !== 'user') throw new AppError(ErrorCode.Unauthenticated);
  await requireLiveSession(deps, claims);
  request.auth = claims;
}

/** Whether the token's session is live: from the instance's remembered sessions when it has them (ADR 0051). */
function sessionIsLive(deps: Deps, claims: UserClaims): Promise<boolean> {
  return deps.sessions
    ? deps.sessions.isLive(claims.sessionId, claims.userId)
    : isSessionLive(deps.db, claims.sessionId, claims.userId);
}

async function requireLiveSession(deps: Deps, claims: UserClaims): Promise<void> {
  if (!(await sessionIsLive(deps, claims))) throw new AppError(ErrorCode.TokenInvalid);
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
  const { deps } = request.server;
  const claims = await verifyToken(deps.config.jwtSecret, token, deps.now());
  if (claims.kind === 'user') await requireLiveSession(deps, claims);
  request.auth = claims;
}

/** The login a signed-in page may be painted for (ADR 0048): the paint cookie's, checked as a bearer token is. */
export interface PaintUser {
  claims: UserClaims & { expiresAt: number };
  /** The browser's mark of the login's start, carried in the cookie for its query keys. */
  startedAt: number;
}

/**
 * The applicant a page request may be painted for (ADR 0048), from the paint cookie the web app
 * writes (`<startedAt>.<access token>`): the token verified and its session live, exactly as
 * `requireUser` holds a bearer token, else null. Only page requests read it: the cookie is never a
 * credential for the API (a cross-site request carrying it can change nothing), and a page painted
 * from it is the user's own, sent `private, no-store`.
 */
export async function paintUser(request: FastifyRequest): Promise<PaintUser | null> {
  const value = cookieValue(request.headers.cookie, PAINT_COOKIE);
  const match = value ? /^(\d{1,15})\.([\w-]+\.[\w-]+\.[\w-]+)$/.exec(value) : null;
  if (!match) return null;
  const { deps } = request.server;
  try {
    const claims = await verifyToken(deps.config.jwtSecret, match[2] as string, deps.now());
    if (claims.kind !== 'user' || claims.userType !== UserType.JobSeeker || claims.expiresAt === undefined) return null;
    if (!(await sessionIsLive(deps, claims))) return null;
    recordRequestUser(claims.userId);
    return { claims: { ...claims, expiresAt: claims.expiresAt }, startedAt: Number(match[1]) };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export function currentUser(request: FastifyRequest): UserClaims {
  if (request.auth?.kind !== 'user') throw new AppError(ErrorCode.Unauthenticated);
  return request.auth;
}
