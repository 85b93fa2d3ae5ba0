import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  MEDIA_MAX_BYTES,
  type ProfileMedia,
  type ProfileMediaKind,
  VIDEO_CONTEXTS,
  VIDEO_FORMATS_BY_CONTEXT,
  type VideoContext,
} from '@hashi/shared/profile-media.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { newStorageKey, type StagedFile, StorageLimitError } from '../../platform/storage/file-storage.ts';
import { passQuarantine } from '../../platform/storage/quarantine.ts';
import { claimResumableUpload } from '../../platform/storage/resumable-claim.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { detectMedia } from './detect-media.ts';
import { sanitizeFileName } from './file-name.ts';
import {
  deleteAllApplicantMedia,
  deleteApplicantMedia,
  insertMedia,
  listApplicantMedia,
  type MediaRow,
} from './profile-media.repository.ts';
import { signMediaUrl } from './media-url.ts';
import { lockUser } from '../users/users.repository.ts';

/**
 * Uploads are disk and bandwidth: 30 an hour per applicant, photos and videos together — plenty
 * for someone trying a few takes, too few to fill a disk with 50 MB videos.
 */
export const MEDIA_UPLOAD_LIMIT = { limit: 30, windowMs: HOUR } as const;

const FOLDER: Record<ProfileMediaKind, string> = { photo: 'profile-photos', video: 'profile-videos' };

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Counts one upload for this applicant (429 with Retry-After beyond the limit), before any byte is read. */
export async function consumeUploadQuota(deps: Deps, applicantId: number): Promise<void> {
  await deps.limiter.consume([[`profile-media:upload:user:${applicantId}`, MEDIA_UPLOAD_LIMIT]]);
}

/**
 * An API object of a stored file, with a fresh signed link: for its owner, and — the CV file only —
 * for a company the caller has checked may see the applicant's contact details (cv-document.service.ts).
 */
export function toProfileMedia(deps: Deps, row: MediaRow): ProfileMedia {
  const link = signMediaUrl(deps.config, row, deps.now());
  return {
    id: row.id,
    url: link.url,
    url_expires_at: link.expiresAt.toISOString(),
    mime_type: row.mime_type,
    size: row.size_bytes,
    file_name: row.original_name,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The caller's photo, video and CV file, with links; null where none is uploaded. */
export async function mediaOfApplicant(
  deps: Deps,
  applicantId: number,
): Promise<{ photo: ProfileMedia | null; video: ProfileMedia | null; cv: ProfileMedia | null }> {
  const rows = await listApplicantMedia(deps.db, applicantId);
  const of = (kind: MediaRow['kind']) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toProfileMedia(deps, row) : null;
  };
  return { photo: of('photo'), video: of('video'), cv: of('cv') };
}

/** Spools an upload to a temporary file; 413 past the kind's limit (nothing kept). */
export async function stageUpload(deps: Deps, kind: ProfileMediaKind, source: Readable): Promise<StagedFile> {
  try {
    return await fileStorage(deps.config).stage(source, { maxBytes: MEDIA_MAX_BYTES[kind] });
  } catch (error) {
    if (error instanceof StorageLimitError) throw new AppError(ErrorCode.FileTooLarge);
    throw error;
  }
}

export interface UploadInput {
  staged: StagedFile;
  fileName: string | undefined;
  /** Video only: where the upload comes from; decides which containers are accepted. */
  context: VideoContext;
}

/**
 * Scans a staged upload for viruses (kept in quarantine and reported when it fails), checks it and,
 * only when every check passes, moves it into storage under a generated key and records it as the applicant's photo or video, replacing (and deleting) the
 * previous one. On any failure the staged file is discarded, so nothing is kept.
 */
export async function saveUpload(
  deps: Deps,
  applicantId: number,
  kind: ProfileMediaKind,
  input: UploadInput,
  log: Log,
): Promise<ProfileMedia> {
  const { staged } = input;
  try {
    if (staged.size === 0) throw new AppError(ErrorCode.FileMissing);
    if (staged.size > MEDIA_MAX_BYTES[kind]) throw new AppError(ErrorCode.FileTooLarge);
    // Scanned before any other check: a disguised file is reported as what it is (ADR 0044).
    await passQuarantine(
      deps,
      staged,
      {
        purpose: kind === 'photo' ? 'profile_photo' : 'profile_video',
        uploaderUserId: applicantId,
        fileName: sanitizeFileName(input.fileName, `profile-${kind}`),
      },
      log,
    );
    const detected = detectMedia(staged.head);
    if (!detected || detected.kind !== kind) throw new AppError(ErrorCode.FileNotSupported);
    if (detected.kind === 'video' && !VIDEO_FORMATS_BY_CONTEXT[input.context].includes(detected.format)) {
      throw new AppError(ErrorCode.FileNotSupported);
    }

    return await keepApplicantFile(
      deps,
      staged,
      {
        applicantId,
        kind,
        folder: FOLDER[kind],
        extension: detected.extension,
        format: detected.format,
        mimeType: detected.mimeType,
        name: sanitizeFileName(input.fileName, `profile-${kind}.${detected.extension}`),
      },
      log,
    );
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** A checked file to keep as the applicant's file of its kind. */
export interface KeptFile {
  applicantId: number;
  kind: MediaRow['kind'];
  folder: string;
  extension: string;
  format: string;
  mimeType: string;
  /** The cleaned display name (never part of a path). */
  name: string;
}

/**
 * Moves a checked staged file into storage under a generated key and records it as the applicant's
 * file of its kind, replacing the previous one, whose bytes go after the commit; the stored file is
 * removed again when the record cannot be written, so nothing is half-kept.
 */
export async function keepApplicantFile(
  deps: Deps,
  staged: StagedFile,
  file: KeptFile,
  log: Log,
): Promise<ProfileMedia> {
  const key = newStorageKey(file.folder, file.extension);
  let recorded = false;
  try {
    await staged.commit(key);
    const { row, replaced } = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, file.applicantId);
      const replaced = await deleteApplicantMedia(trx, file.applicantId, file.kind);
      const row = await insertMedia(trx, {
        applicant_id: file.applicantId,
        kind: file.kind,
        storage_key: key,
        format: file.format,
        mime_type: file.mimeType,
        size_bytes: staged.size,
        original_name: file.name,
      });
      return { row, replaced };
    });
    recorded = true;
    if (replaced) await removeFile(deps, replaced.storage_key, log);
    return toProfileMedia(deps, row);
  } catch (error) {
    if (!recorded) await fileStorage(deps.config).remove(key);
    throw error;
  }
}

