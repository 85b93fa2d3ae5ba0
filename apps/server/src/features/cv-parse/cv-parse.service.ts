import type { Locale } from '@hashi/shared/constants';
import type { CvParseResponse } from '@hashi/shared/cv-parse.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { UserClaims } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { cvDictionary } from './cv-dictionary.service.ts';
import type { CvReader } from './cv-reader.ts';
import { CV_TEXT_LIMITS, extractCvText } from './cv-text.ts';
import { type CvFormat, decodePlainText, detectFormat } from './detect-format.ts';
import { extractProposals } from './extract-proposals.ts';
import { htmlToText } from './html-text.ts';
import { fetchPublicPage } from './url-fetch.ts';

/**
 * Parsing is CPU work on untrusted input: one count per applicant for both endpoints, kept apart
 * from every other limit.
 */
export const CV_PARSE_LIMIT = { limit: 20, windowMs: HOUR } as const;

/** Counts one parse for this applicant (429 with Retry-After beyond the limit), before any byte is read. */
export async function consumeParseQuota(deps: Deps, claims: UserClaims): Promise<void> {
  await deps.limiter.consume([[`cv-parse:user:${claims.userId}`, CV_PARSE_LIMIT]]);
}

/** Text of a known format → proposals in the request's language. Nothing is stored. */
export async function proposalsFromBytes(
  deps: Deps,
  reader: CvReader,
  locale: Locale,
  bytes: Uint8Array,
  format?: CvFormat,
): Promise<CvParseResponse> {
  const { text, truncated } = await extractCvText(reader, format ?? (await detectFormat(bytes)), bytes);
  const dict = await cvDictionary(deps.db);
  return extractProposals(text, dict, locale, truncated);
}

/** A page's bytes as text in its declared charset (UTF-8 when it names none or one we lack). */
function decodePage(body: Buffer, charset: string | undefined): string {
  const meta = body
    .subarray(0, 2048)
    .toString('latin1')
    .match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(charset ?? meta ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * A public CV or profile page → proposals, under the fetch policy of url-fetch.ts. A PDF must
 * also be one by its bytes; HTML is read for its visible text only.
 */
export async function proposalsFromUrl(
  deps: Deps,
  reader: CvReader,
  locale: Locale,
  url: string,
): Promise<CvParseResponse> {
  const page = await fetchPublicPage(url, { allowPrivate: deps.config.CV_URL_ALLOW_PRIVATE });
  if (page.type === 'application/pdf') {
    if ((await detectFormat(page.body)) !== 'pdf') throw new AppError(ErrorCode.FileNotSupported);
    return proposalsFromBytes(deps, reader, locale, page.body, 'pdf');
  }
  const raw = page.type === 'text/plain' ? (decodePlainText(page.body) ?? '') : decodePage(page.body, page.charset);
  const text =
    page.type === 'text/plain' ? raw.slice(0, CV_TEXT_LIMITS.maxChars) : htmlToText(raw, CV_TEXT_LIMITS.maxChars);
  if (text.replace(/\s+/g, '').length < 20) throw new AppError(ErrorCode.CvUnparseable);
  const dict = await cvDictionary(deps.db);
  return extractProposals(text, dict, locale, raw.length > CV_TEXT_LIMITS.maxChars * 10);
}
