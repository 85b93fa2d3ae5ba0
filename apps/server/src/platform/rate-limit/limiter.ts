import type { Redis } from 'ioredis';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../errors.ts';

export interface RateLimitRule {
  /** Requests allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Counts one hit in the window of `key`; answers the count so far and the ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  count(key: string): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
  /** Stores backed by Redis: true while Redis is away and this process counts alone (ADR 0049). */
  readonly away?: boolean;
}

/** Fixed windows in this process: enough for one instance (embedded mode). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    w.count += 1;
    return { count: w.count, resetMs: w.endsAt - now };
  }
  async count(key: string) {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.endsAt <= now) return { count: 0, resetMs: 0 };
    return { count: w.count, resetMs: w.endsAt - now };
  }
  async reset(key: string) {
    this.windows.delete(key);
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
  }
}

/** Fixed windows in Redis, so that N API instances share one count. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hashi:rl:',
  ) {}
  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    // One round trip that opens the window with its expiry when there is none: a count can never be
    // left without one (an INCR and a later PEXPIRE could, when Redis goes away between the two).
    const [, [, count], [, ttl]] = (await this.redis
      .multi()
      .set(k, '0', 'PX', windowMs, 'NX')
      .incr(k)
      .pttl(k)
      .exec()) as [[null, 'OK' | null], [null, number], [null, number]];
    return { count, resetMs: ttl < 0 ? windowMs : ttl };
  }
  async count(key: string) {
    const k = this.prefix + key;
    const [[, value], [, ttl]] = (await this.redis.multi().get(k).pttl(k).exec()) as [
      [null, string | null],
      [null, number],
    ];
    return { count: Number(value ?? 0), resetMs: Math.max(ttl, 0) };
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /** Counts a hit on each key and throws 429 with Retry-After when any is over its limit. */
  async consume(keys: Array<[key: string, rule: RateLimitRule]>): Promise<void> {
    for (const [key, rule] of keys) {
      const { count, resetMs } = await this.store.hit(key, rule.windowMs);
      if (count > rule.limit) throw tooManyRequests(resetMs);
    }
  }

  /** Throws 429 when `key` has already reached its limit, without counting a hit. */
  async check(key: string, rule: RateLimitRule): Promise<void> {
    const { count, resetMs } = await this.store.count(key);
    if (count >= rule.limit) throw tooManyRequests(resetMs);
  }

  async record(key: string, rule: RateLimitRule): Promise<void> {
    await this.store.hit(key, rule.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(key);
  }
}

function tooManyRequests(resetMs: number): AppError {
  return new AppError(ErrorCode.TooManyRequests, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(resetMs / 1000))) },
  });
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
