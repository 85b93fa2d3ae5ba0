import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './limiter.ts';

/** Redis when REDIS_URL is set (several instances share counts), else counts in this process. */
export function createRateLimiter(config: Config): { limiter: RateLimiter; close: () => Promise<void> } {
  if (!config.REDIS_URL) return { limiter: new RateLimiter(new MemoryRateLimitStore()), close: async () => {} };
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    limiter: new RateLimiter(new RedisRateLimitStore(redis)),
    close: async () => {
      await redis.quit();
    },
  };
}
