import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { createEmptyDatabase, dropDatabase } from '../../../test/postgres-admin.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { type FileStorage, newStorageKey } from '../storage/file-storage.ts';
import { backup, readManifest, restore, tableCounts } from './backup.ts';

/**
 * Issue 15, the restore drill: a seeded database and its files are backed up, restored into a fresh
 * database and a fresh store, and compared by row counts and checksums. The database half needs
 * PostgreSQL (pg_dump, pg_restore): it runs in CI's PostgreSQL pass; the files half always.
 */
const ctx = useTestContext();
const folders: string[] = [];
const folder = (tag: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `hashi-backup-${tag}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function put(storage: FileStorage, folderName: string, bytes: Buffer, extension: string): Promise<string> {
  const key = newStorageKey(folderName, extension);
  const staged = await storage.stage(Readable.from([bytes]), { maxBytes: 10_000_000 });
  await staged.commit(key);
  return key;
}

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** A store with a photo, a CV and a large video's worth of bytes, and an unfinished upload that is no file yet. */
async function seededStore(): Promise<{ storage: LocalFileStorage; files: Map<string, Buffer> }> {
  const root = folder('source');
  const storage = new LocalFileStorage(root);
  const files = new Map<string, Buffer>();
  for (const [name, bytes, extension] of [
    ['profile-media', Buffer.from('photo bytes \u0000\u00ff'), 'png'],
    ['cv-documents', Buffer.from('%PDF-1.7 a CV'), 'pdf'],
    ['message-attachments', Buffer.alloc(3_000_000, 7), 'mp4'],
  ] as const) {
    files.set(await put(storage, name, bytes, extension), bytes);
  }
  writeFileSync(path.join(root, 'unfinished.part'), 'not a file of ours');
  return { storage, files };
}

describe('backup and restore: the files', () => {
  it('copies every file with its checksum, restores them into a fresh store, and refuses a tampered copy', async () => {
    const { storage, files } = await seededStore();
    const dir = path.join(folder('files'), 'backup');
    const manifest = await backup({ dir, storage });
    expect(manifest.database).toBeNull();
    expect(manifest.files.map((f) => f.key).sort()).toEqual([...files.keys()].sort());
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    // A second backup into the same folder would overwrite the first: refused, the first intact.
    await expect(backup({ dir, storage })).rejects.toThrow('not empty');
    expect((await readManifest(dir)).files).toEqual(manifest.files);

    const fresh = new LocalFileStorage(folder('restored'));
    const report = await restore({ dir, storage: fresh });
    expect(report.files).toEqual({ restored: files.size, mismatched: [] });
    for (const [key, bytes] of files) expect((await bytesOf(fresh, key))?.equals(bytes), key).toBe(true);

    // A copy damaged in the backup folder is reported and not written.
    const [first] = (await readManifest(dir)).files;
    if (!first) throw new Error('no file in the backup');
    writeFileSync(path.join(dir, 'files', first.key), 'damaged');
    const other = new LocalFileStorage(folder('restored-2'));
    const damaged = await restore({ dir, storage: other });
    expect(damaged.files.mismatched).toEqual([first.key]);
    expect(damaged.files.restored).toBe(files.size - 1);
    expect(await bytesOf(other, first.key)).toBeNull();
  });

  it('refuses a manifest that points outside the backup, and reports a file missing from it', async () => {
    const { storage, files } = await seededStore();
    const dir = path.join(folder('manifest'), 'backup');
    const manifest = await backup({ dir, storage });
    const write = (value: unknown) => writeFileSync(path.join(dir, 'backup.json'), JSON.stringify(value));

    for (const bad of [
      { ...manifest, database: { file: '../elsewhere.dump', tables: {} } },
      { ...manifest, files: [{ key: '../../etc/passwd', size: 1, sha256: 'a'.repeat(64) }] },
      { ...manifest, format: 'something-else' },
    ]) {
      write(bad);
      await expect(restore({ dir, storage: new LocalFileStorage(folder('never')) })).rejects.toThrow(
        'does not hold a Hashi backup',
      );
    }

    write(manifest);
    const [first] = manifest.files;
    if (!first) throw new Error('no file in the backup');
    rmSync(path.join(dir, 'files', first.key));
    const report = await restore({ dir, storage: new LocalFileStorage(folder('partial')) });
    expect(report.files).toEqual({ restored: files.size - 1, mismatched: [first.key] });
  });
});

// Only where there is a PostgreSQL server to dump (pg_dump cannot read PGlite): defined, not skipped.
if (process.env.TEST_DATABASE_URL)
  describe('backup and restore: the PostgreSQL database (drill)', () => {
    it('restores a seeded database into a fresh one with every table’s rows, and never into a database in use', async () => {
      const source = ctx.databaseUrl;
      if (!source) throw new Error('the test database has no address');
      const company = await buildCompany(ctx);
      await buildPosting(ctx, company.id);
      await buildUser(ctx);
      const { storage, files } = await seededStore();
      const before = await tableCounts(source);
      expect(before.users).toBeGreaterThan(0);
      expect(before.job_postings).toBeGreaterThan(0);

      const dir = path.join(folder('drill'), 'backup');
      const lines: string[] = [];
      const manifest = await backup({ dir, databaseUrl: source, storage, progress: (line) => lines.push(line) });
      expect(manifest.database?.tables).toEqual(before);
      // Nothing secret in what the commands print or the manifest holds.
      expect(JSON.stringify({ lines, manifest })).not.toContain(new URL(source).host);

      const target = await createEmptyDatabase(source);
      try {
        const report = await restore({
          dir,
          databaseUrl: target,
          storage: new LocalFileStorage(folder('drill-files')),
        });
        expect(report.tables.mismatched).toEqual([]);
        expect(report.tables.matched).toBe(Object.keys(before).length);
        expect(report.files).toEqual({ restored: files.size, mismatched: [] });
        expect(await tableCounts(target)).toEqual(before);

        // Restoring again into the same (now full) database is refused before anything is written.
        await expect(
          restore({ dir, databaseUrl: target, storage: new LocalFileStorage(folder('drill-files-2')) }),
        ).rejects.toThrow('not empty');
      } finally {
        await dropDatabase(source, new URL(target).pathname.slice(1));
      }
    });
  });
