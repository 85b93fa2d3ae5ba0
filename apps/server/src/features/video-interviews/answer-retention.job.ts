import { VIDEO_INTERVIEW_RETENTION_DAYS } from '@hashi/shared/video-interview.schema';
import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { answerKeys, deleteAnswers, interviewsDueForDeletion } from './video-interviews.repository.ts';

export const ANSWER_RETENTION_JOB = 'video-interviews.answer-retention';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Interviews per batch, so one statement never holds many rows. */
const BATCH = 100;

/**
 * The retention rule (spec §4, ADR 0047): the answers of an interview completed — or, never
 * completed, whose deadline passed — 30 days ago go, their videos from the file storage (object
 * storage in production) first and then the rows, and the interview records that its answers are
 * deleted. Idempotent: a missing object is fine, an interview whose object could not be removed
 * keeps its rows for the next run (which the runner's log and retry bring), and a run cut short
 * leaves the rest. Answers how many interviews' answers went.
 */
export async function sweepInterviewAnswers(deps: Deps): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - VIDEO_INTERVIEW_RETENTION_DAYS * DAY);
  const storage = fileStorage(deps.config);
  const failed: number[] = [];
  let total = 0;
  let after = 0;
  for (;;) {
    const ids = await interviewsDueForDeletion(deps.db, cutoff, BATCH, after);
    for (const id of ids) {
      try {
        for (const key of await answerKeys(deps.db, id)) await storage.remove(key);
      } catch {
        failed.push(id);
        continue;
      }
      await deleteAnswers(deps.db, id, { markDeleted: now });
      total += 1;
    }
    after = ids[ids.length - 1] ?? after;
    if (ids.length < BATCH) break;
  }
  if (failed.length > 0) throw new Error(`video interview answers could not be removed: ${failed.join(', ')}`);
  return total;
}

/** The background jobs of video interviews (src/app/background-jobs.ts). */
export function videoInterviewJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: ANSWER_RETENTION_JOB,
      everyMs: HOUR,
      handle: async () => {
        await sweepInterviewAnswers(deps);
      },
    },
  ];
}
