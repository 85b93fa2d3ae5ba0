import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { runForRequest } from '../logging/request-context.ts';
import {
  type ClaimedJob,
  claimDueJob,
  deleteJob,
  ensureSchedule,
  releaseFailedJob,
  rescheduleJob,
} from './jobs.repository.ts';

/**
 * The background job runner (ARCHITECTURE.md; ADR 0016): jobs are rows of `background_jobs`, so
 * they survive a restart. A runner claims one due job at a time with `FOR UPDATE SKIP LOCKED`
 * (several runners, in one process or in `--role=worker` processes, never take the same job),
 * holds it under a lease, and on success deletes it (a periodic job is moved to its next time).
 * A failure is retried with exponential backoff; a runner that dies mid-job leaves a lease that
 * expires, and the job is run again. Handlers must therefore be idempotent.
 */

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
}

export interface JobDefinition {
  name: string;
  handle(payload: unknown, context: JobContext): Promise<void>;
  /** Periodic: one row, run every so many milliseconds (the next time counted from the end of a run). */
  everyMs?: number;
  maxAttempts?: number;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobRunnerOptions {
  db: Database;
  now: () => Date;
  definitions: readonly JobDefinition[];
  log: Log;
  workerId?: string;
  /** How long to wait when no job is due. */
  pollMs?: number;
  /** How long a claimed job is ours; past it, another runner may take it. */
  leaseMs?: number;
}

/** 30 s, 1 min, 2 min … at most 1 hour. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export class JobRunner {
  readonly workerId: string;
  private readonly definitions: Map<string, JobDefinition>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.definitions = new Map(options.definitions.map((d) => [d.name, d]));
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
  }

  /** Writes the periodic jobs' rows (idempotent). */
  async ensureSchedules(): Promise<void> {
    for (const d of this.definitions.values()) {
      if (d.everyMs) await ensureSchedule(this.options.db, d.name, d.everyMs, this.options.now());
    }
  }

  /** Starts polling in the background. */
  async start(): Promise<void> {
    if (this.running) return;
    await this.ensureSchedules();
    this.running = true;
    this.loop = this.poll();
  }

  /** Stops polling and waits for the job in hand to end. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Runs due jobs until none is left; answers how many ran. For tests and one-off runs. */
  async runDue(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && (await this.runOne())) count += 1;
    return count;
  }

  /** Claims and runs one due job; false when none is due. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /** Takes the next due job of a known kind under a lease (and counts the attempt). */
  async claim(): Promise<ClaimedJob | undefined> {
    const now = this.options.now();
    const names = [...this.definitions.keys()];
    if (names.length === 0) return undefined;
    return claimDueJob(this.options.db, {
      workerId: this.workerId,
      names,
      now,
      lockedUntil: new Date(now.getTime() + this.leaseMs),
    });
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) return;
    try {
      // On behalf of the request that enqueued it: what it enqueues in turn carries the same id.
      await runForRequest(job.request_id, () =>
        definition.handle(job.payload, { jobId: job.id, attempt: job.attempts }),
      );
    } catch (err) {
      await this.fail(job, definition, err);
      return;
    }
    await this.succeed(job, definition);
  }

  private async succeed(job: ClaimedJob, definition: JobDefinition): Promise<void> {
    const { db, now } = this.options;
    if (definition.everyMs)
      await rescheduleJob(db, job.id, this.workerId, new Date(now().getTime() + definition.everyMs));
    else await deleteJob(db, job.id, this.workerId);
  }

  private async fail(job: ClaimedJob, definition: JobDefinition, err: unknown): Promise<void> {
    const now = this.options.now();
    const max = definition.maxAttempts ?? job.max_attempts;
    const gaveUp = !definition.everyMs && job.attempts >= max;
    const retryIn = definition.everyMs
      ? Math.min(backoffMs(job.attempts), definition.everyMs)
      : backoffMs(job.attempts);
    const message = err instanceof Error ? err.message : String(err);
    this.options.log[gaveUp ? 'error' : 'warn'](
      {
        err,
        job: job.name,
        jobId: job.id,
        attempt: job.attempts,
        // Under the request log's own key, so one filter finds the request and its jobs.
        ...(job.request_id ? { reqId: job.request_id } : {}),
      },
      gaveUp ? 'background job gave up' : 'background job failed; will retry',
    );
    await releaseFailedJob(this.options.db, job.id, this.workerId, {
      runAt: new Date(now.getTime() + retryIn),
      lastError: message.slice(0, 2000),
      failedAt: gaveUp ? now : null,
    });
  }

  private async poll(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (err) {
        this.options.log.error({ err }, 'background job runner: claim failed');
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }
}

/** `--role=web` serves HTTP only, `--role=worker` runs jobs only, `--role=all` (default) both. */
export type ProcessRole = 'all' | 'web' | 'worker';
export function processRole(argv: readonly string[]): ProcessRole {
  const arg = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
  if (arg === undefined || arg === 'all') return 'all';
  if (arg === 'web' || arg === 'worker') return arg;
  throw new Error(`Unknown --role=${arg}: use all, web or worker`);
}
