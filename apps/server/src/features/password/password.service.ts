import type { FastifyBaseLogger } from 'fastify';
import type { TokenResponse } from '@hashi/shared/auth.schema';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import { V } from '@hashi/shared/validation';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { UserClaims } from '../../platform/auth/tokens.ts';
import type { User } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { asLocale, t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { needsInitialPassword } from '../auth/auth.service.ts';
import { type ClientInfo, endAllSessions, startSession } from '../auth/session.service.ts';
import { consumeUserToken, createUserToken } from '../users/user-tokens.repository.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { checkCurrentPassword } from './current-password.service.ts';
import { sessionRememberMe, setPassword } from './password.repository.ts';

export const RESET_LINK_TTL_MS = HOUR;

export const PASSWORD_LIMITS = {
  forgotPerIp: { limit: 20, windowMs: HOUR },
  /** Reset mails to one address, whether or not it has an account (the same answer either way). */
  forgotPerEmail: { limit: 5, windowMs: HOUR },
  resetPerIp: { limit: 30, windowMs: HOUR },
} as const;

/**
 * Sends a reset link when the address belongs to a job seeker. The caller answers the same
 * message either way; the mail goes out after the answer so that its delivery time does not tell
 * which addresses have an account.
 */
export async function forgotPassword(
  deps: Deps,
  email: string,
  ip: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  await deps.limiter.consume([
    [`forgot:ip:${ip}`, PASSWORD_LIMITS.forgotPerIp],
    [`forgot:email:${email}`, PASSWORD_LIMITS.forgotPerEmail],
  ]);
  const user = await findUserByEmail(deps.db, email);
  // Company, admin and system accounts sign in elsewhere; this link leads into the applicant app.
  if (!user || user.type !== UserType.JobSeeker) return;
  const now = deps.now();
  const token = await createUserToken(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    now,
  });
  const locale = asLocale(user.locale);
  const mail = renderMail({
    locale,
    to: user.email,
    subject: t(locale, 'mail.reset_password.subject'),
    paragraphs: [t(locale, 'mail.reset_password.body')],
    action: {
      label: t(locale, 'mail.reset_password.action'),
      url: `${deps.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
    },
  });
  deps.mailer.send(mail).catch((err: unknown) => log.error({ err }, 'password reset mail failed'));
}

/**
 * Sets a new password from a reset link. The link proved the mailbox, so the address counts as
 * verified; every session ends, since whoever knew the old password may hold one.
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }, ip: string): Promise<void> {
  await deps.limiter.consume([[`reset:ip:${ip}`, PASSWORD_LIMITS.resetPerIp]]);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const used = await consumeUserToken(trx, 'reset_password', input.token, now);
    if (!used) throw new AppError(ErrorCode.ResetLinkInvalid);
    const changed = await setPassword(trx, used.userId, { passwordHash, at: now, markEmailVerified: true });
    if (!changed) throw new AppError(ErrorCode.ResetLinkInvalid);
    await endAllSessions(deps, used.userId, 'password_reset', undefined, trx);
  });
}

async function liveUser(deps: Deps, userId: number): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  return user;
}

/**
 * Stores the new hash, ends every session of the user (the current one too, so its tokens die
 * with the old password) and starts a fresh session for this client alone.
 */
async function replacePassword(
  deps: Deps,
  user: User,
  input: { passwordHash: string; sessionId: string; reason: string; onlyIfUnset?: boolean },
  client: ClientInfo,
): Promise<TokenResponse> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const rememberMe = await sessionRememberMe(trx, input.sessionId);
    const changed = await setPassword(trx, user.id, {
      passwordHash: input.passwordHash,
      at: now,
      onlyIfUnset: input.onlyIfUnset ?? false,
    });
    if (!changed) {
      // Another request set the first password meanwhile, or the account was just deleted.
      throw input.onlyIfUnset
        ? new AppError(ErrorCode.Conflict, { messageKey: 'errors.initial_password_already_set' })
        : new AppError(ErrorCode.TokenInvalid);
    }
    await endAllSessions(deps, user.id, input.reason, undefined, trx);
    return startSession(deps, user, rememberMe, client, trx);
  });
}

export async function changePassword(
  deps: Deps,
  claims: UserClaims,
  input: { current_password: string; password: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const user = await liveUser(deps, claims.userId);
  if (!(await checkCurrentPassword(deps, user, input.current_password))) {
    throw AppError.fields({ current_password: [V.currentPasswordIncorrect] });
  }
  const passwordHash = await hashPassword(input.password);
  return replacePassword(deps, user, { passwordHash, sessionId: claims.sessionId, reason: 'password_changed' }, client);
}

/**
 * The first own password of an account that someone else created (ADR 0003): no current password
 * is asked, so this works only while the account still needs one.
 */
export async function setInitialPassword(
  deps: Deps,
  claims: UserClaims,
  input: { password: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const user = await liveUser(deps, claims.userId);
  if (!needsInitialPassword(user)) {
    throw new AppError(ErrorCode.Conflict, { messageKey: 'errors.initial_password_already_set' });
  }
  // The temporary password someone else chose must not become the applicant's own.
  if (await verifyPassword(user.password_hash, input.password)) {
    throw AppError.fields({ password: [V.passwordSame] });
  }
  const passwordHash = await hashPassword(input.password);
  return replacePassword(
    deps,
    user,
    { passwordHash, sessionId: claims.sessionId, reason: 'initial_password_set', onlyIfUnset: true },
    client,
  );
}
