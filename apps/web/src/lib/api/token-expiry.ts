import { ACCESS_TOKEN_EXPIRY_MARGIN_MS, REFRESH_GRACE_AFTER_EXPIRY_MS } from '@hashi/shared/constants';
import type { StoredSession } from './session-store.ts';

type Expiry = Pick<StoredSession, 'accessExpiresAt' | 'refreshExpiresAt'>;

/** Spec §4: the access token counts as expired one minute early, so it never dies mid-request. */
export function isAccessTokenExpired(session: Expiry, now = Date.now()): boolean {
  return now >= session.accessExpiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS;
}

/** Spec §4: refresh is allowed for one hour after the access token expired (and while the refresh token lives). */
export function canRefresh(session: Expiry, now = Date.now()): boolean {
  return now < session.accessExpiresAt + REFRESH_GRACE_AFTER_EXPIRY_MS && now < session.refreshExpiresAt;
}
