import type { Readable } from 'node:stream';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { readForDownload } from '../../platform/storage/byte-range.ts';
import { inlineDisposition } from '../profile-media/file-name.ts';
import { attachmentLinkValid } from './attachment-url.ts';
import { findAttachment } from './attachments.repository.ts';

export interface AttachmentFileResponse {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * The bytes behind a signed attachment link (ADR 0025). Whatever is wrong — an unknown id, no
 * signature, a tampered or expired one, a file gone — answers the same 404, so a link tells nobody
 * whether a file exists. Documents download (`attachment`); images and videos show inline, with
 * byte ranges for the video player; the browser may not guess another type (nosniff) and runs
 * nothing from it (sandbox CSP).
 */
export async function openAttachmentFile(
  deps: Deps,
  idText: string,
  link: { expires?: string; signature?: string },
  rangeHeader: string | undefined,
): Promise<AttachmentFileResponse> {
  if (!ID.test(idText) || !link.signature || !link.expires || !/^\d{1,15}$/.test(link.expires)) throw notFound();
  const id = Number(idText);
  if (id > 2_147_483_647) throw notFound();
  const row = await findAttachment(deps.db, id);
  const now = deps.now();
  if (
    !row ||
    !attachmentLinkValid(deps.config, row, { expires: Number(link.expires), signature: link.signature }, now)
  ) {
    throw notFound();
  }

  const { size, range, body, length } = await readForDownload(fileStorage(deps.config), row.storage_key, rangeHeader);

  const extension = row.storage_key.split('.').pop();
  const inline = inlineDisposition(row.name, `attachment.${extension}`);
  const secondsLeft = Math.max(0, Math.floor((Number(link.expires) * 1000 - now.getTime()) / 1000));
  const headers: Record<string, string> = {
    'content-type': row.mime_type,
    'content-length': String(length),
    'accept-ranges': 'bytes',
    'content-disposition': row.kind === 'document' ? inline.replace(/^inline/, 'attachment') : inline,
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${secondsLeft}`,
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  return { status: range ? 206 : 200, headers, body };
}
