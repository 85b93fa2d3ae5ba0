import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import { requireUser } from '../../platform/auth/guards.ts';
import type { UserClaims } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import { companyOfMember } from './company-members.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCompanyMember: the one company the signed-in company user acts for. */
    company?: { companyId: number };
  }
}

/**
 * The employer API (ADR 0019): a company user (type 2) with a company membership. Puts the company
 * on `request.company`; every employer query is scoped by it.
 */
export async function requireCompanyMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  const claims = request.auth as UserClaims;
  if (claims.userType !== UserType.Company) throw new AppError(ErrorCode.WrongUserType);
  const companyId = await companyOfMember(request.server.deps.db, claims.userId);
  if (companyId === undefined) throw new AppError(ErrorCode.WrongUserType);
  request.company = { companyId };
}

/** The company of a request that passed requireCompanyMember. */
export function currentCompanyId(request: FastifyRequest): number {
  if (!request.company) throw new AppError(ErrorCode.Forbidden);
  return request.company.companyId;
}
