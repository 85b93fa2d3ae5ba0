import { randomUUID } from 'node:crypto';
import { Metadata } from '@tus/server';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  fileExtension,
  PROFILE_VIDEO_MAX_BYTES,
  VIDEO_CONTEXTS,
  VIDEO_EXTENSIONS,
  type VideoContext,
} from '@hashi/shared/profile-media.schema';
import { V } from '@hashi/shared/validation';
import { VIDEO_ANSWER_MAX_BYTES } from '@hashi/shared/video-interview.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { RESUMABLE_FOLDER } from '../../platform/storage/resumable-uploads.ts';
import { insertResumableUpload } from '../../platform/storage/resumable-uploads.repository.ts';

/**
 * Resumable uploads begun per applicant and hour: as many as single-request profile media uploads
 * (30), counted when an upload is created, never per chunk.
 */
export const RESUMABLE_UPLOAD_LIMIT = { limit: 30, windowMs: HOUR } as const;

/**
 * What a resumable upload may be for, and its size limit (spec §5/§9): the profile video, and a
 * video interview's video answer (ADR 0047), claimed by `POST /api/v1/video-interviews/{id}/update`.
 */
const PURPOSES = { profile_video: PROFILE_VIDEO_MAX_BYTES, video_interview_answer: VIDEO_ANSWER_MAX_BYTES } as const;
type Purpose = keyof typeof PURPOSES;

export interface UploadDeclaration {
  purpose: Purpose;
  context: VideoContext;
  fileName: string;
  declaredType: string;
  size: number;
}

const isPurpose = (value: string): value is Purpose => Object.hasOwn(PURPOSES, value);
const isContext = (value: string): value is VideoContext => (VIDEO_CONTEXTS as readonly string[]).includes(value);

/**
 * The checks before a single byte is accepted (ADR 0045), from the creation request's headers:
 * `Upload-Length` (required, no deferred length; 413 past the purpose's limit) and `Upload-Metadata`
 * (`filename`, `filetype`, `purpose` = profile_video or video_interview_answer, `context` as the multipart route's). The
 * declared name must have an extension the context accepts and the declared type must be a video
 * (415 otherwise); the bytes are checked again when the upload is claimed (magic bytes, ADR 0014).
 */
export function checkDeclaration(
  lengthHeader: string | undefined,
  metadataHeader: string | undefined,
): UploadDeclaration {
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(metadataHeader);
  } catch {
    throw AppError.fields({ upload_metadata: [V.invalidValue] });
  }
  const purpose = metadata.purpose ?? 'profile_video';
  if (!isPurpose(purpose)) throw AppError.fields({ purpose: [V.invalidValue] });
  const context = metadata.context ?? 'other';
  // Only the profile video has contexts; an interview answer is an mp4, mov or webm ('other').
  if (!isContext(context) || (purpose !== 'profile_video' && context !== 'other')) {
    throw AppError.fields({ context: [V.invalidValue] });
  }

  if (lengthHeader === undefined || !/^\d{1,15}$/.test(lengthHeader)) {
    throw AppError.fields({ upload_length: [V.required] });
  }
  const size = Number(lengthHeader);
  if (size === 0) throw new AppError(ErrorCode.FileMissing);
  if (size > PURPOSES[purpose]) throw new AppError(ErrorCode.FileTooLarge);

  const fileName = metadata.filename ?? '';
  const declaredType = (metadata.filetype ?? '').toLowerCase();
  if (!VIDEO_EXTENSIONS[context].includes(fileExtension(fileName))) throw new AppError(ErrorCode.FileNotSupported);
  // Browsers leave the type empty for containers they do not know (wmv, mpeg4 on some systems).
  if (declaredType !== '' && !declaredType.startsWith('video/')) throw new AppError(ErrorCode.FileNotSupported);
  return { purpose, context, fileName, declaredType, size };
}

/**
 * Counts the upload against the applicant's hourly limit and records it as theirs, under a fresh
 * store id, before tus creates it: the row is what every later request is authorized against, and
 * what the lock lives on. Answers the store id.
 */
export async function registerUpload(deps: Deps, ownerUserId: number, declared: UploadDeclaration): Promise<string> {
  await deps.limiter.consume([[`uploads:create:user:${ownerUserId}`, RESUMABLE_UPLOAD_LIMIT]]);
  const id = `${RESUMABLE_FOLDER}/${randomUUID()}`;
  await insertResumableUpload(deps.db, {
    id,
    owner_user_id: ownerUserId,
    purpose: declared.purpose,
    file_name: declared.fileName.slice(0, 255),
    declared_type: declared.declaredType.slice(0, 100),
    size_bytes: declared.size,
    context: declared.context,
    created_at: deps.now(),
  });
  return id;
}
