import type { Redis } from 'ioredis';
import { connectGuardedRedis } from '../redis/connect-redis.ts';
import type { RedisGuard, RedisGuardTuning } from '../redis/redis-guard.ts';

/**
 * Who holds an event stream open, for "send an e-mail only when they are not online" (ADR 0028).
 * In one process the counts are enough; with REDIS_URL several instances share a key per audience
 * that each holder refreshes, so an audience is online while any instance holds a stream for it.
 */
export interface Presence {
  hold(audience: string): void;
  release(audience: string): void;
  isOnline(audience: string): Promise<boolean>;
  close(): Promise<void>;
  /** Presence through Redis: true while Redis is away and only this instance's streams count. */
  readonly away?: boolean;
}

export class MemoryPresence implements Presence {
  protected readonly held = new Map<string, number>();
  hold(audience: string) {
    this.held.set(audience, (this.held.get(audience) ?? 0) + 1);
  }
  release(audience: string) {
    const left = (this.held.get(audience) ?? 0) - 1;
    if (left > 0) this.held.set(audience, left);
    else this.held.delete(audience);
  }
  async isOnline(audience: string) {
    return this.held.has(audience);
  }
  async close() {}
}

/** A held audience's key lives this long, and is refreshed three times in that span. */
const PRESENCE_TTL_S = 45;
const key = (audience: string) => `hashi:online:${audience}`;

/**
 * Shared through Redis while it answers. While it is away (ADR 0049) "online" falls back to this
 * instance's own streams, and the held keys are written again as soon as it answers; a call never
 * waits longer than the guard's short timeout.
 */
export class RedisPresence extends MemoryPresence {
  private readonly redis: Redis;
  private readonly guard: RedisGuard;
  private readonly closeRedis: () => Promise<void>;
  private readonly timer: NodeJS.Timeout;

  constructor(url: string, tuning: RedisGuardTuning = {}) {
    super();
    ({ redis: this.redis, guard: this.guard, close: this.closeRedis } = connectGuardedRedis(url, 'presence', tuning));
    // A Redis that restarted empty has lost the keys: write them as soon as it answers again (a new
    // connection, or a hung one that answers again) rather than at the next refresh.
    this.redis.on('ready', () => void this.refresh());
    this.guard.onBack(() => void this.refresh());
    this.timer = setInterval(() => void this.refresh(), (PRESENCE_TTL_S * 1000) / 3);
    this.timer.unref();
  }

  get away(): boolean {
    return this.guard.away;
  }

  override hold(audience: string) {
    const first = !this.held.has(audience);
    super.hold(audience);
    if (first) void this.guard.run(() => this.redis.set(key(audience), '1', 'EX', PRESENCE_TTL_S), noop);
  }

  private async refresh() {
    if (this.held.size === 0) return;
    await this.guard.run(() => {
      const pipeline = this.redis.pipeline();
      for (const audience of this.held.keys()) pipeline.set(key(audience), '1', 'EX', PRESENCE_TTL_S);
      return pipeline.exec();
    }, noop);
  }

  override async isOnline(audience: string) {
    if (this.held.has(audience)) return true;
    return this.guard.run(
      async () => (await this.redis.exists(key(audience))) === 1,
      () => false,
    );
  }

  override async close() {
    clearInterval(this.timer);
    await this.closeRedis();
  }
}

const noop = () => undefined;
