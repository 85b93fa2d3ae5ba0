import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../errors.ts';
import type { ByteRange, FileStorage } from './file-storage.ts';

/**
 * One `Range: bytes=…` of a file of `size` bytes (RFC 9110 §14.1.2): `start-end`, `start-` or the
 * suffix `-n`. Null means "send the whole file" (no header, another unit, several ranges — which
 * video players do not ask for); 'unsatisfiable' is answered 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * A stored file, whole or the byte range a `Range` header asks for, for a download route: its size,
 * the range sent (null: all of it) and the bytes. 404 when the file is gone, 416 for a range
 * outside it. Callers check who may read it first.
 */
export async function readForDownload(storage: FileStorage, key: string, rangeHeader: string | undefined) {
  const size = await storage.size(key);
  if (size === null) throw new AppError(ErrorCode.NotFound);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    throw new AppError(ErrorCode.BadRequest, {
      status: 416,
      messageKey: 'files.range_invalid',
      headers: { 'content-range': `bytes */${size}` },
    });
  }
  const body = await storage.read(key, range ?? undefined);
  if (!body) throw new AppError(ErrorCode.NotFound);
  return { size, range, body, length: range ? range.end - range.start + 1 : size };
}
