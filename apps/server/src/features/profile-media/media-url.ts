import type { Config } from '../../platform/config.ts';
import {
  type LinkSigner,
  linkSigner,
  SIGNED_LINK_TTL_MS,
  type SignedLink,
} from '../../platform/storage/signed-link.ts';

/**
 * Signed links to profile media. An <img> or <video> cannot send a bearer header, so whoever may
 * see a file is given a link that carries its own proof: an HMAC (keyed from the JWT secret) of
 * the file's id, its storage key and the expiry (`platform/storage/signed-link.ts`). The file route
 * checks the signature and the time and nothing else; deciding who gets a link is the caller's job
 * (today: only the owner; a company's screen will call `signMediaUrl` after its own checks).
 *
 * The storage key is part of the proof, so a link dies with the file it pointed at.
 */

/** How long a link is at least valid (expiries are rounded up to 15-minute steps for the browser's cache). */
export const MEDIA_URL_TTL_MS = SIGNED_LINK_TTL_MS;

export const MEDIA_FILE_PATH = '/api/files/profile-media';

const signer: LinkSigner = linkSigner('hashi:profile-media-link:v1', MEDIA_FILE_PATH);

export type SignedMediaUrl = SignedLink;

export function signMediaUrl(config: Config, media: { id: number; storage_key: string }, now: Date): SignedMediaUrl {
  return signer.sign(config, media, now);
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link's signature matches this file and its time has not passed. */
export function checkMediaUrl(
  config: Config,
  media: { id: number; storage_key: string },
  link: { expires: number; signature: string },
  now: Date,
): LinkCheck {
  return signer.check(config, media, link, now);
}
