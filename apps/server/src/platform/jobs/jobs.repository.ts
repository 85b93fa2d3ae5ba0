import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { currentRequestId } from '../logging/request-context.ts';

/**
 * The SQL of the `background_jobs` table (ADR 0016): writing jobs, and the runner's claim and
 * release. Pass a transaction as `db` to enqueue a job together with the rows it is about: both
 * commit, or neither does (a transactional outbox). A job records the request it was enqueued on
 * behalf of (request-context.ts), for its log lines.
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
      request_id: currentRequestId() ?? null,
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

/** A job a runner has claimed. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  /** The request that enqueued it, if any. */
  request_id: string | null;
}

/**
 * Takes the next due job of one of `names` for `workerId` until `lockedUntil` (and counts the
 * attempt); `FOR UPDATE SKIP LOCKED` keeps two runners from taking the same job.
 */
export async function claimDueJob(
  db: Database,
  claim: { workerId: string; names: readonly string[]; now: Date; lockedUntil: Date },
): Promise<ClaimedJob | undefined> {
  const { rows } = await sql<ClaimedJob>`
      update background_jobs set
        locked_by = ${claim.workerId},
        locked_until = ${claim.lockedUntil},
        attempts = attempts + 1
      where id = (
        select id from background_jobs
        where failed_at is null and run_at <= ${claim.now}
          and (locked_until is null or locked_until <= ${claim.now})
          and name = any(${sql.val(claim.names)}::text[])
        order by run_at, id
        limit 1
        for update skip locked)
      returning id::text as id, name, payload, attempts, max_attempts, request_id`.execute(db);
  return rows[0];
}

/** A periodic job done: its row waits for `runAt`, its attempts and error cleared. */
export async function rescheduleJob(db: Database, id: string, workerId: string, runAt: Date): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({ run_at: runAt, attempts: 0, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', id as never)
    .where('locked_by', '=', workerId)
    .execute();
}

/** A one-off job done: its row goes. */
export async function deleteJob(db: Database, id: string, workerId: string): Promise<void> {
  await db
    .deleteFrom('background_jobs')
    .where('id', '=', id as never)
    .where('locked_by', '=', workerId)
    .execute();
}

/** A failed try: released to run again at `runAt`, or marked given up when `failedAt` is set. */
export async function releaseFailedJob(
  db: Database,
  id: string,
  workerId: string,
  failure: { runAt: Date; lastError: string; failedAt: Date | null },
): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({
      run_at: failure.runAt,
      locked_by: null,
      locked_until: null,
      last_error: failure.lastError,
      failed_at: failure.failedAt,
    })
    .where('id', '=', id as never)
    .where('locked_by', '=', workerId)
    .execute();
}

/** The queue as /metrics reports it (issue 15): jobs due and waiting, held by a worker, retrying after a failure, and given up. */
export async function jobQueueStats(
  db: Database,
  now: Date,
): Promise<{ due: number; running: number; retrying: number; failed: number }> {
  const row = await db
    .selectFrom('background_jobs')
    .select([
      sql<string>`count(*) filter (where failed_at is null and run_at <= ${now} and (locked_until is null or locked_until <= ${now}))`.as(
        'due',
      ),
      sql<string>`count(*) filter (where failed_at is null and locked_until > ${now})`.as('running'),
      sql<string>`count(*) filter (where failed_at is null and last_error is not null)`.as('retrying'),
      sql<string>`count(*) filter (where failed_at is not null)`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return {
    due: Number(row.due),
    running: Number(row.running),
    retrying: Number(row.retrying),
    failed: Number(row.failed),
  };
}
