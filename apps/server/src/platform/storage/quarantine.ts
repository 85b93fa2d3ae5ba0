import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { QuarantinedFilesTable } from '../db/storage-schema.ts';
import { AppError } from '../errors.ts';
import { ClamdScanner } from './clamd-scanner.ts';
import { newStorageKey, type StagedFile } from './file-storage.ts';
import { insertQuarantinedFile } from './quarantine.repository.ts';
import { fileStorage } from './storage.ts';
import { ScannerUnavailableError, type VirusScanner } from './virus-scanner.ts';

export type UploadPurpose = QuarantinedFilesTable['purpose'];

/** Where kept-back files go: a folder no route serves (only keys recorded on a visible file are). */
export const QUARANTINE_FOLDER = 'quarantine';
/** Seconds a client is asked to wait before retrying when the scanner is down. */
export const SCANNER_RETRY_AFTER_SECONDS = 30;

const scanners = new WeakMap<Config, VirusScanner | null>();

/** The virus scanner of this configuration (clamd), or null when none is configured (embedded default). */
export function virusScanner(config: Config): VirusScanner | null {
  if (!scanners.has(config)) scanners.set(config, config.clamd ? new ClamdScanner(config.clamd) : null);
  return scanners.get(config) ?? null;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * The quarantine step of every upload (ADR 0044), between staging and any check that makes the file
 * visible: the staged bytes (not under any key yet) go to the scanner first.
 * - clean, or no scanner configured → returns; the caller goes on to its checks and `commit`.
 * - infected or unreadable → the file is moved under `quarantine/`, recorded in `quarantined_files`,
 *   and a 422 `file_quarantined` lists it under `quarantined_files` with its name and why.
 * - scanner down → 503 `scanner_unavailable` with Retry-After; nothing is kept (the caller discards).
 */
export async function passQuarantine(
  deps: Deps,
  staged: StagedFile,
  file: { purpose: UploadPurpose; uploaderUserId: number | null; fileName: string },
  log: Log,
): Promise<void> {
  const scanner = virusScanner(deps.config);
  if (!scanner) return;
  let verdict: Awaited<ReturnType<VirusScanner['scan']>>;
  try {
    verdict = await scanner.scan(await staged.open());
  } catch (error) {
    if (!(error instanceof ScannerUnavailableError)) throw error;
    log.warn({ err: error, purpose: file.purpose }, 'virus scanner unavailable: upload refused');
    throw new AppError(ErrorCode.ScannerUnavailable, {
      headers: { 'retry-after': String(SCANNER_RETRY_AFTER_SECONDS) },
    });
  }
  if (verdict.status === 'clean') return;

  const key = newStorageKey(QUARANTINE_FOLDER, 'bin');
  await staged.commit(key);
  const detail = verdict.status === 'infected' ? verdict.signature : verdict.reason;
  try {
    const id = await insertQuarantinedFile(deps.db, {
      storage_key: key,
      purpose: file.purpose,
      uploader_user_id: file.uploaderUserId,
      file_name: file.fileName,
      size_bytes: staged.size,
      verdict: verdict.status,
      detail,
      created_at: deps.now(),
    });
    log.warn({ quarantinedFileId: id, purpose: file.purpose, verdict: verdict.status, detail }, 'upload quarantined');
  } catch (error) {
    // Without its record the kept-back file would be an orphan nobody can find: it goes.
    await fileStorage(deps.config).remove(key);
    throw error;
  }
  throw new AppError(ErrorCode.FileQuarantined, {
    quarantinedFiles: [
      {
        filename: file.fileName,
        messageKey: verdict.status === 'infected' ? 'files.quarantine_infected' : 'files.quarantine_unreadable',
      },
    ],
  });
}
