/**
 * A DOCX is a zip: before mammoth unpacks it, read the zip's central directory and refuse an
 * archive that says it unpacks to more than we would ever read (a zip bomb). The sizes are the
 * archive's own claims; an archive that lies about them is stopped by the parse time limit.
 */
const MAX_ENTRIES = 2000;
const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;

export function zipLooksSafe(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 65_535);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = view.getUint16(eocd + 10, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no CV needs.
  if (entries === 0xffff || cdOffset === 0xffffffff || entries > MAX_ENTRIES) return false;
  let at = cdOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return false;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === 0xffffffff) return false;
    total += unpacked;
    if (total > MAX_UNPACKED_BYTES) return false;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return true;
}
