import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { DatabaseLocker } from './database-locker.ts';
import type { StagedFile } from './file-storage.ts';
import { removeResumableUpload, stageFinishedUpload, uploadIdOf } from './resumable-uploads.ts';
import { findOwnedUpload, type ResumableUploadRow } from './resumable-uploads.repository.ts';

/** How long a claim waits for a request still holding the upload (a last HEAD, a late chunk). */
const CLAIM_LOCK_WAIT_MS = 10_000;

/** Refusals of the file itself: after these the resumable upload's bytes are removed (ADR 0045). */
const REFUSED_FILE: readonly string[] = [
  ErrorCode.FileQuarantined,
  ErrorCode.FileNotSupported,
  ErrorCode.FileTooLarge,
  ErrorCode.FileMissing,
];

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Claims a finished resumable (tus) upload of the caller's for one purpose (ADR 0045, ADR 0047):
 * takes the upload's lock (no chunk is written and no second claim runs meanwhile), copies the
 * bytes into the file storage's staging area and hands the staged file to `use`, which goes down
 * the purpose's multipart path (`passQuarantine`, the bytes' type, commit). Someone else's
 * upload, or one for another purpose, is 404; one still receiving bytes or being claimed is 409.
 * After `use` succeeds, and after a refusal of the file itself, the upload is removed; when the
 * scanner is down (503) or anything else fails it stays, to be claimed again without resending.
 */
export async function claimResumableUpload<T>(
  deps: Deps,
  claim: { ownerUserId: number; urlId: string; purpose: ResumableUploadRow['purpose']; maxBytes: number },
  use: (staged: StagedFile, upload: ResumableUploadRow) => Promise<T>,
  log: Log,
): Promise<T> {
  const id = uploadIdOf(claim.urlId);
  const row = id ? await findOwnedUpload(deps.db, id, claim.ownerUserId) : undefined;
  if (!row || row.purpose !== claim.purpose) throw new AppError(ErrorCode.NotFound);
  const lock = new DatabaseLocker(deps.db, deps.now).newLock(row.id);
  try {
    await lock.lock(AbortSignal.timeout(CLAIM_LOCK_WAIT_MS), () => undefined);
  } catch {
    throw new AppError(ErrorCode.Conflict, { messageKey: 'files.upload_incomplete' });
  }
  let removeUpload = false;
  try {
    const staged = await stageFinishedUpload(deps, row.id, claim.maxBytes);
    const result = await use(staged, row);
    removeUpload = true;
    return result;
  } catch (error) {
    removeUpload = error instanceof AppError && REFUSED_FILE.includes(error.code);
    throw error;
  } finally {
    if (removeUpload) await removeResumableUpload(deps, row.id, log);
    await lock.unlock();
  }
}
