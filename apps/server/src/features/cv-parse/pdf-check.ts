import { constants, inflateSync } from 'node:zlib';

/**
 * Before pdf.js reads a PDF, inflate its zlib streams with a cap on the total output and refuse a
 * file that unpacks to more than a CV ever holds (a decompression bomb: 1 KB of deflate makes 1 MB
 * of zeros). Streams are found by their `stream`/`endstream` keywords, so the count does not trust
 * the file's /Length; a stream that is not zlib data (another filter, encrypted, broken) is left
 * to the reader, whose time and memory limits stop what this check cannot see.
 */
export const MAX_PDF_UNPACKED_BYTES = 64 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

function isZlibHeader(b0: number | undefined, b1: number | undefined): boolean {
  if (b0 === undefined || b1 === undefined) return false;
  return (b0 & 0x0f) === 8 && b0 >> 4 <= 7 && ((b0 << 8) | b1) % 31 === 0;
}

export function pdfStreamsLookSafe(bytes: Uint8Array, maxUnpacked = MAX_PDF_UNPACKED_BYTES): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = buf.indexOf(STREAM, at);
    if (keyword < 0) return true;
    // `endstream` also contains `stream`: skip it.
    if (keyword >= 3 && buf.toString('latin1', keyword - 3, keyword) === 'end') {
      at = keyword + STREAM.length;
      continue;
    }
    let start = keyword + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    const end = buf.indexOf(END_STREAM, start);
    const stop = end < 0 ? buf.length : end;
    at = stop;
    if (!isZlibHeader(buf[start], buf[start + 1])) continue;
    try {
      const out = inflateSync(buf.subarray(start, stop), {
        maxOutputLength: maxUnpacked - total + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      total += out.length;
      if (total > maxUnpacked) return false;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not inflatable: pdf.js will fail on it, or skip it, within the reader's limits.
    }
  }
}
