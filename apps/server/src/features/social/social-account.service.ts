import type { SocialLoginRequest, TokenResponse } from '@hashi/shared/auth.schema';
import type { Locale } from '@hashi/shared/constants';
import { type SocialProvider, UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Database } from '../../platform/db/database.ts';
import type { User } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { type ClientInfo, endAllSessions, startSession } from '../auth/session.service.ts';
import { attributionColumns } from '../users/attribution.ts';
import { findInvitation, useInvitation } from '../users/invitations.repository.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository.ts';
import type { SocialProfile } from './provider-claims.ts';
import { deleteIdentity, findIdentity, insertIdentity } from './social.repository.ts';

export type SocialSignInInput = Omit<SocialLoginRequest, 'token' | 'state' | 'redirect_uri' | 'locale'> & {
  locale: Locale;
};

const emailUnverified = () => new AppError(ErrorCode.SocialEmailUnverified);

function assertJobSeeker(user: User): void {
  if (user.type !== UserType.JobSeeker) throw new AppError(ErrorCode.WrongUserType);
}

/**
 * Attaches a provider identity to an account that owns the same, provider-verified address. If
 * the account itself was never verified, whoever chose its password never proved they own the
 * address (it may be an attacker who registered it first), so that password is dropped and any
 * session ended; the owner can set a new one with "forgot password".
 */
async function linkToExisting(deps: Deps, user: User, provider: SocialProvider, profile: SocialProfile): Promise<User> {
  assertJobSeeker(user);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await insertIdentity(trx, { user_id: user.id, provider, subject: profile.subject, email: profile.email });
    if (!user.email_verified_at) {
      await updateUser(trx, user.id, { email_verified_at: now, password_hash: null });
      await endAllSessions(deps, user.id, 'social_link_unverified_account', undefined, trx);
    }
  });
  return (await findUserById(deps.db, user.id)) ?? user;
}

async function createUser(
  deps: Deps,
  provider: SocialProvider,
  profile: SocialProfile & { email: string },
  input: SocialSignInInput,
): Promise<User> {
  const invitation = input.invitation_token ? await findInvitation(deps.db, input.invitation_token) : undefined;
  if (input.invitation_token && (!invitation || invitation.used_at)) throw new AppError(ErrorCode.InvitationUsed);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx: Database) => {
    const user = await insertUser(trx, {
      email: profile.email,
      password_hash: null,
      // A social sign-up always comes with an address the provider verified (see resolveUser).
      email_verified_at: now,
      locale: input.locale,
      origin: 'self',
      last_login_at: now,
      ...attributionColumns(input, { source: 'social', provider }),
      invited_by_user_id: invitation?.inviter_user_id ?? null,
    });
    await insertIdentity(trx, { user_id: user.id, provider, subject: profile.subject, email: profile.email });
    if (invitation && !(await useInvitation(trx, invitation.id, user.id, now))) {
      throw new AppError(ErrorCode.InvitationUsed);
    }
    return user;
  });
}

/**
 * The account a provider identity signs into. Identity is provider + subject, never the e-mail
 * alone: an address is only used to find an account when the provider vouches for it.
 */
async function resolveUser(
  deps: Deps,
  provider: SocialProvider,
  profile: SocialProfile,
  input: SocialSignInInput,
): Promise<{ user: User; created: boolean }> {
  const identity = await findIdentity(deps.db, provider, profile.subject);
  if (identity?.live_user_id) {
    const user = await findUserById(deps.db, identity.live_user_id);
    if (user) return { user, created: false };
  }
  // The account this identity belonged to was deleted: the identity is free to sign up again.
  if (identity) await deleteIdentity(deps.db, identity.id);

  if (!profile.email || !profile.emailVerified) throw emailUnverified();
  const existing = await findUserByEmail(deps.db, profile.email);
  if (existing) return { user: await linkToExisting(deps, existing, provider, profile), created: false };
  return { user: await createUser(deps, provider, { ...profile, email: profile.email }, input), created: true };
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Signs in (or up) with a profile the provider confirmed, and starts a remembered session. */
export async function signInWithProfile(
  deps: Deps,
  provider: SocialProvider,
  profile: SocialProfile,
  input: SocialSignInInput,
  client: ClientInfo,
): Promise<TokenResponse & { created: boolean }> {
  let resolved: { user: User; created: boolean };
  try {
    resolved = await resolveUser(deps, provider, profile, input);
  } catch (err) {
    // Two first logins of the same person at once: the loser finds what the winner created.
    if (!isUniqueViolation(err)) throw err;
    resolved = await resolveUser(deps, provider, profile, input);
  }
  const { user, created } = resolved;
  assertJobSeeker(user);
  if (!created) await updateUser(deps.db, user.id, { last_login_at: deps.now() });
  // Social logins are remembered: the person chose a provider session, not a one-off password.
  const tokens = await startSession(deps, user, true, client);
  return { ...tokens, created };
}
