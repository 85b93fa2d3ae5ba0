import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';

/**
 * Issue 15: `GET /metrics` in the Prometheus text format, for an operator's scraper only (a bearer
 * token), with the request histogram by route pattern and status and the service's queue.
 */
const TOKEN = 'metrics-token-for-the-test-scraper';
const ctx = useTestContext({ METRICS_TOKEN: TOKEN });
const off = useTestContext();

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has none. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not there unless METRICS_TOKEN is set: a JSON 404 like any unknown path', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers only the scraper’s token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('hashi_');
    }
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/job-postings/details?id=987654' });
    expect(missing.statusCode).toBe(401);
    await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/123456' });

    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'hashi_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(
      3,
    );
    expect(
      sample(
        body,
        'hashi_http_request_duration_seconds_count{method="GET",route="/api/v1/job-postings/details",status="401"}',
      ),
    ).toBe(1);
    expect(sample(body, 'hashi_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    // Ids and query strings stay out of the labels (no unbounded series, nothing secret).
    expect(body).not.toContain('987654');
    expect(body).not.toContain('123456');
    // The scrapes themselves are not counted.
    expect(body).not.toContain('route="/metrics"');
    // Node's own figures come with it.
    expect(body).toContain('hashi_process_resident_memory_bytes');
  });

  it('reports the whole service’s job queue and uploads, and this instance’s streams', async () => {
    const now = ctx.deps.now();
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, 'hashi_jobs{state="due"}') ?? 0;
    await enqueueJob(ctx.deps.db, { name: 'metrics-test-job', runAt: new Date(now.getTime() - 1000) });
    await enqueueJob(ctx.deps.db, { name: 'metrics-test-job', runAt: new Date(now.getTime() + 3_600_000) });

    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'hashi_jobs{state="due"}')).toBe(before + 1);
    for (const state of ['running', 'retrying', 'failed'])
      expect(sample(body, `hashi_jobs{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'hashi_resumable_uploads_in_progress')).toBe(0);
    expect(sample(body, 'hashi_live_streams')).toBe(0);
    // Without REDIS_URL there is no Redis to be away (test/redis-outage.test.ts has it).
    expect(body).not.toContain('hashi_redis_away{');
    if (ctx.databaseUrl) {
      // PostgreSQL: the pool of this instance (PGlite has none).
      expect(sample(body, 'hashi_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
  });
});
