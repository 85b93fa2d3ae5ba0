import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { type App, buildHttpApp } from '../http/app.ts';
import { currentRequestId } from '../logging/request-context.ts';
import { enqueueJob } from './jobs.repository.ts';
import { JobRunner } from './runner.ts';

/**
 * Issue 15: logs stay JSON with the request id, carried into the jobs a request enqueues — and into
 * the jobs those jobs enqueue — whichever process runs them.
 */
const ctx = useTestContext();
let app: App;

beforeAll(async () => {
  // The platform's HTTP app with one route that enqueues a job, after reading a JSON body (whose
  // stream events run outside the request's own async context).
  app = await buildHttpApp(ctx.deps, {
    logger: false,
    registerRoutes: async (instance) => {
      instance.post('/enqueue', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await enqueueJob(ctx.deps.db, { name: 'request-id-test', payload: request.body, runAt: ctx.deps.now() });
        return { seen: currentRequestId() ?? null };
      });
    },
  });
  await app.ready();
});
afterAll(async () => app.close());

const jobsNamed = (name: string) =>
  ctx.deps.db.selectFrom('background_jobs').selectAll().where('name', '=', name).orderBy('id').execute();

describe('request ids in background jobs', () => {
  it('records the id of the request that enqueued a job, and hands it to the job and the jobs it enqueues', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/enqueue',
      headers: { 'x-request-id': 'req-from-the-balancer-1' },
      payload: { n: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ seen: 'req-from-the-balancer-1' });
    expect((await jobsNamed('request-id-test')).map((job) => job.request_id)).toEqual(['req-from-the-balancer-1']);

    // A request with no id of its own gets one (and says it in x-request-id): the job has that one.
    const generated = await app.inject({ method: 'POST', url: '/enqueue', payload: { n: 2 } });
    const id = generated.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await jobsNamed('request-id-test')).at(-1)?.request_id).toBe(id);

    // An id from outside that does not look like one (too long, spaces) is not stored or logged: a fresh one is.
    for (const given of ['x'.repeat(129), 'two words', 'line\u0001break']) {
      const odd = await app.inject({
        method: 'POST',
        url: '/enqueue',
        headers: { 'x-request-id': given },
        payload: {},
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(odd.json().seen).toBe(odd.headers['x-request-id']);
    }
    await ctx.deps.db
      .deleteFrom('background_jobs')
      .where('payload', '=', '{}')
      .where('name', '=', 'request-id-test')
      .execute();

    // The job runs on the request's behalf: what it logs and enqueues carries the same id.
    const warnings: unknown[] = [];
    const log = { info() {}, warn: (entry: unknown) => void warnings.push(entry), error() {} };
    const seenByJobs: Array<string | undefined> = [];
    const runner = new JobRunner({
      db: ctx.deps.db,
      now: ctx.deps.now,
      log,
      definitions: [
        {
          name: 'request-id-test',
          handle: async () => {
            seenByJobs.push(currentRequestId());
            await enqueueJob(ctx.deps.db, { name: 'request-id-follow-up', runAt: ctx.deps.now() });
          },
        },
        {
          name: 'request-id-follow-up',
          handle: async () => {
            throw new Error('the mail server said no');
          },
        },
      ],
    });
    await runner.runDue(4);
    expect(seenByJobs).toEqual(['req-from-the-balancer-1', id]);
    const followUps = await jobsNamed('request-id-follow-up');
    expect(followUps.map((job) => job.request_id).sort()).toEqual(['req-from-the-balancer-1', id].sort());
    // A failure's log line carries the id under the request log's own key.
    expect(warnings).toContainEqual(
      expect.objectContaining({ job: 'request-id-follow-up', reqId: expect.any(String) }),
    );
    // Nothing of the request leaks into code that runs on no request's behalf.
    expect(currentRequestId()).toBeUndefined();
  });
});
