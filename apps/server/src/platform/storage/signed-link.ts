import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { readForDownload } from './byte-range.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Signed, expiring file links (after ADR 0014 and 0025): a <video> or <img> cannot send a bearer
 * header, so whoever was authorized to see a file is handed a link carrying its own proof — an HMAC
 * of the file's id, its storage key and the expiry, keyed from the JWT secret under the kind's own
 * label (a link of one kind can never stand in for another's). Expiries are rounded up to 15-minute
 * steps, so a screen polled or reloaded keeps the same links and the browser its cache. The
 * storage key is part of the proof: a link dies with the file it pointed at.
 */
export const SIGNED_LINK_TTL_MS = 60 * 60_000;
export const SIGNED_LINK_STEP_MS = 15 * 60_000;

export interface SignedLink {
  url: string;
  expiresAt: Date;
}

export interface LinkSigner {
  sign(config: Config, file: { id: number; storage_key: string }, now: Date): SignedLink;
  /** 'valid', or why not: a signature that does not match, or a time that has passed. */
  check(
    config: Config,
    file: { id: number; storage_key: string },
    link: { expires: number; signature: string },
    now: Date,
  ): 'valid' | 'expired' | 'invalid';
}

/** A signer for one kind of file, served under `path`, with its own key label. */
export function linkSigner(label: string, path: string): LinkSigner {
  const keys = new WeakMap<Config, Buffer>();
  const linkKey = (config: Config) => {
    let key = keys.get(config);
    if (!key) {
      key = createHmac('sha256', config.jwtSecret).update(label).digest();
      keys.set(config, key);
    }
    return key;
  };
  const signature = (config: Config, id: number, storageKey: string, expires: number) =>
    createHmac('sha256', linkKey(config)).update(`${id}\n${storageKey}\n${expires}`).digest('base64url');
  return {
    sign(config, file, now) {
      const expiresMs = Math.ceil((now.getTime() + SIGNED_LINK_TTL_MS) / SIGNED_LINK_STEP_MS) * SIGNED_LINK_STEP_MS;
      const expires = Math.floor(expiresMs / 1000);
      return {
        url: `${path}/${file.id}?expires=${expires}&signature=${signature(config, file.id, file.storage_key, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    check(config, file, link, now) {
      const expected = Buffer.from(signature(config, file.id, file.storage_key, link.expires));
      const given = Buffer.from(link.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return link.expires * 1000 > now.getTime() ? 'valid' : 'expired';
    },
  };
}

const LINK_ID = /^[1-9]\d{0,9}$/;

/**
 * The id and proof of a request for a signed link, or null when they cannot be one (not an id in
 * the database's integer range, no signature, no expiry): the caller answers 404 either way.
 */
export function signedLinkRequest(
  idText: string,
  link: { expires?: string; signature?: string },
): { id: number; proof: { expires: number; signature: string } } | null {
  if (!LINK_ID.test(idText) || !link.signature || !link.expires || !/^\d{1,15}$/.test(link.expires)) return null;
  const id = Number(idText);
  if (id > 2_147_483_647) return null;
  return { id, proof: { expires: Number(link.expires), signature: link.signature } };
}

/**
 * Headers of a file served through a signed link: its type and length, byte ranges, cached
 * privately until the link expires, never sniffed, never run (sandbox CSP), same origin only.
 */
export function signedFileHeaders(file: {
  mimeType: string;
  disposition: string;
  length: number;
  size: number;
  range: { start: number; end: number } | null | undefined;
  expires: number;
  now: Date;
}): Record<string, string> {
  const secondsLeft = Math.max(0, Math.floor((file.expires * 1000 - file.now.getTime()) / 1000));
  const headers: Record<string, string> = {
    'content-type': file.mimeType,
    'content-length': String(file.length),
    'accept-ranges': 'bytes',
    'content-disposition': file.disposition,
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${secondsLeft}`,
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
  if (file.range) headers['content-range'] = `bytes ${file.range.start}-${file.range.end}/${file.size}`;
  return headers;
}

/**
 * The answer of a download route for a stored file whose signed link was checked: the file whole or
 * the byte range asked for (206), with `signedFileHeaders`. 404 when it is gone, 416 for a range
 * outside it.
 */
export async function signedFileResponse(
  storage: FileStorage,
  file: { key: string; mimeType: string; disposition: string },
  rangeHeader: string | undefined,
  link: { expires: number; now: Date },
): Promise<{ status: 200 | 206; headers: Record<string, string>; body: Readable }> {
  const { size, range, body, length } = await readForDownload(storage, file.key, rangeHeader);
  const headers = signedFileHeaders({ ...file, length, size, range, ...link });
  return { status: range ? 206 : 200, headers, body };
}
