import type { SocialProvider } from '@hashi/shared/enums';
import { z } from 'zod';

/**
 * What we need again when the provider sends the browser back: which provider, the `state` to
 * match, the exact redirect_uri (the token exchange must repeat it) and where the person was.
 * sessionStorage: it belongs to this tab and this sign-in attempt only.
 */
const pendingSchema = z.object({
  provider: z.enum(['google', 'facebook', 'linkedin', 'github']),
  state: z.string(),
  redirectUri: z.string(),
  /** The page the button was pressed on: sent as last_access_url (never the callback URL, which holds the code). */
  startedFrom: z.string(),
  /** The `redirect` query of /login, to land on the originally requested page afterwards. */
  redirect: z.string().nullable(),
  invitationToken: z.string().nullable(),
});
export type PendingSocialLogin = z.infer<typeof pendingSchema>;

const KEY = 'hashi_social_pending';

export function savePendingSocialLogin(pending: PendingSocialLogin): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function readPendingSocialLogin(): PendingSocialLogin | null {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
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
