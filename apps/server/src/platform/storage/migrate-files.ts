import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';
import { listDiskKeys } from './local-file-storage.ts';

/**
 * `npm run storage:migrate` (ADR 0046): copies the files of the disk store (`DATA_DIR/files`) into
 * another store (the S3 bucket), under the same keys.
 * - Resumable: a key the target already holds with the same size is skipped. A copy goes through
 *   the target's `stage` + `commit`, so an object appears under its key only whole (S3: CopyObject
 *   of a finished upload); an equal size therefore means an earlier run copied it.
 * - Verifiable: `verify` reads both sides and compares SHA-256 checksums.
 * Only generated keys (`<folder>/<uuid>.<ext>`) are copied: the spool `.tmp/` and anything else
 * in the folder are counted as ignored, never uploaded.
 */

export interface MigrationReport {
  /** Files under the disk store that are storage keys. */
  found: number;
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  failed: { key: string; error: string }[];
  /** Files that are not storage keys (the spool, stray files). */
  ignored: number;
}

export interface VerifyReport {
  found: number;
  matched: number;
  missing: string[];
  mismatched: string[];
}

/** How many copies or checks run at once. */
const PARALLEL = 4;

async function eachInParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

type Progress = (line: string) => void;

/** Copies every key of the disk store at `root` that `target` does not hold yet. */
export async function migrateFiles(
  root: string,
  source: FileStorage,
  target: FileStorage,
  progress: Progress = () => undefined,
): Promise<MigrationReport> {
  const { keys, ignored } = await listDiskKeys(root);
  const report: MigrationReport = { found: keys.length, copied: 0, skipped: 0, failed: [], ignored };
  let done = 0;
  await eachInParallel(keys, async (key) => {
    try {
      const size = await source.size(key);
      if (size === null) throw new Error('vanished from the disk during the run');
      if ((await target.size(key)) === size) {
        report.skipped += 1;
      } else {
        const staged = await target.stage(createReadStream(path.join(root, key)), { maxBytes: size, headBytes: 0 });
        try {
          if (staged.size !== size) throw new Error(`read ${staged.size} bytes of ${size}`);
          await staged.commit(key);
        } finally {
          await staged.discard();
        }
        report.copied += 1;
      }
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    done += 1;
    if (done % 100 === 0) progress(`${done} of ${keys.length} files`);
  });
  return report;
}

/** Compares every key of the disk store at `root` with `target` by SHA-256. */
export async function verifyFiles(
  root: string,
  source: FileStorage,
  target: FileStorage,
  progress: Progress = () => undefined,
): Promise<VerifyReport> {
  const { keys } = await listDiskKeys(root);
  const report: VerifyReport = { found: keys.length, matched: 0, missing: [], mismatched: [] };
  let done = 0;
  await eachInParallel(keys, async (key) => {
    const [mine, theirs] = await Promise.all([source.read(key), target.read(key)]);
    if (!theirs) {
      mine?.destroy();
      report.missing.push(key);
    } else if (!mine) {
      theirs.destroy();
      report.mismatched.push(key);
    } else {
      const [a, b] = await Promise.all([sha256(mine), sha256(theirs)]);
      if (a === b) report.matched += 1;
      else report.mismatched.push(key);
    }
    done += 1;
    if (done % 100 === 0) progress(`${done} of ${keys.length} files checked`);
  });
  report.missing.sort();
  report.mismatched.sort();
  return report;
}
