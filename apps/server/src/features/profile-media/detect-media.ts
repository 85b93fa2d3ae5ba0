import type { PhotoFormat, VideoFormat } from '@hashi/shared/profile-media.schema';

export type DetectedMedia =
  | { kind: 'photo'; format: PhotoFormat; mimeType: string; extension: string }
  | { kind: 'video'; format: VideoFormat; mimeType: string; extension: string };

const PHOTO: Record<PhotoFormat, DetectedMedia> = {
  jpeg: { kind: 'photo', format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'photo', format: 'png', mimeType: 'image/png', extension: 'png' },
};

const VIDEO: Record<VideoFormat, DetectedMedia> = {
  mp4: { kind: 'video', format: 'mp4', mimeType: 'video/mp4', extension: 'mp4' },
  quicktime: { kind: 'video', format: 'quicktime', mimeType: 'video/quicktime', extension: 'mov' },
  webm: { kind: 'video', format: 'webm', mimeType: 'video/webm', extension: 'webm' },
  avi: { kind: 'video', format: 'avi', mimeType: 'video/x-msvideo', extension: 'avi' },
  asf: { kind: 'video', format: 'asf', mimeType: 'video/x-ms-asf', extension: 'asf' },
  mpeg: { kind: 'video', format: 'mpeg', mimeType: 'video/mpeg', extension: 'mpg' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** ISO media brands of still images and audio: an "ftyp" file that is not a video. */
const NON_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'miaf',
  'avif',
  'avis',
  'crx ',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
  'jp2 ',
  'jpx ',
  'jpm ',
]);
/** Old QuickTime files start with a movie atom instead of "ftyp". */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  bytes.length >= end ? String.fromCharCode(...bytes.subarray(start, end)) : '';

/** An ISO base media file ("ftyp" box): the major brand says QuickTime or the mp4 family. */
function isoMedia(bytes: Uint8Array): DetectedMedia | null {
  if (ascii(bytes, 4, 8) !== 'ftyp') {
    return QUICKTIME_ATOMS.has(ascii(bytes, 4, 8)) ? VIDEO.quicktime : null;
  }
  const major = ascii(bytes, 8, 12);
  if (!major || NON_VIDEO_BRANDS.has(major)) return null;
  return major === 'qt  ' ? VIDEO.quicktime : VIDEO.mp4;
}

/** An EBML variable-length integer at `offset`: its value and length, or null. */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + (bytes[offset + i] ?? 0);
  return { value, length };
}

/** The DocType of an EBML header ("webm", "matroska"), or null. */
function ebmlDocType(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, EBML_MAGIC)) return null;
  const headerSize = vint(bytes, 4, false);
  if (!headerSize) return null;
  let offset = 4 + headerSize.length;
  const end = Math.min(bytes.length, offset + headerSize.value);
  while (offset < end) {
    const id = vint(bytes, offset, true);
    if (!id) return null;
    const size = vint(bytes, offset + id.length, false);
    if (!size) return null;
    const dataStart = offset + id.length + size.length;
    if (id.value === 0x4282) return ascii(bytes, dataStart, dataStart + size.value).replace(/\0+$/, '');
    offset = dataStart + size.value;
  }
  return null;
}

/**
 * What a file is, by its first bytes (never by its name or declared type): JPEG and PNG photos;
 * mp4/mov (ftyp), webm (EBML DocType "webm"), avi (RIFF AVI), wmv/asf (ASF header GUID) and
 * mpeg (pack header 00 00 01 BA or sequence header 00 00 01 B3) videos. Anything else is null.
 */
export function detectMedia(bytes: Uint8Array): DetectedMedia | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return PHOTO.jpeg;
  if (startsWith(bytes, PNG_SIGNATURE)) return PHOTO.png;
  if (startsWith(bytes, ASF_GUID)) return VIDEO.asf;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'AVI ') return VIDEO.avi;
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return VIDEO.mpeg;
  if (startsWith(bytes, EBML_MAGIC)) return ebmlDocType(bytes) === 'webm' ? VIDEO.webm : null;
  return isoMedia(bytes);
}
