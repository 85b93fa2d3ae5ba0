import type { ApplicantAuthResponse, LoginRequest, TokenResponse, UserAuthResponse } from '@hashi/shared/auth.schema';
import { CLIENT_TYPE_APPLICANT_APP, type Locale } from '@hashi/shared/constants';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import { V } from '@hashi/shared/validation';
import { companyOfMember } from '../employer/company-members.repository.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, signClientToken } from '../../platform/auth/tokens.ts';
import type { User } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { asLocale } from '../../platform/i18n/locale.ts';
import { HOUR, MINUTE } from '../../platform/rate-limit/limiter.ts';
import { mediaOfApplicant } from '../profile-media/profile-media.service.ts';
import { applicantSummary } from '../profile/profile.service.ts';
import { resendVerification } from '../signup/signup.service.ts';
import { findUserById, findUserByLogin, updateUser } from '../users/users.repository.ts';
import { findOauthClient } from './oauth-clients.repository.ts';
import { type ClientInfo, startSession } from './session.service.ts';

/** Login throttling (ADR 0039): per source, per account and source, and per account for unknown sources. */
export const LOGIN_LIMITS = {
  /** Attempts from one address on any accounts (credential stuffing). */
  perIp: { limit: 30, windowMs: MINUTE },
  /** Failed attempts on one account from one address before that address is paused on it. */
  failuresPerAccountAndSource: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * Failed attempts on one account from all addresses (NIST SP 800-63B §5.2.2: at most 100). Past it
   * the account answers only addresses it was signed in from; a password reset opens it again.
   */
  failuresPerAccount: { limit: 100, windowMs: HOUR },
  /** How long an address the owner signed in from stays known to the account. */
  knownSource: { limit: 1, windowMs: 30 * 24 * HOUR },
} as const;

/**
 * The part of the throttling keys that names an account: its id and a fingerprint of its password
 * hash, so that a new password (a reset, a change) starts every count of the account afresh.
 * Unknown logins are counted by what was typed, so that guessing at them is limited the same way.
 */
function throttleAccount(login: string, user: User | undefined): string {
  if (!user) return `login:${login}`;
  const epoch = user.password_hash ? hashToken(user.password_hash).slice(0, 16) : 'none';
  return `user:${user.id}:${epoch}`;
}

export const CLIENT_TOKEN_TTL_SECONDS = 3600;

/** Client types of the consoles (ADR 0019); the applicant app is CLIENT_TYPE_APPLICANT_APP (1). */
export const CLIENT_TYPE_EMPLOYER_CONSOLE = 2;
export const CLIENT_TYPE_ADMIN_CONSOLE = 3;

/**
 * The one user type each client accepts (ADR 0019): the applicant app job seekers, the employer
 * console company users (with a company membership), the admin console admins.
 */
const USER_TYPE_OF_CLIENT: Record<number, number> = {
  [CLIENT_TYPE_APPLICANT_APP]: UserType.JobSeeker,
  [CLIENT_TYPE_EMPLOYER_CONSOLE]: UserType.Company,
  [CLIENT_TYPE_ADMIN_CONSOLE]: UserType.Admin,
};

/** An account someone else created, whose password its owner has not set yet (ADR 0003). */
export function needsInitialPassword(user: Pick<User, 'origin' | 'password_set_at'>): boolean {
  return user.origin !== 'self' && user.password_set_at === null;
}

