import { z } from 'zod';
import { CV_FILE_MAX_BYTES } from './cv-parse.schema.ts';
import { dbId } from './api.schema.ts';

/**
 * Profile photo and profile video (spec §2 basic information, §5 Files, §7 applicant v1/v2, §9).
 * The browser checks a file with these constants before sending it; the server checks the same
 * limits again, and decides the type by the file's bytes, whatever its name says.
 */

/** Spec §5/§9: a photo is at most 5 MB (5,242,880 bytes). */
export const PROFILE_PHOTO_MAX_BYTES = 5_242_880;
/** Spec §5/§9: a profile video is at most 50 MB (52,428,800 bytes). */
export const PROFILE_VIDEO_MAX_BYTES = 52_428_800;

export const PROFILE_MEDIA_KINDS = ['photo', 'video'] as const;
export type ProfileMediaKind = (typeof PROFILE_MEDIA_KINDS)[number];

export const MEDIA_MAX_BYTES: Record<ProfileMediaKind, number> = {
  photo: PROFILE_PHOTO_MAX_BYTES,
  video: PROFILE_VIDEO_MAX_BYTES,
};

/** Spec §5: .jpg, .jpeg, .png. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/**
 * Where a video is uploaded from (spec §5): the basic-information form takes every format listed
 * there; everywhere else only mp4, mov and webm. Sent as the `context` query parameter (or a
 * `context` form field) of the video upload; `other` when absent.
 */
export const VIDEO_CONTEXTS = ['basic-information', 'other'] as const;
export type VideoContext = (typeof VIDEO_CONTEXTS)[number];

export const VIDEO_EXTENSIONS: Record<VideoContext, readonly string[]> = {
  'basic-information': ['mp4', 'mov', 'qt', 'avi', 'webm', 'wmv', 'mpeg4', 'asf'],
  other: ['mp4', 'mov', 'webm'],
};

/**
 * The containers the server recognises by their bytes, and which context accepts each.
 * `mp4` is the ISO media family (mp4, m4v, 3gp: an "ftyp" box), `quicktime` is mov/qt, `asf` is
 * wmv/asf, `mpeg` an MPEG program or elementary stream.
 */
export const VIDEO_FORMATS_BY_CONTEXT: Record<VideoContext, readonly VideoFormat[]> = {
  'basic-information': ['mp4', 'quicktime', 'webm', 'avi', 'asf', 'mpeg'],
  other: ['mp4', 'quicktime', 'webm'],
};
export type VideoFormat = 'mp4' | 'quicktime' | 'webm' | 'avi' | 'asf' | 'mpeg';
export type PhotoFormat = 'jpeg' | 'png';

/** Spec §9: recommended under 1280x720 and about 30 seconds (advice only; not enforced). */
export const VIDEO_RECOMMENDATION = { maxWidth: 1280, maxHeight: 720, seconds: 30 } as const;

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Spec §5: the CV file — pdf, doc, docx, rtf or txt, at most 5 MB, one file (kept beside the photo and video). */
export const CV_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf', 'txt'] as const;
export const CV_DOCUMENT_MAX_BYTES = CV_FILE_MAX_BYTES;
export const CV_DOCUMENT_PATH = '/api/v2/applicant/cv-document';

/** The `accept` attribute of a file input for the photo or for a video in `context`. */
export function acceptAttribute(kind: ProfileMediaKind, context: VideoContext = 'other'): string {
  const extensions = kind === 'photo' ? PHOTO_EXTENSIONS : VIDEO_EXTENSIONS[context];
  return extensions.map((e) => `.${e}`).join(',');
}

/**
 * An uploaded photo or video as its owner sees it. `url` is a signed, short-lived link (it expires
 * at `url_expires_at`) that an <img> or <video> can load without a bearer header.
 */
export const profileMediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  url_expires_at: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** The original file name, cleaned of any path and control characters; display only. */
  file_name: z.string(),
  created_at: z.string(),
});
export type ProfileMedia = z.infer<typeof profileMediaSchema>;

export const profileMediaResponseSchema = z.object({ data: profileMediaSchema });
export type ProfileMediaResponse = z.infer<typeof profileMediaResponseSchema>;

export const profileMediaIdParamsSchema = z.object({ id: dbId });

export const videoUploadQuerySchema = z.object({ context: z.enum(VIDEO_CONTEXTS).optional() });

/**
 * The other way to set the profile video (ADR 0045): a JSON body naming a finished resumable (tus)
 * upload of the caller's, by the last segment of its URL. It is scanned and checked like a
 * multipart upload, and its bytes are removed from the upload store whatever the outcome, unless
 * the scanner was down (503: claim again later).
 */
export const resumableClaimSchema = z.object({ upload_id: z.string().min(1).max(64) });
export type ResumableClaim = z.infer<typeof resumableClaimSchema>;

/** The tus endpoint (ADR 0045): POST creates an upload; its Location is `${RESUMABLE_UPLOADS_PATH}/<upload id>`. */
export const RESUMABLE_UPLOADS_PATH = '/api/v1/uploads';
/** Chunk size of resumable uploads from the browser: S3's minimum part, so each chunk is one part. */
export const RESUMABLE_CHUNK_BYTES = 5 * 1024 * 1024;

/** The signed file link: GET /api/files/profile-media/{id}?expires=…&signature=… */
export const mediaFileParamsSchema = z.object({ id: dbId });
export const mediaFileQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  /** Checked by the route (a wrong one is 403, like a tampered one). */
  signature: z.string().max(200),
});
