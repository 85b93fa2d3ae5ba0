import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import { ANSWER_FILE_PATH, VIDEO_ANSWER_MAX_BYTES } from '@hashi/shared/video-interview.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newStorageKey, type StagedFile, StorageLimitError } from '../../platform/storage/file-storage.ts';
import { passQuarantine } from '../../platform/storage/quarantine.ts';
import { linkSigner, signedFileResponse, signedLinkRequest } from '../../platform/storage/signed-link.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { detectMedia } from '../profile-media/detect-media.ts';
import { inlineDisposition, sanitizeFileName } from '../profile-media/file-name.ts';
import { findAnswerFile } from './video-interviews.repository.ts';

/** Video answers' files: checked and stored, linked by signed links, served with byte ranges (ADR 0047). */

const FOLDER = 'video-interview-answers';
/** What browsers' MediaRecorder and phones write: mp4 (Safari, phones), QuickTime, webm (Chromium, Firefox). */
const FORMATS = ['mp4', 'quicktime', 'webm'];
const signer = linkSigner('hashi:video-interview-answer-link:v1', ANSWER_FILE_PATH);

type Log = Pick<FastifyBaseLogger, 'warn'>;

export interface StoredVideo {
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  file_name: string;
}

/** Spools a multipart file part to a temporary file; 413 past 50 MB (nothing kept). */
export async function stageAnswerVideo(deps: Deps, source: Readable): Promise<StagedFile> {
  try {
    return await fileStorage(deps.config).stage(source, { maxBytes: VIDEO_ANSWER_MAX_BYTES });
  } catch (error) {
    if (error instanceof StorageLimitError) throw new AppError(ErrorCode.FileTooLarge);
    throw error;
  }
}

/**
 * Scans a staged video answer (kept in quarantine and reported per spec §8 when it fails), checks
 * that its bytes are an mp4, QuickTime or webm video of at most 50 MB, and commits it under a
 * generated key. The caller records the key (and removes it if that fails); on any refusal the
 * staged file is discarded.
 */
export async function storeAnswerVideo(
  deps: Deps,
  applicantId: number,
  staged: StagedFile,
  fileName: string | undefined,
  log: Log,
): Promise<StoredVideo> {
  try {
    if (staged.size === 0) throw new AppError(ErrorCode.FileMissing);
    if (staged.size > VIDEO_ANSWER_MAX_BYTES) throw new AppError(ErrorCode.FileTooLarge);
    const name = sanitizeFileName(fileName, 'answer');
    await passQuarantine(
      deps,
      staged,
      { purpose: 'video_interview_answer', uploaderUserId: applicantId, fileName: name },
      log,
    );
    const detected = detectMedia(staged.head);
    if (detected?.kind !== 'video' || !FORMATS.includes(detected.format)) {
      throw new AppError(ErrorCode.FileNotSupported);
    }
    const key = newStorageKey(FOLDER, detected.extension);
    await staged.commit(key);
    return {
      storage_key: key,
      mime_type: detected.mimeType,
      size_bytes: staged.size,
      file_name: sanitizeFileName(fileName, `answer.${detected.extension}`),
    };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * Removes files whose records are gone. A failure only leaves an unreachable file (no record, no
 * link), logged for the operator; the retention job, which must not lose track, removes its files
 * before their records instead.
 */
export async function removeAnswerFiles(deps: Deps, keys: readonly string[], log: Log): Promise<void> {
  for (const key of keys) {
    await fileStorage(deps.config)
      .remove(key)
      .catch((err: unknown) => log.warn({ err, key }, 'video interview answer file could not be removed'));
  }
}

/** A signed link to a video answer: handed only to the applicant and the company that sent the interview. */
export function signAnswerLink(deps: Deps, answer: { id: number; storage_key: string }) {
  return signer.sign(deps.config, answer, deps.now());
}

/**
 * The bytes behind a signed answer link. Whatever is wrong — an unknown id, no signature, a
 * tampered or expired one, a deleted answer — answers the same 404 (as message attachments, ADR
 * 0025). Shown inline with byte ranges for the video player; nosniff and a sandbox CSP.
 */
export async function openAnswerFile(
  deps: Deps,
  idText: string,
  link: { expires?: string; signature?: string },
  rangeHeader: string | undefined,
): Promise<{ status: 200 | 206; headers: Record<string, string>; body: Readable }> {
  const request = signedLinkRequest(idText, link);
  if (!request) throw notFound();
  const row = await findAnswerFile(deps.db, request.id);
  const now = deps.now();
  if (!row?.storage_key || !row.mime_type) throw notFound();
  const file = { id: row.id, storage_key: row.storage_key };
  if (signer.check(deps.config, file, request.proof, now) !== 'valid') throw notFound();

  const extension = row.storage_key.split('.').pop();
  const disposition = inlineDisposition(row.file_name ?? `answer.${extension}`, `answer.${extension}`);
  return signedFileResponse(
    fileStorage(deps.config),
    { key: row.storage_key, mimeType: row.mime_type, disposition },
    rangeHeader,
    { expires: request.proof.expires, now },
  );
}
