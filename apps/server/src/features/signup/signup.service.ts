import type { SignupRequest } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { User } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { asLocale, t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { attributionColumns } from '../users/attribution.ts';
import { findInvitation, useInvitation } from '../users/invitations.repository.ts';
import { consumeUserToken, createUserToken, findUserTokenOwner } from '../users/user-tokens.repository.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository.ts';

export const VERIFICATION_TTL_MS = 24 * HOUR;

export const SIGNUP_LIMITS = {
  perIp: { limit: 20, windowMs: HOUR },
  perEmail: { limit: 5, windowMs: HOUR },
  verifyPerIp: { limit: 30, windowMs: HOUR },
  /** Verification e-mails re-sent on login attempts, per account. */
  resendPerAccount: { limit: 3, windowMs: HOUR },
} as const;

async function sendVerificationEmail(deps: Deps, user: Pick<User, 'id' | 'email' | 'locale'>): Promise<void> {
  const now = deps.now();
  const token = await createUserToken(deps.db, {
    userId: user.id,
    purpose: 'verify_email',
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    now,
  });
  const locale = asLocale(user.locale);
  const url = `${deps.config.APP_URL}/email-verification?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    renderMail({
      locale,
      to: user.email,
      subject: t(locale, 'mail.verify.subject'),
      paragraphs: [t(locale, 'mail.verify.body')],
      action: { label: t(locale, 'mail.verify.action'), url },
    }),
  );
}

/** A new link for an unverified account that tries to log in (quietly limited per account). */
export async function resendVerification(deps: Deps, user: Pick<User, 'id' | 'email' | 'locale'>): Promise<void> {
  const key = `verify-resend:${user.id}`;
  const { count } = await deps.limiter.store.hit(key, SIGNUP_LIMITS.resendPerAccount.windowMs);
  if (count <= SIGNUP_LIMITS.resendPerAccount.limit) await sendVerificationEmail(deps, user);
}

/**
 * Signs up with e-mail and password. The answer is the same whether or not the address is
 * already registered (no account enumeration): an existing owner gets an e-mail instead.
 */
export async function signup(deps: Deps, input: SignupRequest, ip: string): Promise<void> {
  await deps.limiter.consume([
    [`signup:ip:${ip}`, SIGNUP_LIMITS.perIp],
    [`signup:email:${input.email}`, SIGNUP_LIMITS.perEmail],
  ]);
  const invitation = input.invitation_token ? await findInvitation(deps.db, input.invitation_token) : undefined;
  if (input.invitation_token && (!invitation || invitation.used_at)) {
    throw AppError.fields({ email: ['errors.invitation_used'] }, ErrorCode.InvitationUsed);
  }
  const locale = asLocale(input.locale);
  // Hashed on both paths: skipping it for a registered address made that answer ~10× faster,
  // which told a stranger which addresses have an account (issue 16).
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    if (existing.email_verified_at) {
      const l = asLocale(existing.locale);
      await deps.mailer.send(
        renderMail({
          locale: l,
          to: existing.email,
          subject: t(l, 'mail.already_registered.subject'),
          paragraphs: [t(l, 'mail.already_registered.body')],
          action: { label: t(l, 'mail.already_registered.action'), url: `${deps.config.APP_URL}/login` },
        }),
      );
    } else {
      await sendVerificationEmail(deps, existing);
    }
    return;
  }
  const now = deps.now();
  const user = await deps.db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, {
      email: input.email,
      password_hash: passwordHash,
      password_set_at: now,
      locale,
      origin: 'self',
      ...attributionColumns(input, { source: input.source ?? 'sign-up' }),
      invited_by_user_id: invitation?.inviter_user_id ?? null,
    });
    if (invitation && !(await useInvitation(trx, invitation.id, created.id, now))) {
      throw AppError.fields({ email: ['errors.invitation_used'] }, ErrorCode.InvitationUsed);
    }
    return created;
  });
  await sendVerificationEmail(deps, user);
}

/**
 * Verifies the account the link was made for. A link clicked again (used, superseded or expired)
 * answers "already verified" when its account is: the secret proves the holder got the e-mail, so
 * this tells nobody more than the link did. An unknown link, or one of an unverified account, is
 * invalid as before.
 */
export async function verifyEmail(deps: Deps, token: string, ip: string): Promise<{ alreadyVerified: boolean }> {
  await deps.limiter.consume([[`verify:ip:${ip}`, SIGNUP_LIMITS.verifyPerIp]]);
  const used = await consumeUserToken(deps.db, 'verify_email', token, deps.now());
  if (used) {
    await updateUser(deps.db, used.userId, { email_verified_at: deps.now() });
    return { alreadyVerified: false };
  }
  const ownerId = await findUserTokenOwner(deps.db, 'verify_email', token);
  const owner = ownerId === undefined ? undefined : await findUserById(deps.db, ownerId);
  if (owner?.email_verified_at) return { alreadyVerified: true };
  throw new AppError(ErrorCode.VerificationLinkInvalid);
}
