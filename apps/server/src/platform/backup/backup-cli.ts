import path from 'node:path';
import { loadConfig } from '../config.ts';
import { fileStorage } from '../storage/storage.ts';
import { backup, restore } from './backup.ts';

/**
 * `npm run db:backup -- <folder>` and `npm run db:restore -- <folder>` (issue 15; ADR 0049): the
 * PostgreSQL database at DATABASE_URL and the files of the configured store (S3_* or
 * DATA_DIR/files), into a new folder or back from one. A restore wants an empty database and
 * checks row counts and checksums; it exits 1 when anything differs. Prints counts, never an
 * address or a credential.
 */
const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('Usage: npm run db:backup -- <folder> | npm run db:restore -- <folder>');
  process.exit(2);
}
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'db:backup and db:restore work on PostgreSQL (DATABASE_URL). On the embedded database, stop Hashi and copy DATA_DIR.',
  );
  process.exit(2);
}
const dir = path.resolve(folder);
const storage = fileStorage(config);
const progress = (line: string) => console.log(`  ${line}`);
async function main(): Promise<number> {
  if (command === 'backup') {
    console.log(`Backing up into ${dir}…`);
    const manifest = await backup({ dir, databaseUrl: config.DATABASE_URL, storage, progress });
    console.log(
      `Done: ${Object.keys(manifest.database?.tables ?? {}).length} tables, ${manifest.files.length} files (backup.json lists them).`,
    );
    return 0;
  }
  console.log(`Restoring from ${dir}…`);
  const report = await restore({ dir, databaseUrl: config.DATABASE_URL, storage, progress });
  for (const t of report.tables.mismatched)
    console.log(`  table ${t.table}: ${t.found} rows, the backup had ${t.expected}`);
  for (const key of report.files.mismatched) console.log(`  file differs: ${key}`);
  const ok = report.tables.mismatched.length === 0 && report.files.mismatched.length === 0;
  console.log(ok ? 'Restored; row counts and checksums match the backup.' : 'Restored with differences (above).');
  return ok ? 0 : 1;
}

// A refusal (a folder that holds a backup already, a database that is not empty, a tool that
// failed) is one line, not a stack trace.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`${command} stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
