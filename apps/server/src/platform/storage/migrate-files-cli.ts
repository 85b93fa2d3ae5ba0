import path from 'node:path';
import { loadConfig } from '../config.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { migrateFiles, verifyFiles } from './migrate-files.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/**
 * `npm run storage:migrate [-- --verify]` (ADR 0046): copies DATA_DIR/files into the S3 bucket that
 * S3_* configure, or with --verify compares the two by checksum. Prints counts and the keys that
 * failed; never a credential (only the endpoint's host and the bucket). Exit code 1 when anything
 * failed, is missing or differs, so a script can run it until it passes.
 */
const verify = process.argv.includes('--verify');
const config = loadConfig();
if (!config.s3) {
  console.error('storage:migrate needs object storage: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY.');
  process.exit(2);
}
const root = path.join(config.dataDir, 'files');
const source = new LocalFileStorage(root);
const target = new S3FileStorage(config.s3);
const where = `bucket "${config.s3.bucket}" at ${new URL(config.s3.endpoint).host}`;
const progress = (line: string) => console.log(`  ${line}`);
let ok: boolean;
try {
  if (verify) {
    console.log(`Comparing ${root} with ${where} (SHA-256)…`);
    const report = await verifyFiles(root, source, target, progress);
    for (const key of report.missing) console.log(`  missing: ${key}`);
    for (const key of report.mismatched) console.log(`  differs: ${key}`);
    console.log(
      `${report.found} files on disk: ${report.matched} identical, ${report.missing.length} missing, ${report.mismatched.length} different.`,
    );
    ok = report.missing.length === 0 && report.mismatched.length === 0;
  } else {
    console.log(`Copying ${root} to ${where}…`);
    const report = await migrateFiles(root, source, target, progress);
    for (const failure of report.failed) console.log(`  failed: ${failure.key}: ${failure.error}`);
    console.log(
      `${report.found} files on disk: ${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed` +
        `${report.ignored ? ` (${report.ignored} other files ignored)` : ''}.`,
    );
    if (report.failed.length === 0) console.log('Run it again with --verify to compare checksums.');
    ok = report.failed.length === 0;
  }
} finally {
  target.client.destroy();
}
process.exit(ok ? 0 : 1);
