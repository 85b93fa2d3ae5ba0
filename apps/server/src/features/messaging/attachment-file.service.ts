import type { Readable } from 'node:stream';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { signedFileResponse, signedLinkRequest } from '../../platform/storage/signed-link.ts';
import { fileDisposition } from '../profile-media/file-name.ts';
import { attachmentLinkValid } from './attachment-url.ts';
import { findAttachment } from './attachments.repository.ts';

export interface AttachmentFileResponse {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

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
  const request = signedLinkRequest(idText, link);
  if (!request) throw notFound();
  const row = await findAttachment(deps.db, request.id);
  const now = deps.now();
  if (!row || !attachmentLinkValid(deps.config, row, request.proof, now)) throw notFound();

  const extension = row.storage_key.split('.').pop();
  const disposition = fileDisposition(
    row.kind === 'document' ? 'attachment' : 'inline',
    row.name,
    `attachment.${extension}`,
  );
  return signedFileResponse(
    fileStorage(deps.config),
    { key: row.storage_key, mimeType: row.mime_type, disposition },
    rangeHeader,
    { expires: request.proof.expires, now },
  );
}
