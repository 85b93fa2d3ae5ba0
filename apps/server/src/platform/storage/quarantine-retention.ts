import type { Deps } from '../deps.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import {
  deleteQuarantinedFile,
  deleteQuarantinedFiles,
  findQuarantinedFileKey,
  quarantinedFilesBefore,
} from './quarantine.repository.ts';
import { fileStorage } from './storage.ts';

export const QUARANTINE_RETENTION_JOB = 'storage.quarantine-retention';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Records per batch, so one statement never holds many rows. */
const BATCH = 200;

/** When a file quarantined at `quarantinedAt` is deleted by the retention job (ADR 0046). */
export function quarantineDeleteAfter(deps: Deps, quarantinedAt: Date): Date {
  return new Date(quarantinedAt.getTime() + deps.config.QUARANTINE_RETENTION_DAYS * DAY);
}

/**
 * Deletes one kept-back file for good: its object under `quarantine/` first, then its record, so a
 * failure in between leaves the record to retry from (a missing object is not an error). False when
 * there is no such record.
 */
export async function deleteQuarantinedFileForGood(deps: Deps, id: number): Promise<boolean> {
  const key = await findQuarantinedFileKey(deps.db, id);
  if (key === undefined) return false;
  await fileStorage(deps.config).remove(key);
  return deleteQuarantinedFile(deps.db, id);
}

/**
 * The retention rule (ADR 0046): files quarantined more than QUARANTINE_RETENTION_DAYS ago go,
 * objects first and then their records; answers how many records went. Idempotent: a run cut short
 * leaves the rest (and any record whose object could not be removed) for the next run.
 */
export async function sweepQuarantine(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.config.QUARANTINE_RETENTION_DAYS * DAY);
  const storage = fileStorage(deps.config);
  const failed: string[] = [];
  let total = 0;
  let after = 0;
  for (;;) {
    const rows = await quarantinedFilesBefore(deps.db, cutoff, BATCH, after);
    if (rows.length === 0) break;
    const removed: number[] = [];
    for (const row of rows) {
      await storage.remove(row.storage_key).then(
        () => removed.push(row.id),
        () => failed.push(row.storage_key),
      );
    }
    total += await deleteQuarantinedFiles(deps.db, removed);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) break;
  }
  // The runner logs the failure and retries; the records of those files are still there.
  if (failed.length > 0) throw new Error(`quarantined files could not be removed: ${failed.join(', ')}`);
  return total;
}

/** The background jobs of the quarantine (src/app/background-jobs.ts). */
export function quarantineJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: QUARANTINE_RETENTION_JOB,
      everyMs: 6 * HOUR,
      handle: async () => {
        await sweepQuarantine(deps);
      },
    },
  ];
}
