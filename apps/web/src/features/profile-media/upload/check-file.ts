import {
  fileExtension,
  MEDIA_MAX_BYTES,
  PHOTO_EXTENSIONS,
  type ProfileMediaKind,
  VIDEO_EXTENSIONS,
  type VideoContext,
} from '@hashi/shared/profile-media.schema';

export type FileProblem = 'errors.file_not_supported' | 'errors.file_too_large' | 'errors.file_missing';

/**
 * The browser's check before anything is sent (spec §5), with the server's own limits and
 * messages (shared keys): the extension must be one of the kind's, the size within its limit.
 * The server checks again, by the file's bytes.
 */
export function checkFile(
  kind: ProfileMediaKind,
  file: { name: string; size: number },
  context: VideoContext = 'other',
): FileProblem | null {
  if (file.size === 0) return 'errors.file_missing';
  const allowed: readonly string[] = kind === 'photo' ? PHOTO_EXTENSIONS : VIDEO_EXTENSIONS[context];
  if (!allowed.includes(fileExtension(file.name))) return 'errors.file_not_supported';
  if (file.size > MEDIA_MAX_BYTES[kind]) return 'errors.file_too_large';
  return null;
}
