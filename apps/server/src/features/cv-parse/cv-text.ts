import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../../platform/errors.ts';
import { type CvFormat, decodePlainText } from './detect-format.ts';
import type { CvReader } from './cv-reader.ts';
import { rtfToText } from './rtf-text.ts';

/**
 * Limits on what one CV may cost. A CV is a few pages; beyond these the rest is not read
 * (characters). PDF and DOCX are read in a separate process with its own time, memory, page and
 * unpacked-size limits (cv-reader.ts), so that a crafted file cannot hold the server.
 */
export const CV_TEXT_LIMITS = {
  maxChars: 200_000,
} as const;

export interface CvText {
  text: string;
  truncated: boolean;
}

const unparseable = () => new AppError(ErrorCode.CvUnparseable);

function rtfText(bytes: Uint8Array): CvText {
  // RTF is 7-bit ASCII by definition; latin1 keeps every byte as one character.
  const text = rtfToText(new TextDecoder('latin1').decode(bytes), CV_TEXT_LIMITS.maxChars + 1);
  return { text, truncated: false };
}

async function readText(reader: CvReader, format: CvFormat, bytes: Uint8Array): Promise<CvText> {
  switch (format) {
    case 'pdf':
    case 'docx': {
      const reply = await reader.read(format, bytes);
      if (!reply.ok) throw unparseable();
      return reply;
    }
    case 'rtf':
      return rtfText(bytes);
    case 'txt':
      return { text: decodePlainText(bytes) ?? '', truncated: false };
    case 'doc':
      // Word 97–2003 binary: no maintained reader in our stack (ADR 0010); ask for DOCX or PDF.
      throw new AppError(ErrorCode.CvUnparseable, { messageKey: 'errors.cv_doc_unreadable' });
  }
}

/**
 * The CV's text, in memory only: the bytes are never written anywhere and are dropped with the
 * request. Any failure of a reader on a malformed file is the spec's "cannot be parsed".
 */
export async function extractCvText(reader: CvReader, format: CvFormat, bytes: Uint8Array): Promise<CvText> {
  try {
    const result = await readText(reader, format, bytes);
    const cleaned = result.text.replaceAll(String.fromCharCode(0), '');
    const truncated = result.truncated || cleaned.length > CV_TEXT_LIMITS.maxChars;
    const text = cleaned.slice(0, CV_TEXT_LIMITS.maxChars);
    // Less than a line of text is not a CV we can read (an empty or image-only PDF).
    if (text.replace(/\s+/g, '').length < 20) throw unparseable();
    return { text, truncated };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unparseable();
  }
}
