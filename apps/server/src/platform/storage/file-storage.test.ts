import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readForDownload } from './byte-range.ts';
import { type FileStorage, newStorageKey, StorageLimitError } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3_PART_BYTES, S3FileStorage } from './s3-file-storage.ts';

/**
 * One contract, every store (ADR 0044): the local disk always; S3 when TEST_S3_ENDPOINT names a
 * real gateway (`scripts/s3-test-server.sh start`, which `.ci/run` does for its third pass).
 */
interface StoreUnderTest {
  name: string;
  open(): Promise<FileStorage>;
  close(): Promise<void>;
}

function localStore(): StoreUnderTest {
  let dir = '';
  return {
    name: 'local disk',
    open: async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'hashi-storage-'));
      return new LocalFileStorage(dir);
    },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function s3Store(endpoint: string): StoreUnderTest {
  let store: S3FileStorage | undefined;
  return {
    name: `S3 at ${endpoint}`,
    open: async () => {
      store = new S3FileStorage({
        endpoint,
        region: process.env.TEST_S3_REGION ?? 'us-east-1',
        bucket: `hashi-test-${randomBytes(6).toString('hex')}`,
        accessKeyId: process.env.TEST_S3_ACCESS_KEY ?? 'HASHITESTKEY',
        secretAccessKey: process.env.TEST_S3_SECRET_KEY ?? 'HASHITESTSECRET',
        forcePathStyle: true,
      });
      await store.client.send(new CreateBucketCommand({ Bucket: store.bucket }));
      return store;
    },
    close: async () => {
      if (!store) return;
      const { client, bucket } = store;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      for (const object of listed.Contents ?? []) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}

const stores = [localStore()];
if (process.env.TEST_S3_ENDPOINT) stores.push(s3Store(process.env.TEST_S3_ENDPOINT));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** A stream of `data` in pieces of `size` bytes, as a request body arrives. */
const inPieces = (data: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
    })(),
  );
const readAll = async (stream: Readable | null) => (stream ? buffer(stream) : null);

describe.each(stores)('file storage: $name', (under) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await under.open();
  });
  afterAll(async () => under.close());

  it('keeps a staged file out of sight until commit, then reads it whole and by range, and removes it', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    const staged = await storage.stage(inPieces(data, 7), { maxBytes: 100, headBytes: 4 });
    expect(staged.size).toBe(20);
    expect(staged.head.toString()).toBe('0123');
    expect((await readAll(await staged.open()))?.toString()).toBe(data.toString());

    const key = newStorageKey('test-files', 'txt');
    expect(await storage.size(key)).toBeNull();
    await staged.commit(key);
    await staged.discard(); // after commit: nothing happens
    expect(await storage.size(key)).toBe(20);
    expect((await readAll(await storage.read(key)))?.toString()).toBe(data.toString());
    expect((await readAll(await storage.read(key, { start: 5, end: 9 })))?.toString()).toBe('56789');

    const download = await readForDownload(storage, key, 'bytes=-3');
    expect(download).toMatchObject({ size: 20, range: { start: 17, end: 19 }, length: 3 });
    expect((await buffer(download.body)).toString()).toBe('hij');

    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key); // a missing file is not an error
  });

  it('streams a file of several parts byte for byte, and serves a range across a part boundary', async () => {
    const data = randomBytes(2 * S3_PART_BYTES + 12_345);
    const staged = await storage.stage(inPieces(data), { maxBytes: data.length });
    const key = newStorageKey('test-files', 'bin');
    await staged.commit(key);
    expect(await storage.size(key)).toBe(data.length);
    expect(sha256((await readAll(await storage.read(key))) as Buffer)).toBe(sha256(data));
    const range = { start: S3_PART_BYTES - 10, end: S3_PART_BYTES + 9 };
    expect(await readAll(await storage.read(key, range))).toEqual(data.subarray(range.start, range.end + 1));
    await storage.remove(key);
  });

  it('refuses a stream past maxBytes, reading it to the end and keeping nothing', async () => {
    const data = randomBytes(S3_PART_BYTES + 1_000);
    const source = inPieces(data);
    await expect(storage.stage(source, { maxBytes: S3_PART_BYTES + 999 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(source.readableEnded).toBe(true);
    expect(await storage.sweepTemp(Date.now() + 3_600_000, 0)).toBe(0);
  });

  it('discard deletes the staged file; the sweep removes what a crash left behind, and only when stale', async () => {
    const discarded = await storage.stage(inPieces(Buffer.from('gone')), { maxBytes: 10 });
    await discarded.discard();
    await discarded.discard(); // twice is fine
    await expect(discarded.open()).rejects.toThrow();
    expect(await storage.sweepTemp(Date.now() + 3_600_000, 0)).toBe(0);

    const left = await storage.stage(inPieces(Buffer.from('left behind')), { maxBytes: 100 });
    expect(await storage.sweepTemp()).toBe(0); // fresh: an upload in progress is not touched
    expect(await storage.sweepTemp(Date.now() + 25 * 3_600_000)).toBe(1);
    await expect(left.commit(newStorageKey('test-files', 'txt'))).rejects.toThrow();
  });

  it('lists every committed file, sorted, and neither staged files nor unfinished resumable uploads', async () => {
    const keys: string[] = [];
    for (const extension of ['png', 'pdf', 'mp4']) {
      const staged = await storage.stage(Readable.from([Buffer.from(extension)]), { maxBytes: 100 });
      const key = newStorageKey('listed-files', extension);
      await staged.commit(key);
      keys.push(key);
    }
    // Staged, never committed: no file yet.
    const pending = await storage.stage(Readable.from([Buffer.from('pending')]), { maxBytes: 100 });
    const listed = await storage.listKeys();
    for (const key of keys) expect(listed).toContain(key);
    expect(listed).toEqual([...listed].sort());
    expect(listed.every((key) => !key.startsWith('tmp/') && !key.startsWith('resumable/'))).toBe(true);
    await pending.discard();
    for (const key of keys) await storage.remove(key);
    const after = await storage.listKeys();
    for (const key of keys) expect(after).not.toContain(key);
  });

  it('answers a missing key with null and refuses any key it did not generate', async () => {
    const key = newStorageKey('test-files', 'txt');
    expect(await storage.size(key)).toBeNull();
    expect(await storage.read(key, { start: 0, end: 1 })).toBeNull();
    await expect(storage.read('../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.size('tmp/whatever')).rejects.toThrow(/invalid storage key/);
    await expect(storage.remove('test-files/../../x.txt')).rejects.toThrow(/invalid storage key/);
  });
});
