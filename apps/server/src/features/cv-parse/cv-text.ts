import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../../platform/errors.ts';
import { type CvFormat, decodePlainText } from './detect-format.ts';
import { rtfToText } from './rtf-text.ts';
import { zipLooksSafe } from './zip-check.ts';

/**
 * Limits on what one CV may cost. A CV is a few pages; beyond these the rest is not read (pages,
 * characters) or the parse is given up (time), so that a crafted file cannot hold the server.
 */
export const CV_TEXT_LIMITS = {
  maxChars: 200_000,
  maxPdfPages: 20,
  timeoutMs: 15_000,
} as const;

export interface CvText {
  text: string;
  truncated: boolean;
}

const unparseable = () => new AppError(ErrorCode.CvUnparseable);

async function pdfText(bytes: Uint8Array): Promise<CvText> {
  // pdf-parse empties the array it is given (it transfers the buffer): hand it a copy.
  const parser = new PDFParse({ data: bytes.slice(), verbosity: 0, stopAtErrors: false });
  try {
    const result = await parser.getText({ first: CV_TEXT_LIMITS.maxPdfPages, pageJoiner: '' });
    return { text: result.text, truncated: result.total > CV_TEXT_LIMITS.maxPdfPages };
  } finally {
    await parser.destroy().catch(() => {});
  }
}

async function docxText(bytes: Uint8Array): Promise<CvText> {
  if (!zipLooksSafe(bytes)) throw unparseable();
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: result.value, truncated: false };
}

function rtfText(bytes: Uint8Array): CvText {
  // RTF is 7-bit ASCII by definition; latin1 keeps every byte as one character.
  const text = rtfToText(new TextDecoder('latin1').decode(bytes), CV_TEXT_LIMITS.maxChars + 1);
  return { text, truncated: false };
}

async function readText(format: CvFormat, bytes: Uint8Array): Promise<CvText> {
  switch (format) {
    case 'pdf':
      return pdfText(bytes);
    case 'docx':
      return docxText(bytes);
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
export async function extractCvText(format: CvFormat, bytes: Uint8Array): Promise<CvText> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unparseable()), CV_TEXT_LIMITS.timeoutMs);
  });
  try {
    const result = await Promise.race([readText(format, bytes), timeout]);
    const cleaned = result.text.replaceAll(String.fromCharCode(0), '');
    const truncated = result.truncated || cleaned.length > CV_TEXT_LIMITS.maxChars;
    const text = cleaned.slice(0, CV_TEXT_LIMITS.maxChars);
    // Less than a line of text is not a CV we can read (an empty or image-only PDF).
    if (text.replace(/\s+/g, '').length < 20) throw unparseable();
    return { text, truncated };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unparseable();
  } finally {
    clearTimeout(timer);
  }
}
