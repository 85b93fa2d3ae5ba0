import { createHmac, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_CODE_LENGTH } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import { V } from '@hashi/shared/validation';
import { hashToken, type UserClaims } from '../../platform/auth/tokens.ts';
import type { User } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, type FieldErrors } from '../../platform/errors.ts';
import { asLocale, t } from '../../platform/i18n/locale.ts';
import { sendAccountNotice } from '../../platform/mail/account-notice.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR, MINUTE } from '../../platform/rate-limit/limiter.ts';
import { checkCurrentPassword } from '../password/current-password.service.ts';
import { createUserToken } from '../users/user-tokens.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  changeEmail,
  countWrongAttempt,
  emailTakenByOther,
  isUniqueViolation,
  lockLatestCode,
  markCodeUsed,
} from './email-change.repository.ts';

export const EMAIL_CODE_TTL_MS = 30 * MINUTE;
/** Wrong guesses one code survives; with the send limits this caps guesses far below 10^6. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export const EMAIL_CHANGE_LIMITS = {
  sendPerAccount: { limit: 5, windowMs: HOUR },
  sendPerIp: { limit: 20, windowMs: HOUR },
  /** Codes mailed to one address, so that accounts cannot be used to flood someone's mailbox. */
  sendPerAddress: { limit: 5, windowMs: HOUR },
  confirmPerIp: { limit: 60, windowMs: HOUR },
} as const;

const EMAIL_TAKEN = 'validation.email_taken';

/**
 * What is stored (hashed once more by createUserToken) for a code: keyed with the server secret
 * and bound to the account and the new address, so a leaked table cannot be brute-forced offline
 * and a code read at one address cannot confirm another.
 */
function codeSecret(deps: Deps, userId: number, newEmail: string, code: string): string {
  return createHmac('sha256', deps.config.jwtSecret).update(`change_email:${userId}:${newEmail}:${code}`).digest('hex');
}

function randomCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

async function liveUser(deps: Deps, userId: number): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  return user;
}

/**
 * Sends a six-digit code to the new address; calling again sends a new one (only the newest
 * works). An address that another account uses still gets a code: refusing here would tell a
 * stranger that the address is registered, while at the confirm step the caller has shown that
 * they read that mailbox.
 */
export async function requestEmailChange(
  deps: Deps,
  claims: UserClaims,
  input: { new_email: string; current_password: string },
  ip: string,
): Promise<void> {
  const user = await liveUser(deps, claims.userId);
  const errors: FieldErrors = {};
  if (input.new_email === user.email) errors.new_email = [V.emailSame];
  if (!(await checkCurrentPassword(deps, user, input.current_password))) {
    errors.current_password = [V.passwordIncorrect];
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  await deps.limiter.consume([
    [`email-change:user:${user.id}`, EMAIL_CHANGE_LIMITS.sendPerAccount],
    [`email-change:ip:${ip}`, EMAIL_CHANGE_LIMITS.sendPerIp],
    [`email-change:to:${input.new_email}`, EMAIL_CHANGE_LIMITS.sendPerAddress],
  ]);
  const now = deps.now();
  const code = randomCode();
  await createUserToken(deps.db, {
    userId: user.id,
    purpose: 'change_email',
    expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    now,
    secret: codeSecret(deps, user.id, input.new_email, code),
    payload: { new_email: input.new_email },
  });
  const locale = asLocale(user.locale);
  await deps.mailer.send(
    renderMail({
      locale,
      to: input.new_email,
      subject: t(locale, 'mail.change_email_code.subject'),
      paragraphs: [t(locale, 'mail.change_email_code.body')],
      code,
    }),
  );
}

type CodeCheck = 'ok' | 'invalid' | 'taken';

/** Uses the newest code if it matches; a wrong guess counts against it (and is committed). */
async function useCode(deps: Deps, userId: number, newEmail: string, code: string, now: Date): Promise<CodeCheck> {
  try {
    return await deps.db.transaction().execute(async (trx): Promise<CodeCheck> => {
      const token = await lockLatestCode(trx, userId, now, EMAIL_CODE_MAX_ATTEMPTS);
      if (!token) return 'invalid';
      if (token.token_hash !== hashToken(codeSecret(deps, userId, newEmail, code))) {
        await countWrongAttempt(trx, token.id);
        return 'invalid';
      }
      await markCodeUsed(trx, token.id, now);
      if (await emailTakenByOther(trx, newEmail, userId)) return 'taken';
      await changeEmail(trx, userId, newEmail, now);
      return 'ok';
    });
  } catch (err) {
    // Another account took the address between our check and the update (unique index).
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/**
 * Confirms the change with the code and the current password, then tells the old address, so
 * that the owner notices a change they did not make. The change stands even if that notice
 * cannot be sent, so a mail failure is logged rather than answered as an error.
 */
export async function confirmEmailChange(
  deps: Deps,
  claims: UserClaims,
  input: { new_email: string; code: string; current_password: string },
  ip: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  await deps.limiter.consume([[`email-change-confirm:ip:${ip}`, EMAIL_CHANGE_LIMITS.confirmPerIp]]);
  const user = await liveUser(deps, claims.userId);
  if (!(await checkCurrentPassword(deps, user, input.current_password))) {
    throw AppError.fields({ current_password: [V.passwordIncorrect] });
  }
  if (input.new_email === user.email) throw AppError.fields({ new_email: [V.emailSame] });
  const result = await useCode(deps, user.id, input.new_email, input.code, deps.now());
  if (result === 'invalid') {
    throw AppError.fields({ code: [`errors.${ErrorCode.EmailCodeInvalid}`] }, ErrorCode.EmailCodeInvalid);
  }
  if (result === 'taken') throw AppError.fields({ new_email: [EMAIL_TAKEN] });
  await sendAccountNotice(deps.mailer, log, user, {
    subject: 'mail.email_changed.subject',
    body: 'mail.email_changed.body',
    params: { new_email: input.new_email },
    failure: 'e-mail change notice failed',
  });
}
