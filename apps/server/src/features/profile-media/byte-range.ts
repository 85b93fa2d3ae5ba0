import type { ByteRange } from '../../platform/storage/file-storage.ts';

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