/**
 * Makes a finished resumable (tus) upload of the caller's their profile video (ADR 0045): the same
 * path as a multipart upload — copied into staging, scanned (`passQuarantine`), checked by its
 * bytes, committed — under the context declared when the upload was created. The claim's rules
 * (404, 409, the upload removed or kept) are `claimResumableUpload`'s.
 */
export async function claimResumableVideo(
  deps: Deps,
  applicantId: number,
  urlId: string,
  log: Log,
): Promise<ProfileMedia> {
  return claimResumableUpload(
    deps,
    { ownerUserId: applicantId, urlId, purpose: 'profile_video', maxBytes: MEDIA_MAX_BYTES.video },
    (staged, upload) => {
      const context = (VIDEO_CONTEXTS as readonly string[]).includes(upload.context)
        ? (upload.context as VideoContext)
        : 'other';
      return saveUpload(deps, applicantId, 'video', { staged, fileName: upload.file_name, context }, log);
    },
    log,
  );
}

/**
 * Deletes the caller's photo or video: the one with `id` (v2), or whichever there is (v1).
 * Someone else's id, or the id of the other kind, is 404 like an unknown one.
 */
export async function deleteMedia(
  deps: Deps,
  applicantId: number,
  kind: MediaRow['kind'],
  id: number | undefined,
  log: Log,
): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, applicantId);
    return deleteApplicantMedia(trx, applicantId, kind, id);
  });
  if (!deleted) throw new AppError(ErrorCode.NotFound);
  await removeFile(deps, deleted.storage_key, log);
}

/**
 * The record is already gone, so a failure here only leaves an unreachable file behind (no link
 * can be signed for it): logged for the operator, not answered to the user.
 */
export async function removeFile(deps: Deps, key: string, log: Log): Promise<void> {
  try {
    await fileStorage(deps.config).remove(key);
  } catch (err) {
    log.warn({ err, key }, 'profile media file could not be removed');
  }
}

/**
 * Account deletion: the photo, video and CV file are personal data, so their rows and files go. For the
 * account-deletion service to call after its transaction (the files cannot roll back with it).
 */
export async function eraseApplicantMedia(deps: Deps, applicantId: number, log: Log): Promise<void> {
  const rows = await deleteAllApplicantMedia(deps.db, applicantId);
  for (const row of rows) await removeFile(deps, row.storage_key, log);
}
