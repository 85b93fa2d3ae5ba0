import type { Config } from '../../platform/config.ts';
import { linkSigner } from '../../platform/storage/signed-link.ts';

/**
 * Signed links to message attachments (ADR 0025, after ADR 0014's profile-media links): an <img>,
 * a <video> or a download link cannot send a bearer header, so the two parties of a thread are
 * handed links that carry their own proof (`platform/storage/signed-link.ts`) — an HMAC of the
 * attachment's id, its storage key and the expiry, keyed from the JWT secret under a label of its
 * own (a profile-media link cannot stand in for an attachment link). Expiries are rounded up to
 * 15-minute steps, so a conversation polled every few seconds keeps the same links and the browser
 * its cached images.
 */
export const ATTACHMENT_FILE_PATH = '/api/files/message-attachments';

const signer = linkSigner('hashi:message-attachment-link:v1', ATTACHMENT_FILE_PATH);

export function signAttachmentUrl(config: Config, file: { id: number; storage_key: string }, now: Date): string {
  return signer.sign(config, file, now).url;
}

/** Whether a link was signed for this file and has not expired. */
export function attachmentLinkValid(
  config: Config,
  file: { id: number; storage_key: string },
  link: { expires: number; signature: string },
  now: Date,
): boolean {
  return signer.check(config, file, link, now) === 'valid';
}
