import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNoticeKind, type NoticeKind } from './notice-kinds.ts';

/**
 * The one-click unsubscribe link of a notice mail (ADR 0027): `<payload>.<signature>`, the payload
 * the user id and the notice kind in base64url, signed with HMAC-SHA256 under the JWT secret and a
 * purpose label of its own (a saved-search link, or any other signed value, is no notice link). It
 * never expires, and can only switch that one kind of mail off for that one user.
 */

const PURPOSE = 'hashi:email-notice-unsubscribe:v1:';

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');
}

export function noticeUnsubscribeToken(secret: Uint8Array, userId: number, kind: NoticeKind): string {
  const payload = Buffer.from(`${userId}.${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and kind a token names, or null when it is malformed or its signature does not match. */
export function readNoticeUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: number; kind: NoticeKind } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^(\d{1,10})\.([a-z]{1,20})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match?.[2] || !isNoticeKind(match[2])) return null;
  return { userId: Number(match[1]), kind: match[2] };
}
