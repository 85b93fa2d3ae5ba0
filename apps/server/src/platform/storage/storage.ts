import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

const storages = new WeakMap<Config, FileStorage>();

/**
 * The file storage of this configuration, made once per config: `DATA_DIR/files` on the local
 * disk. An S3-compatible store (ARCHITECTURE.md, `S3_*`) slots in here as another `FileStorage`;
 * none is configured on this machine, so only the local one exists today.
 */
export function fileStorage(config: Config): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    const local = new LocalFileStorage(path.join(config.dataDir, 'files'));
    void local.sweepTemp();
    storage = local;
    storages.set(config, storage);
  }
  return storage;
}
