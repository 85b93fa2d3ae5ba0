import type { RedisGuard } from '../redis/redis-guard.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './limiter.ts';

/**
 * The shared store (Redis) while it answers; this process's own counts while it is away (issue 15,
 * ADR 0049). The same rules apply to the local counts, so each instance still refuses the 21st
 * failure from an address — with N instances at worst N× a limit while Redis is away. The local
 * counts start empty and are not merged into Redis when it returns: a window that began in Redis
 * goes on there, and what was counted locally stays local until its own window ends.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly local = new MemoryRateLimitStore();

  constructor(
    private readonly shared: RateLimitStore,
    private readonly guard: RedisGuard,
  ) {}

  get away(): boolean {
    return this.guard.away;
  }

  hit(key: string, windowMs: number) {
    return this.guard.run(
      () => this.shared.hit(key, windowMs),
      () => this.local.hit(key, windowMs),
    );
  }
  count(key: string) {
    return this.guard.run(
      () => this.shared.count(key),
      () => this.local.count(key),
    );
  }
  reset(key: string) {
    return this.guard.run(
      () => this.shared.reset(key),
      () => this.local.reset(key),
    );
  }
}
