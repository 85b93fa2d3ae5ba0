import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentKind } from '@hashi/shared/message-attachment.schema';
import { detectMedia } from '../profile-media/detect-media.ts';

export interface DetectedAttachment {
  kind: AttachmentKind;
  mimeType: string;
  extension: string;
}

const CFB_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** OOXML documents as file-type names them (it reads the ZIP's `[Content_Types].xml`). */
const OOXML: Record<string, DetectedAttachment> = {
  docx: {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xlsx: {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};
const PDF: DetectedAttachment = { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' };
const DOC: DetectedAttachment = { kind: 'document', mimeType: 'application/msword', extension: 'doc' };
const XLS: DetectedAttachment = { kind: 'document', mimeType: 'application/vnd.ms-excel', extension: 'xls' };

/**
 * What an attachment is, by its first bytes (ADR 0025): PNG and JPEG images and mp4/QuickTime
 * videos as profile media reads them (ADR 0014: HEIC, AVIF and audio in ftyp boxes are refused);
 * PDF by `%PDF-`; Word and Excel 2007+ by the OOXML parts of their ZIP. Word and Excel 97–2003 are
 * both OLE compound files whose kind lies deep inside the container: the CFB signature is required,
 * and only then does the cleaned name's extension pick between doc and xls (any other name is
 * refused). Null for anything else.
 */
export async function detectAttachment(head: Buffer, cleanName: string): Promise<DetectedAttachment | null> {
  const media = detectMedia(head);
  if (media?.kind === 'photo') return { kind: 'image', mimeType: media.mimeType, extension: media.extension };
  if (media?.kind === 'video') {
    if (media.format !== 'mp4' && media.format !== 'quicktime') return null;
    return { kind: 'video', mimeType: media.mimeType, extension: media.extension };
  }
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (head.subarray(0, 8).equals(CFB_SIGNATURE)) {
    const extension = cleanName.toLowerCase().split('.').pop();
    if (extension === 'doc') return DOC;
    if (extension === 'xls') return XLS;
    return null;
  }
  if (head.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004') {
    const type = await fileTypeFromBuffer(head);
    return (type && OOXML[type.ext]) ?? null;
  }
  return null;
}
