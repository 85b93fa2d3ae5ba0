import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config.ts';
import { type FileStorage, newStorageKey } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { migrateFiles, verifyFiles } from './migrate-files.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/**
 * `npm run storage:migrate` (ADR 0046) from a temporary disk store into a target store: another
 * disk store always, the real S3 gateway when TEST_S3_ENDPOINT is set (the storage contract's pattern).
 */
interface Target {
  name: string;
  open(): Promise<FileStorage>;
  close(): Promise<void>;
  s3?: () => S3Config;
}

function diskTarget(): Target {
  let dir = '';
  return {
    name: 'local disk',
    open: async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'hashi-migrate-target-'));
      return new LocalFileStorage(dir);
    },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function s3Target(endpoint: string): Target {
  let store: S3FileStorage | undefined;
  const settings: S3Config = {
    endpoint,
    region: process.env.TEST_S3_REGION ?? 'us-east-1',
    bucket: `hashi-migrate-${randomBytes(6).toString('hex')}`,
    accessKeyId: process.env.TEST_S3_ACCESS_KEY ?? 'HASHITESTKEY',
    secretAccessKey: process.env.TEST_S3_SECRET_KEY ?? 'HASHITESTSECRET',
    forcePathStyle: true,
  };
  return {
    name: `S3 at ${endpoint}`,
    s3: () => settings,
    open: async () => {
      store = new S3FileStorage(settings);
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

const targets = [diskTarget()];
if (process.env.TEST_S3_ENDPOINT) targets.push(s3Target(process.env.TEST_S3_ENDPOINT));

describe.each(targets)('storage:migrate into $name', (under) => {
  let dataDir: string;
  let root: string;
  let source: LocalFileStorage;
  let target: FileStorage;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-migrate-'));
    root = path.join(dataDir, 'files');
    source = new LocalFileStorage(root);
    for (const [folder, size] of [
      ['profile-photos', 2048],
      ['message-attachments', 6 * 1024 * 1024 + 7],
      ['quarantine', 68],
      ['company-images', 0],
    ] as const) {
      const key = newStorageKey(folder, 'bin');
      const bytes = randomBytes(size);
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, key), bytes);
      files.set(key, bytes);
    }
    // Not storage keys: the upload spool and a stray file stay behind.
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    writeFileSync(path.join(root, '.tmp', 'half.part'), 'half');
    writeFileSync(path.join(root, 'notes.txt'), 'not a key');
    target = await under.open();
  });
  afterAll(async () => {
    await under.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every stored file, skips what is there on a second run, and verifies by checksum', async () => {
    const [first, second] = [...files.keys()];
    // A run cut short: one file made it already.
    const early = await target.stage(Readable.from([files.get(first as string) as Buffer]), { maxBytes: 4096 });
    await early.commit(first as string);
    const resumed = await migrateFiles(root, source, target);
    expect(resumed).toEqual({ found: 4, copied: 3, skipped: 1, failed: [], ignored: 2 });
    for (const [key, bytes] of files) expect(await target.size(key)).toBe(bytes.length);

    expect(await migrateFiles(root, source, target)).toEqual({
      found: 4,
      copied: 0,
      skipped: 4,
      failed: [],
      ignored: 2,
    });
    expect(await verifyFiles(root, source, target)).toEqual({ found: 4, matched: 4, missing: [], mismatched: [] });

    // A missing object is copied again; one with other bytes of the same size is reported.
    await target.remove(first as string);
    const tampered = Buffer.from(files.get(second as string) as Buffer);
    tampered[0] = (tampered[0] ?? 0) ^ 0xff;
    writeFileSync(path.join(root, second as string), tampered);
    expect(await verifyFiles(root, source, target)).toEqual({
      found: 4,
      matched: 2,
      missing: [first],
      mismatched: [second],
    });
    expect(await migrateFiles(root, source, target)).toMatchObject({ copied: 1, skipped: 3, failed: [] });
    writeFileSync(path.join(root, second as string), files.get(second as string) as Buffer);
    expect(await verifyFiles(root, source, target)).toMatchObject({ matched: 4, missing: [], mismatched: [] });
  });

  // The command itself needs a bucket: only beside a real gateway (no skipped test without one).
  const s3Settings = under.s3;
  if (!s3Settings) return;
  it('runs as npm run storage:migrate, printing counts and never the secret', async () => {
    const s3 = s3Settings();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY: s3.accessKeyId,
      S3_SECRET_KEY: s3.secretAccessKey,
      LOG_LEVEL: 'silent',
    };
    const cli = path.resolve(import.meta.dirname, 'migrate-files-cli.ts');
    const run = (args: string[]) => promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], { env });
    const copy = await run([]);
    expect(copy.stdout).toContain('4 files on disk: 0 copied, 4 already there, 0 failed (2 other files ignored).');
    const check = await run(['--verify']);
    expect(check.stdout).toContain('4 files on disk: 4 identical, 0 missing, 0 different.');
    for (const out of [copy.stdout, copy.stderr, check.stdout, check.stderr]) {
      expect(out).not.toContain(s3.secretAccessKey);
      expect(out).not.toContain(s3.accessKeyId);
    }
  });
});

describe('npm run storage:migrate without object storage', () => {
  it('says which variables to set and exits with 2, copying nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-migrate-none-'));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) delete env[name];
    const cli = path.resolve(import.meta.dirname, 'migrate-files-cli.ts');
    try {
      const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli], { env }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(2);
      expect(failed?.stderr).toContain('set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
