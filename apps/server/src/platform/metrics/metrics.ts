import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { jobQueueStats } from '../jobs/jobs.repository.ts';
import { countResumableUploads } from '../storage/resumable-uploads.repository.ts';

/**
 * `GET /metrics` in the Prometheus text format (issue 15; ADR 0049), for an operator's scraper:
 * - per instance: HTTP requests by method, route (the route's pattern, never the raw URL with its
 *   ids and tokens) and status, as a duration histogram (its `_count` is the request count); the
 *   database pool's connections; the live event streams held open; whether Redis is away (ADR 0049);
 *   Node's own process metrics;
 * - the whole service, read from the database at scrape time (the same on every instance): the
 *   background job queue by state and the resumable uploads in progress.
 *
 * Off unless METRICS_TOKEN is set; then only a request carrying it as a bearer token is answered
 * (compared in constant time). Each app has its own registry, so tests may build many apps.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const token = deps.config.METRICS_TOKEN;
  if (!token) return;
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry, prefix: 'hashi_' });

  const requests = new Histogram({
    name: 'hashi_http_request_duration_seconds',
    help: 'HTTP requests served by this instance: duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (route === '/metrics') return;
    requests.observe(
      { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'hashi_db_pool_connections',
    help: "This instance's PostgreSQL pool: open connections, idle ones, and queries waiting for one",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = deps.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'hashi_replica_reads',
    help: '1 while this instance sends lag-tolerant reads to the replica (it keeps up), 0 while the primary serves them (ADR 0050); absent without a replica',
    registers,
    collect() {
      if (deps.replica) this.set(deps.replica.monitor.isFresh() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'hashi_live_streams',
    help: 'Live event streams (server-sent events) held open by this instance',
    registers,
    collect() {
      this.set(deps.live.streamCount);
    },
  });
  new Gauge({
    name: 'hashi_redis_away',
    help: 'With REDIS_URL: 1 while Redis does not answer this instance, which then counts rate limits (use="rate_limits") or knows who is online (use="presence") alone',
    labelNames: ['use'] as const,
    registers,
    collect() {
      const limits = deps.limiter.store.away;
      const presence = deps.live.presenceAway;
      if (limits !== undefined) this.set({ use: 'rate_limits' }, limits ? 1 : 0);
      if (presence !== undefined) this.set({ use: 'presence' }, presence ? 1 : 0);
    },
  });
  new Gauge({
    name: 'hashi_jobs',
    help: 'Background jobs of the whole service by state: due, running (leased), retrying (failed before), failed (gave up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const queue = await jobQueueStats(deps.db, deps.now());
      for (const [state, count] of Object.entries(queue)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'hashi_resumable_uploads_in_progress',
    help: 'Resumable uploads of the whole service begun and not yet finished, refused or expired',
    registers,
    async collect() {
      this.set(await countResumableUploads(deps.db));
    },
  });

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!timingSafeEqual(given, expected)) throw new AppError(ErrorCode.Unauthenticated);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
