import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  RESUMABLE_FOLDER,
  STALE_TEMP_MS,
  type StagedFile,
  StorageLimitError,
} from './file-storage.ts';

/**
 * Files on the local disk: `<root>/<folder>/<uuid>.<ext>`, uploads spooled in `<root>/.tmp` and
 * renamed into place (same file system, so the move is atomic and a half-written file is never
 * visible under a key).
 */
export class LocalFileStorage implements FileStorage {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  async stage(source: Readable, options: { maxBytes: number; headBytes?: number }): Promise<StagedFile> {
    const headBytes = options.headBytes ?? 4096;
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    const tmpPath = path.join(this.tmpDir, `${randomUUID()}.part`);
    const out = createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 });
    let writeError: unknown;
    out.on('error', (error) => {
      writeError = error;
    });
    let size = 0;
    let over = false;
    const head: Buffer[] = [];
    let headLength = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        // Past the limit the rest is read and dropped, so the request ends normally and can be answered.
        if (over) continue;
        size += chunk.length;
        if (size > options.maxBytes) {
          over = true;
          continue;
        }
        if (headLength < headBytes) {
          const piece = chunk.subarray(0, headBytes - headLength);
          head.push(piece);
          headLength += piece.length;
        }
        if (writeError) throw writeError;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await finished(out);
      if (writeError) throw writeError;
    } catch (error) {
      out.destroy();
      await rm(tmpPath, { force: true });
      throw error;
    }
    if (over) {
      await rm(tmpPath, { force: true });
      throw new StorageLimitError(options.maxBytes);
    }

    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      size,
      head: Buffer.concat(head),
      open: async () => {
        if (state !== 'staged') throw new Error(`cannot read a ${state} file`);
        return createReadStream(tmpPath);
      },
      commit: async (key: string) => {
        if (state !== 'staged') throw new Error(`cannot commit a ${state} file`);
        const target = this.pathOf(key);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await rename(tmpPath, target);
        state = 'committed';
      },
      discard: async () => {
        if (state !== 'staged') return;
        state = 'discarded';
        await rm(tmpPath, { force: true });
      },
    };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    if ((await this.size(key)) === null) return null;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async listKeys(): Promise<string[]> {
    return (await listDiskKeys(this.root)).keys;
  }

  /** Removes temporary files a crash left behind (best effort); answers how many. */
  async sweepTemp(now = Date.now(), olderThanMs = STALE_TEMP_MS): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tmpDir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const resolved = path.resolve(this.root, key);
    // The key pattern already forbids it; this is the belt to those braces.
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key leaves the root');
    return resolved;
  }
}

/** The storage keys under `root` (relative paths with `/`), sorted, and how many other files there are. */
export async function listDiskKeys(root: string): Promise<{ keys: string[]; ignored: number }> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { keys: [], ignored: 0 };
    throw error;
  }
  const keys: string[] = [];
  let ignored = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    // Unfinished resumable uploads (ADR 0045) are not files yet: they finish or expire where they are.
    if (key.startsWith(`${RESUMABLE_FOLDER}/`)) {
      ignored += 1;
      continue;
    }
    try {
      assertStorageKey(key);
      keys.push(key);
    } catch {
      ignored += 1;
    }
  }
  return { keys: keys.sort(), ignored };
}
