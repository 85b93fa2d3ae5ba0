import type { Config } from '../config.ts';
import { connectGuardedRedis } from '../redis/connect-redis.ts';
import type { RedisGuardTuning } from '../redis/redis-guard.ts';
import { FallbackRateLimitStore } from './fallback-store.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './limiter.ts';

/**
 * Redis when REDIS_URL is set (several instances share counts), else counts in this process. While
 * Redis is away each instance counts alone rather than failing or holding the request (ADR 0049).
 */
export function createRateLimiter(
  config: Pick<Config, 'REDIS_URL'>,
  tuning: RedisGuardTuning = {},
): { limiter: RateLimiter; close: () => Promise<void> } {
  if (!config.REDIS_URL) return { limiter: new RateLimiter(new MemoryRateLimitStore()), close: async () => {} };
  const { redis, guard, close } = connectGuardedRedis(config.REDIS_URL, 'rate limits', tuning);
  return { limiter: new RateLimiter(new FallbackRateLimitStore(new RedisRateLimitStore(redis), guard)), close };
}
