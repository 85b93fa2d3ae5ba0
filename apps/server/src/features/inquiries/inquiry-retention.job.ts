import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { deleteAnsweredInquiriesBefore } from './inquiries.repository.ts';

export const INQUIRY_RETENTION_JOB = 'inquiries.retention';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Inquiries per statement, so one statement never holds many rows. */
const BATCH = 500;

/**
 * The retention rule of inquiries (ADR 0029 revision 2): an inquiry holds a name, an address and a
 * question, so once answered it is kept INQUIRY_RETENTION_DAYS (a year by default: a follow-up
 * question or a complaint about the answer usually comes well within it) and then deleted with the
 * replies sent. Open inquiries stay until answered; reopening one clears `answered_at`, so its clock
 * starts again at the next answer. Idempotent: a run cut short leaves the rest to the next.
 */
export async function sweepAnsweredInquiries(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.config.INQUIRY_RETENTION_DAYS * DAY);
  let total = 0;
  for (;;) {
    const deleted = await deleteAnsweredInquiriesBefore(deps.db, cutoff, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** The background jobs of inquiries (src/app/background-jobs.ts). */
export function inquiryJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: INQUIRY_RETENTION_JOB,
      everyMs: 6 * HOUR,
      handle: async () => {
        await sweepAnsweredInquiries(deps);
      },
    },
  ];
}
