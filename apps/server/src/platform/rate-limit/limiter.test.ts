import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore, RedisRateLimitStore } from './limiter.ts';

// Redis runs where TEST_REDIS_URL is set (CI sets it); the in-process store runs everywhere.
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, () => RateLimitStore]> = [
  ['memory', () => new MemoryRateLimitStore()],
  ...(redis
    ? [
        ['redis', () => new RedisRateLimitStore(redis, `hashi:test:${Date.now()}:${Math.random()}:`)] as [
          string,
          () => RateLimitStore,
        ],
      ]
    : []),
];

describe.each(stores)('rate limiter on the %s store', (_name, makeStore) => {
  it('allows the limit and refuses the next hit with Retry-After', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await limiter.consume([['k', rule]]);
    const refused = await limiter.consume([['k', rule]]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect(Number((refused as AppError).options.headers?.['retry-after'])).toBeGreaterThanOrEqual(59);
  });

  it('opens a new window when the old one ends', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { limit: 1, windowMs: 50 };
    await limiter.consume([['w', rule]]);
    await expect(limiter.consume([['w', rule]])).rejects.toBeInstanceOf(AppError);
    await new Promise((r) => setTimeout(r, 80));
    await expect(limiter.consume([['w', rule]])).resolves.toBeUndefined();
  });

  it('checks without counting, records failures and resets', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { limit: 2, windowMs: 60_000 };
    await limiter.check('f', rule);
    await limiter.record('f', rule);
    await limiter.check('f', rule);
    await limiter.record('f', rule);
    await expect(limiter.check('f', rule)).rejects.toBeInstanceOf(AppError);
    await limiter.reset('f');
    await expect(limiter.check('f', rule)).resolves.toBeUndefined();
  });

  it('keeps separate counts per key', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { limit: 1, windowMs: 60_000 };
    await limiter.consume([['a', rule]]);
    await expect(limiter.consume([['b', rule]])).resolves.toBeUndefined();
  });
});
