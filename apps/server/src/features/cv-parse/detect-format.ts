import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../../platform/errors.ts';

/** The CV formats of spec §5, as the bytes show them (never the file's name or declared type). */
export type CvFormat = 'pdf' | 'docx' | 'doc' | 'rtf' | 'txt';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const shiftJis = new TextDecoder('shift_jis', { fatal: true });

/**
 * Plain text has no magic bytes: it is text when it decodes as UTF-8 (or, failing that, as
 * Shift_JIS, which Japanese Windows still writes) and holds no NUL and almost no other control
 * characters — which every binary format does.
 */
export function decodePlainText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    try {
      text = shiftJis.decode(bytes);
    } catch {
      return undefined;
    }
  }
  let controls = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) controls++;
  }
  return controls > text.length / 1000 ? undefined : text.replace(/^\uFEFF/, '');
}

export async function detectFormat(bytes: Uint8Array): Promise<CvFormat> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  // Word 97–2003 is an OLE2 compound file; file-type names only the container.
  if (type?.ext === 'cfb' || type?.ext === 'doc') return 'doc';
  if (type?.ext === 'rtf' || new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '{\\rtf') return 'rtf';
  if (type === undefined && decodePlainText(bytes) !== undefined) return 'txt';
  throw new AppError(ErrorCode.FileNotSupported);
}
