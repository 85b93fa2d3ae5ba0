import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { filterContactDetails } from '@hashi/shared/contact-filter';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_UPLOAD_MAX_BYTES,
  type Attachment,
  type AttachmentKind,
} from '@hashi/shared/message-attachment.schema';
import { MESSAGING_MESSAGES } from '@hashi/shared/messaging.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { newStorageKey, type StagedFile, StorageLimitError } from '../../platform/storage/file-storage.ts';
import { passQuarantine } from '../../platform/storage/quarantine.ts';
import { claimResumableUpload } from '../../platform/storage/resumable-claim.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { atContactStage } from '../approaches/thread-messages.repository.ts';
import { sanitizeFileName } from '../profile-media/file-name.ts';
import { toAttachment } from './attachment-view.ts';
import { insertAttachment } from './attachments.repository.ts';
import { detectAttachment } from './detect-attachment.ts';
import { senderOf } from './message-view.ts';
import { writeBlock } from './messaging.service.ts';
import { findThread, type Side, type ThreadRow } from './threads.repository.ts';

/**
 * Uploading a message attachment (ADR 0025): one file per request, as a draft of the thread and
 * the side that uploads it; the send attaches it. Checked by size and by its bytes, stored under a
 * generated key, nothing kept when a check fails.
 */

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** 60 files an hour per user: twelve messages of five files — a busy hour, not a full disk. */
export const ATTACHMENT_UPLOAD_LIMIT = { limit: 60, windowMs: HOUR } as const;
export const ATTACHMENT_FOLDER = 'message-attachments';
/**
 * How much of the file detection reads: the start of a ZIP must hold `[Content_Types].xml`,
 * which Office and LibreOffice write first.
 */
const HEAD_BYTES = 256 * 1024;

/**
 * The thread an upload goes to, before a byte is read: 404 for an unknown or someone else's code;
 * 409/403 when this side may not write there (the same answers as a send); then one upload counted
 * against the user's hourly limit (429).
 */
export async function uploadTarget(deps: Deps, side: Side, userId: number, code: string): Promise<ThreadRow> {
  const row = await findThread(deps.db, side, code);
  if (!row) throw notFound();
  const block = writeBlock(side, row);
  if (block === 'closed') throw new AppError(ErrorCode.Conflict, { messageKey: MESSAGING_MESSAGES.closed });
  if (block === 'not_yet') throw new AppError(ErrorCode.Forbidden, { messageKey: MESSAGING_MESSAGES.notYet });
  await deps.limiter.consume([[`message-attachments:upload:user:${userId}`, ATTACHMENT_UPLOAD_LIMIT]]);
  return row;
}

/** Spools the upload to a temporary file; 413 past the largest allowed size (a video's), nothing kept. */
export async function stageAttachment(deps: Deps, source: Readable): Promise<StagedFile> {
  try {
    return await fileStorage(deps.config).stage(source, {
      maxBytes: ATTACHMENT_UPLOAD_MAX_BYTES,
      headBytes: HEAD_BYTES,
    });
  } catch (error) {
    if (error instanceof StorageLimitError) throw new AppError(ErrorCode.FileTooLarge);
    throw error;
  }
}

/**
 * Scans a staged upload for viruses (kept in quarantine and reported when it fails), checks it and,
 * only when every check passes, moves it under a generated key and
 * records it as a draft of the thread and side. The name is cleaned, and filtered for contact
 * details until the contact stage (the original kept for the company, as for message text).
 */
export async function saveAttachment(
  deps: Deps,
  side: Side,
  userId: number,
  thread: ThreadRow,
  input: { staged: StagedFile; fileName: string | undefined; onlyKind?: AttachmentKind },
  log: Log,
): Promise<Attachment> {
  const { staged } = input;
  const storage = fileStorage(deps.config);
  let key: string | undefined;
  try {
    if (staged.size === 0) throw new AppError(ErrorCode.FileMissing);
    const cleaned = sanitizeFileName(input.fileName?.replaceAll(CONTACT_MARKER, ''), 'attachment');
    // Scanned before any other check: a disguised file is reported as what it is (ADR 0044).
    await passQuarantine(
      deps,
      staged,
      { purpose: 'message_attachment', uploaderUserId: userId, fileName: cleaned },
      log,
    );
    const detected = await detectAttachment(staged.head, cleaned);
    if (!detected || (input.onlyKind && detected.kind !== input.onlyKind)) {
      throw new AppError(ErrorCode.FileNotSupported);
    }
    if (staged.size > ATTACHMENT_MAX_BYTES[detected.kind]) throw new AppError(ErrorCode.FileTooLarge);
    const name = cleaned === 'attachment' ? `attachment.${detected.extension}` : cleaned;
    const contactStage = await atContactStage(deps.db, thread.company_id, thread.applicant_id);
    const filtered = contactStage ? { text: name, filtered: false } : filterContactDetails(name);

    key = newStorageKey(ATTACHMENT_FOLDER, detected.extension);
    await staged.commit(key);
    const row = await insertAttachment(deps.db, {
      approach_id: thread.id,
      sender_type: senderOf(side),
      uploader_user_id: userId,
      message_id: null,
      storage_key: key,
      kind: detected.kind,
      mime_type: detected.mimeType,
      size_bytes: staged.size,
      name: filtered.text,
      name_original: filtered.filtered ? name : null,
      created_at: deps.now(),
    });
    key = undefined;
    // The uploader is shown its own name as the other side will see it.
    return toAttachment(deps, row);
  } catch (error) {
    await staged.discard();
    if (key) await storage.remove(key);
    throw error;
  }
}

/**
 * Makes a finished resumable (tus) upload of the caller's a draft video attachment of the thread
 * (ADR 0025 revision, ADR 0045): the same path as a multipart file — copied into staging, scanned,
 * checked by its bytes (a video, mp4 or QuickTime, at most 50 MB), committed, recorded — under the
 * name declared when the upload was created. The claim's rules (404 for someone else's or another
 * purpose's upload, 409 unfinished, the upload removed or kept) are `claimResumableUpload`'s.
 */
export async function claimVideoAttachment(
  deps: Deps,
  side: Side,
  userId: number,
  thread: ThreadRow,
  urlId: string,
  log: Log,
): Promise<Attachment> {
  return claimResumableUpload(
    deps,
    { ownerUserId: userId, urlId, purpose: 'message_attachment', maxBytes: ATTACHMENT_MAX_BYTES.video },
    (staged, upload) =>
      saveAttachment(deps, side, userId, thread, { staged, fileName: upload.file_name, onlyKind: 'video' }, log),
    log,
  );
}
