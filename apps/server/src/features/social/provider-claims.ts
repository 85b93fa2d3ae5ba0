import type { SocialProvider } from '@hashi/shared/enums';
import type { SocialProviderConfig } from '../../platform/config.ts';
import { type Json, type ProviderEmail, ProviderError } from './provider-client.ts';

/** Who the provider says the person is, in one shape for every provider. */
export interface SocialProfile {
  /** Stable id at the provider: OIDC `sub`, or GitHub's and Facebook's numeric `id`. */
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person controls the address. */
  emailVerified: boolean;
}

const isTrue = (v: unknown) => v === true || v === 'true';
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const normalEmail = (v: unknown) => text(v)?.toLowerCase() ?? null;

function subjectOf(claims: Json): string {
  // A generic OpenID provider answers `sub`; GitHub and Facebook answer a numeric `id`.
  const raw = claims.sub ?? claims.id;
  const subject = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : text(raw);
  if (!subject || subject.length > 255) throw new ProviderError('profile', { reason: 'subject' });
  return subject;
}

/** Google, LinkedIn and any OpenID provider: the standard claims. */
function oidcProfile(claims: Json): SocialProfile {
  return { subject: subjectOf(claims), email: normalEmail(claims.email), emailVerified: isTrue(claims.email_verified) };
}

/**
 * Facebook says nothing about verification. Its e-mail counts as verified only when the operator
 * set FACEBOOK_TRUST_EMAIL=true (ADR 0004): a wrongly trusted address would let a stranger take
 * over the Hashi account that owns it.
 */
function facebookProfile(claims: Json, cfg: SocialProviderConfig): SocialProfile {
  const email = normalEmail(claims.email);
  return { subject: subjectOf(claims), email, emailVerified: cfg.trustEmail && email !== null };
}

/**
 * GitHub: the profile's address may be hidden or unverified; the e-mail list says which addresses
 * are verified. The profile address wins when verified, else the primary verified one.
 */
function githubProfile(claims: Json, emails: ProviderEmail[]): SocialProfile {
  if (claims.sub !== undefined && claims.id === undefined) return oidcProfile(claims);
  const verified = emails.filter((e) => e.verified).map((e) => ({ ...e, email: e.email.toLowerCase() }));
  const profileEmail = normalEmail(claims.email);
  const chosen =
    verified.find((e) => e.email === profileEmail) ?? verified.find((e) => e.primary) ?? verified[0] ?? null;
  if (chosen) return { subject: subjectOf(claims), email: chosen.email, emailVerified: true };
  const primary = emails.find((e) => e.primary);
  return { subject: subjectOf(claims), email: profileEmail ?? normalEmail(primary?.email), emailVerified: false };
}

export function toProfile(
  provider: SocialProvider,
  cfg: SocialProviderConfig,
  claims: Json,
  emails: ProviderEmail[] = [],
): SocialProfile {
  switch (provider) {
    case 'facebook':
      return facebookProfile(claims, cfg);
    case 'github':
      return githubProfile(claims, emails);
    default:
      return oidcProfile(claims);
  }
}

/** Whether this provider's profile needs the separate e-mail list (GitHub's REST API). */
export const needsEmailList = (provider: SocialProvider, cfg: SocialProviderConfig) =>
  provider === 'github' && cfg.emailsUrl !== undefined;
