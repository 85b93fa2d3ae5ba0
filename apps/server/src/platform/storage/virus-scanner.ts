import type { Readable } from 'node:stream';

/** What a scan found: clean, a named threat, or a file the scanner could not read through (ADR 0044). */
export type ScanVerdict =
  | { status: 'clean' }
  | { status: 'infected'; signature: string }
  | { status: 'unreadable'; reason: string };

/**
 * Checks the bytes of a finished upload before anyone can see it. The clamd implementation is
 * clamd-scanner.ts; with none configured (the embedded default) uploads are accepted unscanned.
 */
export interface VirusScanner {
  /** Throws `ScannerUnavailableError` when the scanner cannot be reached or does not answer in time. */
  scan(source: Readable): Promise<ScanVerdict>;
}

/** The scanner is down or too slow: the upload fails, to be retried, and nothing becomes visible. */
export class ScannerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ScannerUnavailableError';
  }
}
