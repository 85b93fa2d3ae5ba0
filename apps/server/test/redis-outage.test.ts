import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/features/auth/auth.service.ts';
import { createRateLimiter } from '../src/platform/rate-limit/create-limiter.ts';
import type { RateLimiter } from '../src/platform/rate-limit/limiter.ts';
import type { RedisStatusLog } from '../src/platform/redis/redis-guard.ts';
import { buildApp } from '../src/app/build-app.ts';
import type { App } from '../src/platform/http/app.ts';
import { buildUser, DEFAULT_PASSWORD, randomIp } from './factories.ts';
import { startRedisServer, type TestRedisServer } from './redis-server.ts';
import { useTestContext } from './test-app.ts';

/**
 * Redis goes away and comes back (issue 15, ADR 0049): the API keeps answering, rate limits fall
 * back to counts in each process, and the shared counts are used again once Redis answers. On a
 * redis-server of the test's own, stopped, frozen and started again.
 */
const METRICS_TOKEN = 'metrics-token-for-the-outage-test';
const ctx = useTestContext({ METRICS_TOKEN });
let redis: TestRedisServer;
/** A second instance of the API on the same Redis (and database), with a limiter of its own. */
let other: App;
let limiters: [RateLimiter, RateLimiter];
const lines: string[] = [];
const log: RedisStatusLog = { warn: (m) => lines.push(`warn: ${m}`), info: (m) => lines.push(`info: ${m}`) };
const closers: Array<() => Promise<void>> = [];

/** Longest a request may take while Redis is away: the store's short timeout plus argon2, on a busy machine. */
const ANSWER_BOUND_MS = 5000;

beforeAll(async () => {
  redis = await startRedisServer();
  const first = createRateLimiter({ REDIS_URL: redis.url }, { log });
  const second = createRateLimiter({ REDIS_URL: redis.url }, { log });
  closers.push(first.close, second.close);
  limiters = [first.limiter, second.limiter];
  ctx.deps.limiter = first.limiter;
  other = await buildApp({ ...ctx.deps, limiter: second.limiter }, { logger: false });
  await other.ready();
  // Connected before the first test: a first connection slower than the guard's wait would count as
  // an outage of its own (and a line of its own).
  for (const limiter of limiters) await limiter.store.count('warm-up');
});
afterAll(async () => {
  await other?.close();
  for (const close of closers) await close();
  await redis?.close();
});

/** A login through `app`, failed unless it answers within ANSWER_BOUND_MS. */
async function login(app: App, email: string, password: string, ip: string): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_BOUND_MS} ms`)), ANSWER_BOUND_MS);
  });
  try {
    return await Promise.race([
      app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password, type: 1 }, remoteAddress: ip }),
      bound,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** This instance's `hashi_redis_away{use="rate_limits"}` as /metrics reports it. */
async function awayMetric(): Promise<string | undefined> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const series = 'hashi_redis_away{use="rate_limits"} ';
  return res.body
    .split('\n')
    .find((line) => line.startsWith(series))
    ?.slice(series.length);
}

/** Until both instances count in Redis again (each probes it once a second while it is away). */
async function untilShared() {
  await expect.poll(() => limiters.map((l) => l.store.away), { timeout: 10_000, interval: 50 }).toEqual([false, false]);
}

const { limit } = LOGIN_LIMITS.failuresPerAccountAndSource;

describe('rate limits while Redis is away', () => {
  it('keeps answering while Redis is stopped, and still stops the source of too many failures', async () => {
    await untilShared();
    const user = await buildUser(ctx);
    const ip = randomIp();
    expect((await login(ctx.app, user.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
    lines.length = 0;
    await redis.stop();
    try {
      for (let i = 0; i < limit; i++) {
        expect((await login(ctx.app, user.email, `Wrong${i}guess`, ip)).statusCode).toBe(422);
      }
      expect(limiters[0].store.away).toBe(true);
      expect(await awayMetric()).toBe('1');
      const stopped = await login(ctx.app, user.email, DEFAULT_PASSWORD, ip);
      expect(stopped.statusCode).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      // The owner elsewhere still signs in.
      expect((await login(ctx.app, user.email, DEFAULT_PASSWORD, randomIp())).statusCode).toBe(200);
    } finally {
      await redis.start();
    }
    await untilShared();
    expect(await awayMetric()).toBe('0');
    // One line when it went away and one when it came back, whatever the number of requests between.
    expect(lines.filter((l) => l.startsWith('warn: Redis (rate limits) is not answering'))).toHaveLength(1);
    expect(
      lines.filter((l) => l === 'info: Redis (rate limits) answers again: shared again across instances'),
    ).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(redis.url);
  });

  it('keeps answering while Redis hangs (a frozen server holds the connection and answers nothing)', async () => {
    await untilShared();
    const user = await buildUser(ctx);
    redis.pause();
    try {
      expect((await login(ctx.app, user.email, 'Wrong0guess', randomIp())).statusCode).toBe(422);
      expect(limiters[0].store.away).toBe(true);
      expect((await login(ctx.app, user.email, DEFAULT_PASSWORD, randomIp())).statusCode).toBe(200);
    } finally {
      redis.resume();
    }
    await untilShared();
  });

  it('shares the counts between instances again once Redis is back', async () => {
    await redis.stop();
    const user = await buildUser(ctx);
    const ip = randomIp();
    try {
      // Both instances answer alone (each notices on its first call).
      expect((await login(ctx.app, user.email, DEFAULT_PASSWORD, randomIp())).statusCode).toBe(200);
      expect((await login(other, user.email, DEFAULT_PASSWORD, randomIp())).statusCode).toBe(200);
      expect(limiters.map((l) => l.store.away)).toEqual([true, true]);
    } finally {
      await redis.start();
    }
    await untilShared();
    // Half the failures through each instance: the 21st attempt is refused only if they counted together.
    for (let i = 0; i < limit; i++) {
      expect((await login(i % 2 ? other : ctx.app, user.email, `Wrong${i}guess`, ip)).statusCode).toBe(422);
    }
    expect((await login(ctx.app, user.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(other, user.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(429);
  });
});
