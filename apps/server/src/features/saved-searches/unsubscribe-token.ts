import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of an alert mail (ADR 0016): `<payload>.<signature>`, the payload the saved
 * search and applicant ids in base64url, signed with HMAC-SHA256 under the JWT secret and a purpose
 * label (so no other signed value of the app can be passed off as one). It never expires: an old
 * mail must still be able to stop the alerts. It can only switch that one search's alert off.
 */

const PURPOSE = 'hashi:saved-search-unsubscribe:v1:';

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');
}

export function unsubscribeToken(secret: Uint8Array, savedSearchId: number, applicantId: number): string {
  const payload = Buffer.from(`${savedSearchId}.${applicantId}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The ids a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { savedSearchId: number; applicantId: number } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^(\d{1,10})\.(\d{1,10})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  return { savedSearchId: Number(match[1]), applicantId: Number(match[2]) };
}
