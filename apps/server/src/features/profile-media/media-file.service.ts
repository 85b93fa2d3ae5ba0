import type { Readable } from 'node:stream';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { readForDownload } from '../../platform/storage/byte-range.ts';
import { inlineDisposition } from './file-name.ts';
import { checkMediaUrl } from './media-url.ts';
import { findMediaById } from './profile-media.repository.ts';

export interface MediaFileResponse {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

/**
 * The bytes behind a signed link: 403 when the signature does not match or the link has expired,
 * 404 when the file is gone, 416 for a range outside it. The type sent is the one detected from
 * the bytes at upload; the browser is told not to guess another (nosniff) and to show the file
 * inline under its cleaned name, in a sandbox that runs nothing.
 */
export async function openMediaFile(
  deps: Deps,
  id: number,
  link: { expires: number; signature: string },
  rangeHeader: string | undefined,
): Promise<MediaFileResponse> {
  const row = await findMediaById(deps.db, id);
  if (!row) throw new AppError(ErrorCode.NotFound);
  const now = deps.now();
  const check = checkMediaUrl(deps.config, row, link, now);
  if (check === 'invalid') throw new AppError(ErrorCode.Forbidden, { messageKey: 'files.link_invalid' });
  if (check === 'expired') throw new AppError(ErrorCode.Forbidden, { messageKey: 'files.link_expired' });

  const { size, range, body, length } = await readForDownload(fileStorage(deps.config), row.storage_key, rangeHeader);

  const secondsLeft = Math.max(0, Math.floor((link.expires * 1000 - now.getTime()) / 1000));
  const headers: Record<string, string> = {
    'content-type': row.mime_type,
    'content-length': String(length),
    'accept-ranges': 'bytes',
    'content-disposition': inlineDisposition(
      row.original_name,
      `profile-${row.kind}.${row.storage_key.split('.').pop()}`,
    ),
    'x-content-type-options': 'nosniff',
    // The link is the permission: cached privately, never longer than the link lives.
    'cache-control': `private, max-age=${secondsLeft}`,
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  return { status: range ? 206 : 200, headers, body };
}
