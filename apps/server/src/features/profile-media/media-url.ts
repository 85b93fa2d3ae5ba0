import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config.ts';

/**
 * Signed links to profile media. An <img> or <video> cannot send a bearer header, so whoever may
 * see a file is given a link that carries its own proof: an HMAC (keyed from the JWT secret) of
 * the file's id, its storage key and the expiry. The file route checks the signature and the time
 * and nothing else; deciding who gets a link is the caller's job (today: only the owner; a
 * company's screen will call `signMediaUrl` after its own checks).
 *
 * The storage key is part of the proof, so a link dies with the file it pointed at.
 */

/** How long a link is at least valid. */
export const MEDIA_URL_TTL_MS = 60 * 60_000;
/**
 * Expiries are rounded up to this step, so the same file gets the same link for a while and the
 * browser can cache it across profile reloads instead of downloading the video again.
 */
export const MEDIA_URL_STEP_MS = 15 * 60_000;

export const MEDIA_FILE_PATH = '/api/files/profile-media';

const keys = new WeakMap<Config, Buffer>();

/** A key of its own for links, derived from the JWT secret, so that no token and no link can stand in for the other. */
function linkKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', config.jwtSecret).update('hashi:profile-media-link:v1').digest();
    keys.set(config, key);
  }
  return key;
}

function sign(config: Config, id: number, storageKey: string, expires: number): string {
  return createHmac('sha256', linkKey(config)).update(`${id}\n${storageKey}\n${expires}`).digest('base64url');
}

export interface SignedMediaUrl {
  url: string;
  expiresAt: Date;
}

export function signMediaUrl(config: Config, media: { id: number; storage_key: string }, now: Date): SignedMediaUrl {
  const expiresMs = Math.ceil((now.getTime() + MEDIA_URL_TTL_MS) / MEDIA_URL_STEP_MS) * MEDIA_URL_STEP_MS;
  const expires = Math.floor(expiresMs / 1000);
  const signature = sign(config, media.id, media.storage_key, expires);
  return {
    url: `${MEDIA_FILE_PATH}/${media.id}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link's signature matches this file and its time has not passed. */
export function checkMediaUrl(
  config: Config,
  media: { id: number; storage_key: string },
  link: { expires: number; signature: string },
  now: Date,
): LinkCheck {
  const expected = Buffer.from(sign(config, media.id, media.storage_key, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
