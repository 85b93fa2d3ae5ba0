import { Redis } from 'ioredis';
import { REDIS_RETRY_MS, REDIS_TIMEOUT_MS, RedisGuard, type RedisGuardTuning } from './redis-guard.ts';

export interface GuardedRedis {
  redis: Redis;
  guard: RedisGuard;
  close(): Promise<void>;
}

/**
 * A Redis client for state that this process can stand in for while Redis is away (rate limits,
 * presence; ADR 0049): a command fails at once while the connection is down (no offline queue for a
 * request to wait in) and after the guard's timeout when Redis hangs; ioredis reconnects in the
 * background, at most once a second once an outage lasts.
 */
export function connectGuardedRedis(url: string, use: string, tuning: RedisGuardTuning = {}): GuardedRedis {
  const timeoutMs = tuning.timeoutMs ?? REDIS_TIMEOUT_MS;
  const retryMs = tuning.retryMs ?? REDIS_RETRY_MS;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, retryMs),
  });
  // Without a listener ioredis prints "Unhandled error event" at every failed reconnect; the guard
  // reports an outage once, in its own words (which never hold the URL and its password).
  redis.on('error', () => {});
  const probeKey = `hashi:probe:${use.replace(/\W+/g, '-')}`;
  const guard = new RedisGuard(use, () => redis.set(probeKey, '1', 'PX', 10_000), tuning);
  redis.on('ready', () => guard.onReady());
  return {
    redis,
    guard,
    close: async () => {
      guard.close();
      if (redis.status === 'ready') await redis.quit().catch(() => {});
      redis.disconnect();
    },
  };
}
