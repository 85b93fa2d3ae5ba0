import { CV_FILE_MAX_BYTES } from '@hashi/shared/cv-parse.schema';
import { CV_DOCUMENT_EXTENSIONS } from '@hashi/shared/profile-media.schema';

/** Spec §5 Files: a CV is pdf, doc, docx, rtf or txt, at most 5 MB, one file. */
export const CV_EXTENSIONS = CV_DOCUMENT_EXTENSIONS;

/** For the file picker: the extensions and their usual types (the server decides by the bytes). */
export const CV_ACCEPT = [
  ...CV_EXTENSIONS.map((ext) => `.${ext}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'text/rtf',
  'text/plain',
].join(',');

/** The shared message key of what is wrong with the chosen files, or null when they can be sent. */
export type FileProblem =
  | 'errors.file_limit_exceeded'
  | 'errors.file_not_supported'
  | 'errors.file_too_large'
  | 'errors.file_missing'
  | 'errors.cv_unparseable';

export function checkCvFiles(files: readonly File[]): FileProblem | null {
  if (files.length === 0) return 'errors.file_missing';
  if (files.length > 1) return 'errors.file_limit_exceeded';
  const file = files[0]!;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(CV_EXTENSIONS as readonly string[]).includes(ext))
    return 'errors.file_not_supported';
  if (file.size > CV_FILE_MAX_BYTES) return 'errors.file_too_large';
  // An empty file has nothing to read: the spec's parse-failure message, without a round trip.
  if (file.size === 0) return 'errors.cv_unparseable';
  return null;
}
