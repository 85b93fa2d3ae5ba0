import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { type DataStore, ERRORS, type KvStore } from '@tus/server';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Config, S3Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { RESUMABLE_FOLDER, type StagedFile, StorageLimitError } from './file-storage.ts';
import { deleteResumableUpload, listStaleUploads } from './resumable-uploads.repository.ts';
import { fileStorage } from './storage.ts';

/**
 * The store of resumable (tus) uploads in progress (ADR 0045): next to the finished files, under
 * their own folder — `DATA_DIR/files/resumable/<uuid>` (+ `.json`, tus's info file) on the disk,
 * `resumable/<uuid>` (+ `.info`, and `.part` for a chunk shorter than an S3 part) in the bucket.
 * The offset is read from the bytes themselves (the file's length, the multipart upload's parts):
 * nothing of an upload lives in one process's memory.
 */
export { RESUMABLE_FOLDER };
/** An upload not finished and claimed within a day is removed (a crash, a browser that never came back). */
export const RESUMABLE_UPLOAD_TTL_MS = 24 * 3_600_000;
/** The part size of an upload into S3: what is held in memory (or spooled) per request at most. */
const S3_PART_BYTES = 8 * 1024 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The store id of the upload whose URL ends in `urlId` (a uuid), or null for anything else. */
export function uploadIdOf(urlId: string): string | null {
  return UUID.test(urlId) ? `${RESUMABLE_FOLDER}/${urlId}` : null;
}

/** The last segment of an upload's URL: the uuid of its store id. */
export function urlIdOf(uploadId: string): string {
  return uploadId.slice(RESUMABLE_FOLDER.length + 1);
}

/** tus's S3 store keeps a cache of upload info in memory by default; several instances must not. */
class NoCache implements KvStore<MetadataValue> {
  async get(): Promise<MetadataValue | undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
  async list(): Promise<string[]> {
    return [];
  }
}

/** tus's S3 store leaves the short trailing chunk (`<id>.part`) behind on remove; this one does not. */
class ResumableS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.deleteIncompletePart(id).catch(() => undefined);
  }
}

function s3Store(s3: S3Config): DataStore {
  return new ResumableS3Store({
    partSize: S3_PART_BYTES,
    cache: new NoCache(),
    s3ClientConfig: {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // As S3FileStorage: Ceph's gateway refuses the SDK's default checksums on parts (TOOLCHAIN.md).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}

/**
 * tus's FileStore makes its folder from its constructor with an asynchronous mkdir whose callback
 * throws: an uncaught exception, ending the process, when the folder's parent is gone by then (a test
 * removing its data folder as it closes the app). The folder is made here synchronously instead.
 */
class DiskStore extends FileStore {}
Object.defineProperty(DiskStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

function diskStore(config: Config): DataStore {
  const root = path.join(config.dataDir, 'files');
  mkdirSync(path.join(root, RESUMABLE_FOLDER), { recursive: true, mode: 0o700 });
  return new DiskStore({ directory: root });
}

const stores = new WeakMap<Config, DataStore>();

/** The tus store of this configuration, made once per config: the bucket when S3 is set, else the disk. */
export function resumableStore(config: Config): DataStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3Store(config.s3) : diskStore(config);
    stores.set(config, store);
  }
  return store;
}

/**
 * Copies a finished upload into the file storage's staging area, where the quarantine scan and the
 * type check read it like any other upload (ADR 0044). 409 while bytes are missing; 413 past
 * `maxBytes`.
 */
export async function stageFinishedUpload(deps: Deps, uploadId: string, maxBytes: number): Promise<StagedFile> {
  const store = resumableStore(deps.config);
  const upload = await store.getUpload(uploadId).catch((error: unknown) => {
    if (error === ERRORS.FILE_NOT_FOUND) throw new AppError(ErrorCode.NotFound);
    throw error;
  });
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw new AppError(ErrorCode.Conflict, { messageKey: 'files.upload_incomplete' });
  }
  // Both stores read a finished upload whole (FileStore: a file stream; S3Store: GetObject's body).
  const bytes = await (store as DataStore & { read(id: string): Readable | Promise<Readable> }).read(uploadId);
  try {
    return await fileStorage(deps.config).stage(bytes, { maxBytes });
  } catch (error) {
    if (error instanceof StorageLimitError) throw new AppError(ErrorCode.FileTooLarge);
    throw error;
  }
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Removes an upload's bytes and its row; bytes already gone are not an error. */
export async function removeResumableUpload(deps: Deps, uploadId: string, log: Log): Promise<void> {
  try {
    await resumableStore(deps.config).remove(uploadId);
  } catch (error) {
    if (error !== ERRORS.FILE_NOT_FOUND) log.warn({ err: error, uploadId }, 'resumable upload could not be removed');
  }
  await deleteResumableUpload(deps.db, uploadId);
}

/** Removes uploads older than a day that were never claimed; answers how many went. */
export async function sweepStaleUploads(deps: Deps, log: Log): Promise<number> {
  const before = new Date(deps.now().getTime() - RESUMABLE_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const ids = await listStaleUploads(deps.db, before, 100);
    for (const id of ids) await removeResumableUpload(deps, id, log);
    removed += ids.length;
    if (ids.length < 100) return removed;
  }
}
