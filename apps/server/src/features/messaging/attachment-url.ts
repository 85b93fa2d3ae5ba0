import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config.ts';

/**
 * Signed links to message attachments (ADR 0025, after ADR 0014's profile-media links): an <img>,
 * a <video> or a download link cannot send a bearer header, so the two parties of a thread are
 * handed links that carry their own proof — an HMAC of the attachment's id, its storage key and the
 * expiry, keyed from the JWT secret under a label of its own (a profile-media link cannot stand in
 * for an attachment link). Expiries are rounded up to 15-minute steps, so a conversation polled
 * every few seconds keeps the same links and the browser its cached images.
 */
export const ATTACHMENT_URL_TTL_MS = 60 * 60_000;
export const ATTACHMENT_URL_STEP_MS = 15 * 60_000;
export const ATTACHMENT_FILE_PATH = '/api/files/message-attachments';

const keys = new WeakMap<Config, Buffer>();

function linkKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', config.jwtSecret).update('hashi:message-attachment-link:v1').digest();
    keys.set(config, key);
  }
  return key;
}

function sign(config: Config, id: number, storageKey: string, expires: number): string {
  return createHmac('sha256', linkKey(config)).update(`${id}\n${storageKey}\n${expires}`).digest('base64url');
}

export function signAttachmentUrl(config: Config, file: { id: number; storage_key: string }, now: Date): string {
  const expiresMs =
    Math.ceil((now.getTime() + ATTACHMENT_URL_TTL_MS) / ATTACHMENT_URL_STEP_MS) * ATTACHMENT_URL_STEP_MS;
  const expires = Math.floor(expiresMs / 1000);
  return `${ATTACHMENT_FILE_PATH}/${file.id}?expires=${expires}&signature=${sign(config, file.id, file.storage_key, expires)}`;
}

/** Whether a link was signed for this file and has not expired. */
export function attachmentLinkValid(
  config: Config,
  file: { id: number; storage_key: string },
  link: { expires: number; signature: string },
  now: Date,
): boolean {
  const expected = Buffer.from(sign(config, file.id, file.storage_key, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return link.expires * 1000 > now.getTime();
}
