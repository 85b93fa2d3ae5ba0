import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { z } from 'zod';
import { assertStorageKey, type FileStorage } from '../storage/file-storage.ts';
import { beginExportedSnapshot, countTables, endSnapshot } from './backup.repository.ts';

/**
 * Backups of a production Hashi (issue 15; ADR 0049): the PostgreSQL database through `pg_dump`
 * (custom format) and every file of the object store, copied beside it with its SHA-256, under one
 * folder with a manifest (`backup.json`). A restore goes into an empty database and any store,
 * then checks what it wrote: each table's row count against the manifest, each file's checksum
 * read back from the store. Point-in-time recovery between backups is WAL archiving
 * (docs/operations.md), outside the app.
 */

export const MANIFEST = 'backup.json';
const DATABASE_FILE = 'database.dump';
const FILES_FOLDER = 'files';

export interface BackupManifest {
  format: 'hashi-backup-1';
  created_at: string;
  /** Null when the backup holds files only (an embedded database is backed up by copying DATA_DIR). */
  database: { file: string; tables: Record<string, number> } | null;
  files: Array<{ key: string; size: number; sha256: string }>;
}

export interface RestoreReport {
  tables: { matched: number; mismatched: Array<{ table: string; expected: number; found: number }> };
  files: { restored: number; mismatched: string[] };
}

/**
 * How `pg_dump` and `pg_restore` reach the database at `url`: the URL itself without its password
 * (libpq reads every setting of it: TLS files, sockets, options), and the password in libpq's
 * environment, so that it never appears in a command line (every user of the machine can read
 * those) nor in a log.
 */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Row counts of every table of the public schema. */
export function tableCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, countTables);
}

/** Streams `source` into `file` and answers its size and SHA-256. */
async function copyWithChecksum(source: Readable, file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new PassThrough();
  tap.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(source, tap, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return { size, sha256: hash.digest('hex') };
}

async function checksumOf(source: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Where a file of the backup lies, refusing any key that is not one of ours (no path may leave the folder). */
function backupPath(dir: string, key: string): string {
  assertStorageKey(key);
  return path.join(dir, FILES_FOLDER, key);
}

/**
 * Backs up into `dir` (created; an existing one must be empty): the database at `databaseUrl`
 * (PostgreSQL; omitted, files only) and every file of `storage`. `progress` hears what is done.
 */
export async function backup(options: {
  dir: string;
  databaseUrl?: string | undefined;
  storage: FileStorage;
  progress?: (line: string) => void;
}): Promise<BackupManifest> {
  const { dir, databaseUrl, storage } = options;
  const progress = options.progress ?? (() => {});
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Never over an earlier backup (pg_dump would overwrite its dump before anything else failed).
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: back up into a new folder`);
  let database: BackupManifest['database'] = null;
  if (databaseUrl) {
    // Counted and dumped in one snapshot: a transaction exports it and pg_dump reads it, so the
    // counts are exactly the dump's even while the service keeps writing.
    const tables = await withClient(databaseUrl, async (client) => {
      const snapshot = await beginExportedSnapshot(client);
      try {
        const counts = await countTables(client);
        const { dbname, env } = libpq(databaseUrl);
        await run(
          'pg_dump',
          [
            `--dbname=${dbname}`,
            `--snapshot=${snapshot}`,
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--file=${path.join(dir, DATABASE_FILE)}`,
          ],
          env,
        );
        return counts;
      } finally {
        await endSnapshot(client);
      }
    });
    database = { file: DATABASE_FILE, tables };
    progress(`database: ${Object.keys(tables).length} tables dumped`);
  }
  const files: BackupManifest['files'] = [];
  for (const key of await storage.listKeys()) {
    const source = await storage.read(key);
    // Removed since it was listed (a user deleted it meanwhile): nothing to keep.
    if (!source) continue;
    files.push({ key, ...(await copyWithChecksum(source, backupPath(dir, key))) });
  }
  progress(`files: ${files.length} copied with their SHA-256`);
  const manifest: BackupManifest = { format: 'hashi-backup-1', created_at: new Date().toISOString(), database, files };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  return manifest;
}

const manifestSchema = z.object({
  format: z.literal('hashi-backup-1'),
  created_at: z.string(),
  // Only the name this module writes: a manifest cannot point the restore at another file.
  database: z
    .object({ file: z.literal(DATABASE_FILE), tables: z.record(z.string(), z.number().int().min(0)) })
    .nullable(),
  files: z.array(
    z.object({
      key: z.string().refine((key) => {
        try {
          assertStorageKey(key);
          return true;
        } catch {
          return false;
        }
      }),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

/** The manifest of the backup in `dir`, checked whole before anything is restored from it. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  if (!parsed.success) throw new Error(`${dir} does not hold a Hashi backup (${MANIFEST} is not one)`);
  return parsed.data;
}

/**
 * Restores the backup in `dir` into the empty database at `databaseUrl` and into `storage`, then
 * checks both against the manifest. A database that already has tables is refused: a restore
 * never mixes with live data. A file whose bytes in the backup no longer match their checksum is
 * not written (reported as mismatched).
 */
export async function restore(options: {
  dir: string;
  databaseUrl?: string | undefined;
  storage: FileStorage;
  progress?: (line: string) => void;
}): Promise<RestoreReport> {
  const { dir, databaseUrl, storage } = options;
  const progress = options.progress ?? (() => {});
  const manifest = await readManifest(dir);
  const report: RestoreReport = { tables: { matched: 0, mismatched: [] }, files: { restored: 0, mismatched: [] } };

  if (manifest.database) {
    if (!databaseUrl) throw new Error('the backup holds a database: give the database to restore it into');
    if (Object.keys(await tableCounts(databaseUrl)).length > 0) {
      throw new Error('the target database is not empty: restore into a new database');
    }
    const { dbname, env } = libpq(databaseUrl);
    await run(
      'pg_restore',
      [
        `--dbname=${dbname}`,
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        path.join(dir, manifest.database.file),
      ],
      env,
    );
    const found = await tableCounts(databaseUrl);
    for (const [table, expected] of Object.entries(manifest.database.tables)) {
      const count = found[table] ?? -1;
      if (count === expected) report.tables.matched += 1;
      else report.tables.mismatched.push({ table, expected, found: count });
    }
    progress(`database: ${report.tables.matched} tables restored with their row counts`);
  }

  for (const entry of manifest.files) {
    const file = backupPath(dir, entry.key);
    const copied = await checksumOf(createReadStream(file)).catch(() => null);
    if (copied !== entry.sha256) {
      report.files.mismatched.push(entry.key);
      continue;
    }
    const staged = await storage.stage(createReadStream(file), { maxBytes: Number.MAX_SAFE_INTEGER });
    await staged.commit(entry.key);
    const written = await storage.read(entry.key);
    if (written && (await checksumOf(written)) === entry.sha256) report.files.restored += 1;
    else report.files.mismatched.push(entry.key);
  }
  progress(`files: ${report.files.restored} restored, ${report.files.mismatched.length} mismatched`);
  return report;
}
