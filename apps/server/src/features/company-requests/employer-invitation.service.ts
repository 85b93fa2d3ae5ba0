import type { TokenResponse } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { type ClientInfo, startSession } from '../auth/session.service.ts';
import { consumeUserToken } from '../users/user-tokens.repository.ts';
import { setFirstPassword } from './company-requests.repository.ts';

/** As many tries as a password reset allows: the secret is long, this only stops hammering. */
export const INVITATION_LIMIT = { limit: 30, windowMs: HOUR };

const invalid = () => new AppError(ErrorCode.ResetLinkInvalid, { messageKey: 'company_request.invitation_invalid' });

/**
 * POST /api/v1/employer/invitation (ADR 0033): the invited owner sets the first password of the
 * account an admin created (ADR 0003's "first login", reached through the mailed link instead of a
 * temporary password) and is signed in to the employer console at once. The link works once.
 */
export async function acceptEmployerInvitation(
  deps: Deps,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  await deps.limiter.consume([[`invitation:ip:${client.ip ?? ''}`, INVITATION_LIMIT]]);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const used = await consumeUserToken(trx, 'employer_invitation', input.token, now);
    if (!used) throw invalid();
    const user = await setFirstPassword(trx, used.userId, passwordHash, now);
    if (!user) throw invalid();
    return startSession(deps, user, false, client, trx);
  });
}
