import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, POOL_IDLE_MS } from '../src/platform/db/database.ts';
import { buildApp } from '../src/app/build-app.ts';
import { useTestContext } from './test-app.ts';
import { freePort } from './free-port.ts';

const ctx = useTestContext();

describe('platform', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 while draining (a stopping instance), /healthz still 200', async () => {
    let draining = false;
    const app = await buildApp({ ...ctx.deps, draining: () => draining }, { logger: false });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      draining = true;
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts a query answered in the last seconds as ready, without waiting for a ping in a busy pool', async () => {
    // A database that no query reaches now (as a pool whose every connection is busy would not in time).
    const unreachable = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/hashi` });
    let answeredRecently = true;
    const app = await buildApp(
      { ...ctx.deps, db: unreachable.db, databaseAnsweredWithin: () => answeredRecently },
      { logger: false },
    );
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      answeredRecently = false;
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('knows when PostgreSQL last answered a query', async () => {
    await ctx.deps.db.selectFrom('users').select('id').limit(1).execute();
    expect(ctx.deps.databaseAnsweredWithin?.(2000)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps an idle PostgreSQL connection for minutes, not seconds (a new one is a cold backend)',
    async () => {
      const url = ctx.databaseUrl;
      if (!url) throw new Error('no PostgreSQL database for this file');
      const handle = await openDatabase({ url, poolSize: 1 });
      const backend = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid;
      // Only the pool's idle timers are simulated; the connection's sockets are real.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const first = await backend();
        expect(first).toBeGreaterThan(0);
        vi.advanceTimersByTime(60_000);
        expect(await backend()).toBe(first);
        vi.advanceTimersByTime(POOL_IDLE_MS + 1000);
        expect(await backend()).not.toBe(first);
      } finally {
        vi.useRealTimers();
        await handle.close();
      }
    },
  );

  it('gives every response a request id, echoing the caller’s', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await ctx.app.inject({ url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/user/auth' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // Refusals and unknown paths too; the load balancer's probes skip them (ADR 0051).
    for (const url of ['/api/v1/applicant-basic-personal-information', '/api/v1/nothing-here']) {
      const refused = await ctx.app.inject({ url });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    }
    for (const url of ['/healthz', '/readyz']) {
      expect((await ctx.app.inject({ url })).headers['content-security-policy']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'remember_me',
    );
    expect(Object.keys(doc.paths)).toContain('/api/v1/user/auth');
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/nothing-here', headers: { 'x-localization': 'ja' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'お探しの情報が見つかりませんでした。', code: 'not_found' });
  });
});
