const MAX_NAME_LENGTH = 120;

/**
 * The client's file name as display metadata only: the last path segment, Unicode-normalised,
 * without control or format characters (a right-to-left override can disguise "gpj.exe"), without
 * characters that mean something in a path or a header, no leading dots, at most 120 characters
 * (the extension kept). Never used to build a path: files are stored under generated keys.
 */
export function sanitizeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  let clean = base
    .normalize('NFC')
    .replace(/\p{C}/gu, '')
    .replace(/["*:<>?|;]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (clean.length > MAX_NAME_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = clean.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return clean || fallback;
}

/**
 * The cleaned name with the extension of what the bytes are (`cv.html` holding text → `cv.txt`): for
 * a file served as a download, whose name decides how the person's computer opens it.
 */
export function nameWithExtension(name: string | undefined, extension: string, fallbackStem: string): string {
  const clean = sanitizeFileName(name, `${fallbackStem}.${extension}`);
  const dot = clean.lastIndexOf('.');
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  return `${stem}.${extension}`;
}

/**
 * `Content-Disposition` (inline: shown by the browser; attachment: downloaded) with the name twice:
 * an ASCII-only `filename` (old clients) and the real one as RFC 5987 `filename*`.
 */
export function fileDisposition(type: 'inline' | 'attachment', name: string, asciiFallback: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name.replace(/["\\]/g, '_') : asciiFallback;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `Content-Disposition: inline` (see fileDisposition). */
export function inlineDisposition(name: string, asciiFallback: string): string {
  return fileDisposition('inline', name, asciiFallback);
}
