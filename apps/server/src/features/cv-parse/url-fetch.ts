import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../../platform/errors.ts';
import { checkUrlShape, type Resolver, resolvePublic, UrlNotAllowed } from './url-policy.ts';

export const URL_FETCH_LIMITS = { timeoutMs: 5000, maxBytes: 5_242_880, maxRedirects: 3 } as const;

/** What a CV page may be: HTML, a PDF or plain text. */
const ALLOWED_TYPES = ['text/html', 'application/xhtml+xml', 'application/pdf', 'text/plain'];

export interface FetchedPage {
  body: Buffer;
  /** The media type alone, lower case ('text/html'). */
  type: string;
  charset: string | undefined;
}

export interface FetchOptions {
  /** Test-only (CV_URL_ALLOW_PRIVATE): lets a test reach its own local server. Never in production. */
  allowPrivate: boolean;
  resolve?: Resolver;
}

const notAllowed = () => new AppError(ErrorCode.CvUrlNotAllowed);
const unreachable = () => new AppError(ErrorCode.CvUrlUnreachable);

/**
 * One request to an address that was checked before connecting: the socket connects to exactly
 * the address that passed (the `lookup` below), so a second DNS answer cannot swap in another.
 */
function requestOnce(url: URL, address: { address: string; family: number }, signal: AbortSignal) {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: pinned,
      signal,
      headers: {
        'user-agent': 'HashiCvReader/1.0 (+profile auto-fill)',
        accept: 'text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9',
        'accept-encoding': 'identity',
      },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError(ErrorCode.FileTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new AppError(ErrorCode.FileTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a user-given URL under the SSRF policy of ADR 0010: http(s) only; every address of the
 * host public; redirects followed by hand (at most 3), each checked again; 5 s for the whole
 * exchange; at most 5 MB; HTML, PDF or plain text only.
 */
export async function fetchPublicPage(raw: string, options: FetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), URL_FETCH_LIMITS.timeoutMs);
  try {
    let url = checkUrlShape(raw);
    for (let hop = 0; ; hop++) {
      const [address] = await resolvePublic(url.hostname, options);
      if (!address) throw unreachable();
      const res = await requestOnce(url, address, controller.signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= URL_FETCH_LIMITS.maxRedirects) throw unreachable();
        url = checkUrlShape(new URL(res.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw unreachable();
      }
      const [type = '', ...params] = String(res.headers['content-type'] ?? '').split(';');
      const media = type.trim().toLowerCase();
      if (!ALLOWED_TYPES.includes(media)) {
        res.resume();
        throw new AppError(ErrorCode.FileNotSupported);
      }
      const charset = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('charset='));
      const body = await readCapped(res, URL_FETCH_LIMITS.maxBytes);
      return { body, type: media, charset: charset?.slice(8).replace(/"/g, '') };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof UrlNotAllowed) throw notAllowed();
    throw unreachable();
  } finally {
    clearTimeout(timer);
  }
}
