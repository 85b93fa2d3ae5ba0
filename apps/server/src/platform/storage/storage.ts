import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

const storages = new WeakMap<Config, FileStorage>();

/**
 * The file storage of this configuration, made once per config: S3-compatible object storage when
 * `S3_*` are set (ADR 0044), else `DATA_DIR/files` on the local disk. Either way, temporary files a
 * crash left behind are swept once, in the background.
 */
export function fileStorage(config: Config): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    const made = config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(path.join(config.dataDir, 'files'));
    // Best effort: a store that cannot be listed now is answered on the first upload instead.
    made.sweepTemp().catch(() => undefined);
    storage = made;
    storages.set(config, storage);
  }
  return storage;
}