export async function login(deps: Deps, input: LoginRequest, client: ClientInfo): Promise<TokenResponse> {
  const allowedUserType = USER_TYPE_OF_CLIENT[input.type];
  if (allowedUserType === undefined) throw AppError.fields({ type: [V.invalidValue] });
  const login = input.email.trim().toLowerCase();
  const ip = client.ip ?? 'unknown';
  await deps.limiter.consume([[`login:ip:${ip}`, LOGIN_LIMITS.perIp]]);

  // A stranger's failures pause the stranger, not the owner (issue 16, ADR 0039).
  const user = await findUserByLogin(deps.db, login);
  const account = throttleAccount(login, user);
  const sourceKey = `login:fail:${account}:${ip}`;
  const accountKey = `login:fail-account:${account}`;
  const knownKey = user ? `login:known:${user.id}:${ip}` : undefined;
  await deps.limiter.check(sourceKey, LOGIN_LIMITS.failuresPerAccountAndSource);
  const known = knownKey !== undefined && (await deps.limiter.store.count(knownKey)).count > 0;
  if (!known) await deps.limiter.check(accountKey, LOGIN_LIMITS.failuresPerAccount);

  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) {
    await deps.limiter.record(sourceKey, LOGIN_LIMITS.failuresPerAccountAndSource);
    await deps.limiter.record(accountKey, LOGIN_LIMITS.failuresPerAccount);
    throw AppError.fields({ email: ['errors.invalid_credentials'] }, ErrorCode.InvalidCredentials);
  }
  // Told only after the password matched, so that the answer reveals nothing to a guesser.
  // The applicant app keeps its message (use the employer site); the consoles say who signs in where.
  const wrongType = () =>
    input.type === CLIENT_TYPE_APPLICANT_APP
      ? new AppError(ErrorCode.WrongUserType)
      : new AppError(ErrorCode.WrongUserType, { messageKey: 'auth.console_wrong_user_type' });
  if (user.type !== allowedUserType) throw wrongType();
  if (user.type === UserType.Company && !(await companyOfMember(deps.db, user.id))) throw wrongType();
  if (!user.email_verified_at) {
    await resendVerification(deps, user);
    throw AppError.fields({ email: ['errors.account_not_verified'] }, ErrorCode.AccountNotVerified);
  }
  await deps.limiter.reset(sourceKey);
  if (knownKey && !known) await deps.limiter.record(knownKey, LOGIN_LIMITS.knownSource);
  await updateUser(deps.db, user.id, { last_login_at: deps.now() });
  return startSession(deps, user, input.remember_me, client);
}

export async function issueClientToken(
  deps: Deps,
  input: { client_id: string; client_secret?: string | undefined },
): Promise<{ token_type: 'Bearer'; access_token: string; expires_in: number }> {
  const client = await findOauthClient(deps.db, input.client_id);
  const secretOk = !client?.secret_hash || hashToken(input.client_secret ?? '') === client.secret_hash;
  if (!client || !secretOk) throw new AppError(ErrorCode.Unauthenticated, { messageKey: 'errors.token_invalid' });
  const accessToken = await signClientToken(
    deps.config.jwtSecret,
    client.client_id,
    CLIENT_TOKEN_TTL_SECONDS,
    deps.now(),
  );
  return { token_type: 'Bearer', access_token: accessToken, expires_in: CLIENT_TOKEN_TTL_SECONDS };
}

async function liveUser(deps: Deps, userId: number): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  return user;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export async function userAuth(deps: Deps, userId: number): Promise<UserAuthResponse> {
  const user = await liveUser(deps, userId);
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    login_id: user.login_id,
    current_step: user.current_step,
    registered_at: iso(user.registered_at),
    locale: asLocale(user.locale),
    needs_initial_password: needsInitialPassword(user),
  };
}

/**
 * The applicant record of spec §3: display name and completion rate from the profile (ADR 0011),
 * and signed links to the applicant's own photo and video (null when none is uploaded).
 */
export async function applicantAuth(deps: Deps, userId: number): Promise<ApplicantAuthResponse> {
  const user = await liveUser(deps, userId);
  const [summary, media] = await Promise.all([applicantSummary(deps.db, userId), mediaOfApplicant(deps, userId)]);
  return {
    id: user.id,
    locale: asLocale(user.locale),
    registered_at: iso(user.registered_at),
    current_step: user.current_step,
    profile_photo: { url: media.photo?.url ?? null },
    profile_video: { url: media.video?.url ?? null },
    basic_personal_information: { full_name: summary.full_name },
    overall_completion_rate: summary.overall_completion_rate,
    needs_initial_password: needsInitialPassword(user),
  };
}

export async function setLocale(deps: Deps, userId: number, locale: Locale): Promise<void> {
  await updateUser(deps.db, userId, { locale });
}
