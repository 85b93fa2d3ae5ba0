import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  RESUMABLE_FOLDER,
  STALE_TEMP_MS,
  type StagedFile,
  StorageLimitError,
} from './file-storage.ts';

/** Where staged uploads wait for their check and scan: never a key `assertStorageKey` accepts. */
const TMP_PREFIX = 'tmp/';
/**
 * Multipart part size: S3's minimum for every part but the last. A stream is held in memory one part
 * at a time, so an upload costs at most this much memory; a smaller file is one PutObject.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (ADR 0044): `<folder>/<uuid>.<ext>` objects; uploads streamed
 * to `tmp/<uuid>` (multipart beyond 5 MiB) and copied into place by `commit`, so a half-written or
 * unscanned file is never under a key. The credentials live only inside the SDK client: nothing here
 * logs them, and errors carry the SDK's messages (which never include the secret).
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Config) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Ceph's gateway and other S3-compatible stores refuse the SDK's default CRC checksums on
      // multipart parts (TOOLCHAIN.md); send and check them only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async stage(source: Readable, options: { maxBytes: number; headBytes?: number }): Promise<StagedFile> {
    const headBytes = options.headBytes ?? 4096;
    const tmpKey = `${TMP_PREFIX}${randomUUID()}`;
    const head: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    let over = false;
    let pending: Buffer[] = [];
    let pendingLength = 0;
    let uploadId: string | undefined;
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];

    const flushPart = async () => {
      const body = Buffer.concat(pending);
      pending = [];
      pendingLength = 0;
      if (!uploadId) {
        const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: tmpKey }));
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const part = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key: tmpKey, UploadId: uploadId, PartNumber, Body: body }),
      );
      parts.push({ ETag: part.ETag, PartNumber });
    };

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
        pending.push(chunk);
        pendingLength += chunk.length;
        if (pendingLength >= S3_PART_BYTES) await flushPart();
      }
      if (!over) {
        if (uploadId) {
          if (pendingLength > 0) await flushPart();
          await this.client.send(
            new CompleteMultipartUploadCommand({
              Bucket: this.bucket,
              Key: tmpKey,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          );
          uploadId = undefined;
        } else {
          await this.client.send(
            new PutObjectCommand({ Bucket: this.bucket, Key: tmpKey, Body: Buffer.concat(pending) }),
          );
        }
      }
    } catch (error) {
      await this.abandon(tmpKey, uploadId);
      throw error;
    }
    if (over) {
      await this.abandon(tmpKey, uploadId);
      throw new StorageLimitError(options.maxBytes);
    }

    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      size,
      head: Buffer.concat(head),
      open: async () => {
        if (state !== 'staged') throw new Error(`cannot read a ${state} file`);
        const body = await this.get(tmpKey);
        if (!body) throw new Error('the staged file is gone');
        return body;
      },
      commit: async (key: string) => {
        if (state !== 'staged') throw new Error(`cannot commit a ${state} file`);
        assertStorageKey(key);
        await this.client.send(
          new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/${tmpKey}` }),
        );
        state = 'committed';
        await this.deleteObject(tmpKey).catch(() => undefined);
      },
      discard: async () => {
        if (state !== 'staged') return;
        state = 'discarded';
        await this.deleteObject(tmpKey);
      },
    };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    assertStorageKey(key);
    return this.get(key, range);
  }

  async size(key: string): Promise<number | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.deleteObject(key);
  }

  async listKeys(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const key = object.Key;
        if (!key || key.startsWith(TMP_PREFIX) || key.startsWith(`${RESUMABLE_FOLDER}/`)) continue;
        try {
          assertStorageKey(key);
          keys.push(key);
        } catch {
          // Not one of ours (an object someone else put in the bucket): left alone.
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /**
   * The S3 way of the local store's sweep: staged objects under `tmp/` and unfinished multipart
   * uploads there, older than `olderThanMs`, left by a process that died mid-upload. (A bucket
   * lifecycle rule on `tmp/` does the same without the server; README.)
   */
  async sweepTemp(now = Date.now(), olderThanMs = STALE_TEMP_MS): Promise<number> {
    const cutoff = now - olderThanMs;
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: TMP_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && object.LastModified.getTime() < cutoff) {
          await this.deleteObject(object.Key);
          removed += 1;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: TMP_PREFIX,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated.getTime() < cutoff) {
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          removed += 1;
        }
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  private async get(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = object.Body;
      if (!body) return Readable.from([]);
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async deleteObject(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  /** Best effort: what a failed or refused stage wrote goes (the sweep catches what this misses). */
  private async abandon(tmpKey: string, uploadId: string | undefined): Promise<void> {
    if (uploadId) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: tmpKey, UploadId: uploadId }))
        .catch(() => undefined);
    }
    await this.deleteObject(tmpKey).catch(() => undefined);
  }
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
