import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { deleteStaleDrafts } from './attachments.repository.ts';

export const ATTACHMENT_SWEEP_JOB = 'messaging.attachment-sweep';
const HOUR = 3_600_000;
/** A draft (uploaded, never sent) is kept a day: long enough to finish a message, then it goes. */
export const DRAFT_TTL_MS = 24 * HOUR;
/** Rows per batch, so one statement never holds many rows. */
const BATCH = 500;

/**
 * Deletes drafts older than a day, rows first and then their files; answers how many went.
 * Idempotent: a run cut short leaves the rest for the next. A file that cannot be removed is
 * unreachable already (no row, so no link); the run fails afterwards so the runner logs it.
 */
export async function sweepDraftAttachments(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - DRAFT_TTL_MS);
  const storage = fileStorage(deps.config);
  const failed: string[] = [];
  let total = 0;
  for (;;) {
    const keys = await deleteStaleDrafts(deps.db, cutoff, BATCH);
    for (const key of keys) {
      await storage.remove(key).catch(() => failed.push(key));
    }
    total += keys.length;
    if (keys.length < BATCH) break;
  }
  if (failed.length > 0) throw new Error(`draft attachment files could not be removed: ${failed.join(', ')}`);
  return total;
}

/** The background jobs of this feature (src/app/background-jobs.ts). */
export function messagingJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: ATTACHMENT_SWEEP_JOB,
      everyMs: HOUR,
      handle: async () => {
        await sweepDraftAttachments(deps);
      },
    },
  ];
}
