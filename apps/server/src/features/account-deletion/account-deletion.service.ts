import type { FastifyBaseLogger } from 'fastify';
import type { DeactivateReasonsResponse, DeleteAccountRequest } from '@hashi/shared/auth.schema';
import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import { V } from '@hashi/shared/validation';
import type { UserClaims } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { sendAccountNotice } from '../../platform/mail/account-notice.ts';
import { eraseProfile } from '../profile/profile.repository.ts';
import { eraseApplicantAttachments } from '../messaging/attachment-erasure.ts';
import { eraseApplicantMedia } from '../profile-media/profile-media.service.ts';
import { eraseApplicantInterviewAnswers } from '../video-interviews/answer-erasure.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  deactivateReasonExists,
  erasePersonalData,
  listDeactivateReasons,
  recordDeletion,
} from './account-deletion.repository.ts';

export async function deactivateReasons(deps: Deps, locale: Locale): Promise<DeactivateReasonsResponse> {
  const rows = await listDeactivateReasons(deps.db);
  return { data: rows.map((r) => ({ id: r.id, name: locale === 'ja' ? r.name_ja : r.name_en })) };
}

/**
 * Deletes the applicant's account in one transaction: the reason is kept anonymously, personal
 * data is deleted or anonymised and every session ends, so the address can sign up again at once.
 * A last mail to the old address lets the owner notice a deletion they did not ask for; the
 * deletion stands even when that mail fails, so the failure is logged, not answered.
 */
export async function deleteAccount(
  deps: Deps,
  claims: UserClaims,
  input: DeleteAccountRequest,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Promise<void> {
  const user = await findUserById(deps.db, claims.userId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  if (!(await deactivateReasonExists(deps.db, input.reason_id))) {
    throw AppError.fields({ reason_id: [V.invalidValue] });
  }
  const comment = input.comment?.trim() || null;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await recordDeletion(trx, { reason_id: input.reason_id, comment, registered: user.registered_at !== null });
    await erasePersonalData(trx, user.id, now);
    await eraseProfile(trx, user.id);
  });
  // Refused from the next request on, on this instance too (ADR 0051).
  deps.sessions?.forgetUser(user.id);
  // Files cannot roll back with the transaction, so they go once the rows are gone for good.
  await eraseApplicantMedia(deps, user.id, log);
  await eraseApplicantAttachments(deps, user.id, log);
  await eraseApplicantInterviewAnswers(deps, user.id, log);
  await sendAccountNotice(deps.mailer, log, user, {
    subject: 'mail.account_deleted.subject',
    body: 'mail.account_deleted.body',
    failure: 'account deletion notice failed',
  });
}
