import { SOCIAL_PROVIDERS, type SocialProvider } from '@hashi/shared/enums';

/**
 * What we need again when the provider sends the browser back: which provider, the `state` to
 * match, the exact redirect_uri (the token exchange must repeat it) and where the person was.
 * sessionStorage: it belongs to this tab and this sign-in attempt only.
 */
export type PendingSocialLogin = {
  provider: SocialProvider;
  state: string;
  redirectUri: string;
  /** The page the button was pressed on: sent as last_access_url (never the callback URL, which holds the code). */
  startedFrom: string;
  /** The `redirect` query of /login, to land on the originally requested page afterwards. */
  redirect: string | null;
  invitationToken: string | null;
};

/**
 * Checked by hand, not with zod: /login reads it on load, and zod stays out of that first screen
 * (ADR 0041). Anything else in the slot (another version's shape, a hand edit) counts as nothing.
 */
function isPendingSocialLogin(value: unknown): value is PendingSocialLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const text = (key: string) => typeof v[key] === 'string';
  const textOrNull = (key: string) => v[key] === null || typeof v[key] === 'string';
  return (
    SOCIAL_PROVIDERS.includes(v.provider as SocialProvider) &&
    text('state') &&
    text('redirectUri') &&
    text('startedFrom') &&
    textOrNull('redirect') &&
    textOrNull('invitationToken')
  );
}

const KEY = 'hashi_social_pending';

export function savePendingSocialLogin(pending: PendingSocialLogin): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function readPendingSocialLogin(): PendingSocialLogin | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPendingSocialLogin(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearPendingSocialLogin(): void {
  sessionStorage.removeItem(KEY);
}

/** Google and Facebook come back to /login (spec §7); LinkedIn and GitHub have their own pages. */
export function socialCallbackPath(provider: SocialProvider): string {
  if (provider === 'linkedin') return '/social-linkedin';
  if (provider === 'github') return '/social-github';
  return '/login';
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};
