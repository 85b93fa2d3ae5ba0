import type { Readable } from 'node:stream';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { signedFileResponse } from '../../platform/storage/signed-link.ts';
import { fileDisposition } from './file-name.ts';
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

  const extension = row.storage_key.split('.').pop();
  // A CV is downloaded (a PDF viewer does not run in the sandbox); a photo or video shows inline.
  const disposition =
    row.kind === 'cv'
      ? fileDisposition('attachment', row.original_name, `cv.${extension}`)
      : fileDisposition('inline', row.original_name, `profile-${row.kind}.${extension}`);
  return signedFileResponse(
    fileStorage(deps.config),
    { key: row.storage_key, mimeType: row.mime_type, disposition },
    rangeHeader,
    { expires: link.expires, now },
  );
}
