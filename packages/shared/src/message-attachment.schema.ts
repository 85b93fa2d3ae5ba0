import { z } from 'zod';

/**
 * Attachments of messages (spec §5 and §8, issue 11, ADR 0025). A file is uploaded first, one per
 * request (multipart, field `file`), to `…/threads/{code}/attachments` on either side; the answer
 * is a draft that the send (`attachment_ids`) attaches to its message. The type is decided by the
 * file's bytes on the server; the limits below are also the browser's pre-check.
 */

export const ATTACHMENT_KINDS = ['image', 'video', 'document'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Up to five files with one message, or one video alone. */
export const ATTACHMENTS_MAX = 5;
const MB = 1024 * 1024;
/** Photos and documents 5 MB each; a video 50 MB. */
export const ATTACHMENT_MAX_BYTES: Record<AttachmentKind, number> = {
  image: 5 * MB,
  document: 5 * MB,
  video: 50 * MB,
};
/** The largest upload of any kind: the server streams up to this, then checks the kind's limit. */
export const ATTACHMENT_UPLOAD_MAX_BYTES = ATTACHMENT_MAX_BYTES.video;

/** File-name extensions per kind, for the browser's pre-check and the file picker only. */
export const ATTACHMENT_EXTENSIONS: Record<AttachmentKind, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg'],
  video: ['mp4', 'mov', 'qt'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
};
/** The `accept` of the file picker: a hint to the browser, never a check. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_EXTENSIONS)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

/** The kind a file name suggests (null: none of ours); only the browser's guess, the server reads the bytes. */
export function attachmentKindOfName(name: string): AttachmentKind | null {
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  for (const kind of ATTACHMENT_KINDS) if (ATTACHMENT_EXTENSIONS[kind].includes(ext)) return kind;
  return null;
}

export type AttachmentProblem = 'errors.file_limit_exceeded' | 'errors.file_too_large';

/**
 * Whether these files may go with one message: at most five, a video only alone; each within its
 * kind's size. The browser's pre-check with the server's rule and words; the kind here is only
 * guessed from the name (null: unknown, held to the largest limit) — the server reads the bytes.
 */
export function checkAttachmentSet(
  files: ReadonlyArray<{ kind: AttachmentKind | null; size: number }>,
): AttachmentProblem | null {
  if (files.length > ATTACHMENTS_MAX) return 'errors.file_limit_exceeded';
  if (files.length > 1 && files.some((f) => f.kind === 'video')) return 'errors.file_limit_exceeded';
  for (const file of files) {
    if (file.size > (file.kind ? ATTACHMENT_MAX_BYTES[file.kind] : ATTACHMENT_UPLOAD_MAX_BYTES)) {
      return 'errors.file_too_large';
    }
  }
  return null;
}

/** A file of a message (or a draft), as a party of the thread sees it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  /** The file's name as uploaded, cleaned; contact details filtered until the contact stage. */
  name: z.string(),
  size: z.number().int(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** The type read from the bytes. */
  content_type: z.string(),
  /** A signed link that expires (about an hour): for <img>, <video> and download links. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentResponseSchema = z.object({ data: attachmentSchema });
export type AttachmentResponse = z.infer<typeof attachmentResponseSchema>;

/**
 * GET /api/files/message-attachments/{id}?expires=&signature=. Loose on purpose: whatever is wrong
 * with a link (no signature, a tampered one, an expired one, an unknown id) answers the same 404.
 */
export const attachmentFileParamsSchema = z.object({ id: z.string().max(20) });
export const attachmentFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
