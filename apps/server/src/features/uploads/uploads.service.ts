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
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '@hashi/shared/message-attachment.schema';
import { V } from '@hashi/shared/validation';
import { VIDEO_ANSWER_MAX_BYTES } from '@hashi/shared/video-interview.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { RESUMABLE_FOLDER } from '../../platform/storage/resumable-uploads.ts';
import { insertResumableUpload } from '../../platform/storage/resumable-uploads.repository.ts';

/**
 * Resumable uploads begun per user and hour: as many as single-request profile media uploads
 * (30), counted when an upload is created, never per chunk.
 */
export const RESUMABLE_UPLOAD_LIMIT = { limit: 30, windowMs: HOUR } as const;

/** Who creates an upload: an applicant, or a member of a company (only for a message's video). */
export type Uploader = 'applicant' | 'company';

/**
 * What a resumable upload may be for (spec §5/§9): its size limit, who may create it and the name
 * extensions it takes — the profile video; a video interview's video answer (ADR 0047), claimed by
 * `POST /api/v1/video-interviews/{id}/update`; a message's video attachment on either side
 * (ADR 0025 revision), claimed by `…/threads/{code}/attachments/resumable`.
 */
const PURPOSES = {
  profile_video: { maxBytes: PROFILE_VIDEO_MAX_BYTES, uploaders: ['applicant'] },
  video_interview_answer: { maxBytes: VIDEO_ANSWER_MAX_BYTES, uploaders: ['applicant'] },
  message_attachment: { maxBytes: ATTACHMENT_MAX_BYTES.video, uploaders: ['applicant', 'company'] },
} as const satisfies Record<string, { maxBytes: number; uploaders: readonly Uploader[] }>;
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

/** The name extensions a purpose takes: a message's video is an mp4 or QuickTime file (ADR 0025). */
function extensionsOf(purpose: Purpose, context: VideoContext): readonly string[] {
  return purpose === 'message_attachment' ? ATTACHMENT_EXTENSIONS.video : VIDEO_EXTENSIONS[context];
}

/**
 * The checks before a single byte is accepted (ADR 0045), from the creation request's headers:
 * `Upload-Metadata` `purpose` (profile_video, video_interview_answer or message_attachment; one the
 * uploader may create, else 403), `context` (as the multipart route's), `Upload-Length` (required,
 * no deferred length; 413 past the purpose's limit), then `filename` and `filetype`. The declared
 * name must have an extension the purpose and context accept and the declared type must be a video
 * (415 otherwise); the bytes are checked again when the upload is claimed (magic bytes, ADR 0014).
 */
export function checkDeclaration(
  lengthHeader: string | undefined,
  metadataHeader: string | undefined,
  uploader: Uploader,
): UploadDeclaration {
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(metadataHeader);
  } catch {
    throw AppError.fields({ upload_metadata: [V.invalidValue] });
  }
  const purpose = metadata.purpose ?? 'profile_video';
  if (!isPurpose(purpose)) throw AppError.fields({ purpose: [V.invalidValue] });
  if (!(PURPOSES[purpose].uploaders as readonly Uploader[]).includes(uploader)) {
    throw new AppError(ErrorCode.WrongUserType);
  }
  const context = metadata.context ?? 'other';
  // Only the profile video has contexts; every other purpose is 'other'.
  if (!isContext(context) || (purpose !== 'profile_video' && context !== 'other')) {
    throw AppError.fields({ context: [V.invalidValue] });
  }

  if (lengthHeader === undefined || !/^\d{1,15}$/.test(lengthHeader)) {
    throw AppError.fields({ upload_length: [V.required] });
  }
  const size = Number(lengthHeader);
  if (size === 0) throw new AppError(ErrorCode.FileMissing);
  if (size > PURPOSES[purpose].maxBytes) throw new AppError(ErrorCode.FileTooLarge);

  const fileName = metadata.filename ?? '';
  const declaredType = (metadata.filetype ?? '').toLowerCase();
  if (!extensionsOf(purpose, context).includes(fileExtension(fileName))) throw new AppError(ErrorCode.FileNotSupported);
  // Browsers leave the type empty for containers they do not know (wmv, mpeg4 on some systems).
  if (declaredType !== '' && !declaredType.startsWith('video/')) throw new AppError(ErrorCode.FileNotSupported);
  return { purpose, context, fileName, declaredType, size };
}

/**
 * Counts the upload against the user's hourly limit and records it as theirs, under a fresh
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
