import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { enqueueJob } from './jobs.repository.ts';
import { backoffMs, type JobDefinition, JobRunner, processRole } from './runner.ts';

let handle: DatabaseHandle;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await handle.db.deleteFrom('background_jobs').execute();
});

const runner = (definitions: JobDefinition[], extra: { leaseMs?: number; pollMs?: number } = {}) =>
  new JobRunner({ db: handle.db, now, definitions, log: silent, ...extra });

const jobs = () => handle.db.selectFrom('background_jobs').selectAll().orderBy('id').execute();

describe('JobRunner', () => {
  it('runs a due job once and deletes it; a job not yet due waits', async () => {
    const seen: unknown[] = [];
    const r = runner([{ name: 'echo', handle: async (p) => void seen.push(p) }]);
    await enqueueJob(handle.db, { name: 'echo', payload: { n: 1 }, runAt: now() });
    await enqueueJob(handle.db, { name: 'echo', payload: { n: 2 }, runAt: new Date(now().getTime() + 60_000) });
    expect(await r.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobs()).toHaveLength(1);
    offset += 61_000;
    expect(await r.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await jobs()).toHaveLength(0);
  });

  it('gives a job to one runner only (FOR UPDATE SKIP LOCKED, then a lease)', async () => {
    const a = runner([{ name: 'one', handle: async () => {} }]);
    const b = runner([{ name: 'one', handle: async () => {} }]);
    await enqueueJob(handle.db, { name: 'one', runAt: now() });
    const [first, second] = await Promise.all([a.claim(), b.claim()]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await b.claim()).toBeUndefined();
    const [row] = await jobs();
    expect(row?.locked_by).toBe(first ? a.workerId : b.workerId);
  });

  it('retries a failing job with backoff and gives up after max attempts', async () => {
    let calls = 0;
    const r = runner([
      {
        name: 'flaky',
        maxAttempts: 3,
        handle: async () => {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      },
    ]);
    await enqueueJob(handle.db, { name: 'flaky', runAt: now() });
    expect(await r.runDue()).toBe(1);
    let [row] = await jobs();
    expect(row).toMatchObject({ attempts: 1, last_error: 'boom 1', failed_at: null, locked_by: null });
    expect(new Date(row?.run_at ?? 0).getTime()).toBeGreaterThan(now().getTime() + backoffMs(1) - 1000);
    expect(await r.runDue()).toBe(0);
    offset += backoffMs(1) + 1000;
    await r.runDue();
    offset += backoffMs(2) + 1000;
    await r.runDue();
    [row] = await jobs();
    expect(row).toMatchObject({ attempts: 3, last_error: 'boom 3' });
    expect(row?.failed_at).not.toBeNull();
    offset += 3_600_000;
    expect(await r.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('keeps one row per periodic job and runs it again an interval after each run', async () => {
    let runs = 0;
    const def = {
      name: 'tick',
      everyMs: 60_000,
      handle: async () => {
        runs += 1;
      },
    };
    await runner([def]).ensureSchedules();
    await runner([def]).ensureSchedules();
    expect(await jobs()).toHaveLength(1);
    expect(await runner([def]).runDue()).toBe(1);
    expect(await runner([def]).runDue()).toBe(0);
    offset += 61_000;
    expect(await runner([def]).runDue()).toBe(1);
    expect(runs).toBe(2);
    // A shorter interval on restart brings the next run forward.
    const shorter = { ...def, everyMs: 10_000 };
    await runner([shorter]).ensureSchedules();
    offset += 11_000;
    expect(await runner([shorter]).runDue()).toBe(1);
  });

  it('runs a job abandoned by a dead runner once its lease expires', async () => {
    let runs = 0;
    const def = {
      name: 'work',
      handle: async () => {
        runs += 1;
      },
    };
    await enqueueJob(handle.db, { name: 'work', runAt: now() });
    expect(await runner([def], { leaseMs: 60_000 }).claim()).toBeDefined();
    expect(await runner([def]).runDue()).toBe(0);
    offset += 61_000;
    expect(await runner([def]).runDue()).toBe(1);
    expect(runs).toBe(1);
    const [row] = await jobs();
    expect(row).toBeUndefined();
  });

  it('polls in the background from start() until stop()', async () => {
    const seen: number[] = [];
    const r = runner([{ name: 'bg', handle: async (p) => void seen.push((p as { n: number }).n) }], { pollMs: 20 });
    await r.start();
    await enqueueJob(handle.db, { name: 'bg', payload: { n: 7 }, runAt: now() });
    for (let i = 0; i < 100 && seen.length === 0; i += 1) await new Promise((res) => setTimeout(res, 20));
    await r.stop();
    expect(seen).toEqual([7]);
  });

  it('reads the process role', () => {
    expect(processRole(['node', 'main.ts'])).toBe('all');
    expect(processRole(['node', 'main.ts', '--role=worker'])).toBe('worker');
    expect(processRole(['node', 'main.ts', '--role=web'])).toBe('web');
    expect(() => processRole(['--role=cron'])).toThrow(/Unknown --role/);
  });
});
