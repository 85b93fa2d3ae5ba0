import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Writing jobs into the `background_jobs` table (ADR 0016). Pass a transaction as `db` to enqueue
 * a job together with the rows it is about: both commit, or neither does (a transactional outbox).
 */

export async function enqueueJob(
  db: Database,
  job: { name: string; payload?: unknown; runAt: Date; maxAttempts?: number },
): Promise<void> {
  await db
    .insertInto('background_jobs')
    .values({
      name: job.name,
      payload: JSON.stringify(job.payload ?? {}),
      run_at: job.runAt,
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .execute();
}

/**
 * The one row of a periodic job, keyed by its name: created due now on the first start; on later
 * starts it keeps its time, brought forward if the interval was shortened. A job that gave up is
 * revived, since a schedule must keep running.
 */
export async function ensureSchedule(db: Database, name: string, everyMs: number, now: Date): Promise<void> {
  const latest = new Date(now.getTime() + everyMs);
  await db
    .insertInto('background_jobs')
    .values({ name, unique_key: name, run_at: now, max_attempts: 2_147_483_647 })
    .onConflict((oc) =>
      oc.column('unique_key').doUpdateSet({
        run_at: sql`least(background_jobs.run_at, ${latest}::timestamptz)`,
        failed_at: null,
      }),
    )
    .execute();
}
