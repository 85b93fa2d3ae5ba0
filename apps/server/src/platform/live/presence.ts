import { randomUUID } from 'node:crypto';
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

/** A holder's mark lapses this long after it was last written; each holder refreshes it three times in that span. */
const PRESENCE_TTL_MS = 45_000;
/** One sorted set per audience: its holders (instances), each scored by when its mark lapses. */
const key = (audience: string) => `hashi:present:${audience}`;

/**
 * Shared through Redis while it answers: each instance that holds a stream for an audience is a member
 * of the audience's set, refreshed while it holds one and removed when its last one closes, so a closed
 * tab is offline at once while another instance's stream keeps the audience online. An instance that
 * dies without removing itself lapses after PRESENCE_TTL_MS. While Redis is away (ADR 0049) "online"
 * falls back to this instance's own streams, and the held audiences are written again as soon as it
 * answers; a call never waits longer than the guard's short timeout.
 */
export class RedisPresence extends MemoryPresence {
  private readonly redis: Redis;
  private readonly guard: RedisGuard;
  private readonly closeRedis: () => Promise<void>;
  private readonly timer: NodeJS.Timeout;
  private readonly instance = randomUUID();

  constructor(url: string, tuning: RedisGuardTuning = {}) {
    super();
    ({ redis: this.redis, guard: this.guard, close: this.closeRedis } = connectGuardedRedis(url, 'presence', tuning));
    // A Redis that restarted empty has lost the sets: write them as soon as it answers again (a new
    // connection, or a hung one that answers again) rather than at the next refresh.
    this.redis.on('ready', () => void this.refresh());
    this.guard.onBack(() => void this.refresh());
    this.timer = setInterval(() => void this.refresh(), PRESENCE_TTL_MS / 3);
    this.timer.unref();
  }

  get away(): boolean {
    return this.guard.away;
  }

  override hold(audience: string) {
    const first = !this.held.has(audience);
    super.hold(audience);
    if (first) void this.guard.run(() => this.mark([audience]), noop);
  }

  override release(audience: string) {
    super.release(audience);
    if (!this.held.has(audience)) void this.guard.run(() => this.redis.zrem(key(audience), this.instance), noop);
  }

  /** Writes this instance's mark in each audience's set; the set itself lives as long as its newest mark. */
  private mark(audiences: Iterable<string>) {
    const lapses = Date.now() + PRESENCE_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const audience of audiences) {
      pipeline.zadd(key(audience), lapses, this.instance).pexpire(key(audience), PRESENCE_TTL_MS);
    }
    return pipeline.exec();
  }

  private async refresh() {
    if (this.held.size === 0) return;
    await this.guard.run(() => this.mark(this.held.keys()), noop);
  }

  /** Online while any instance's mark has not lapsed (instances' clocks agree to well within the TTL). */
  override async isOnline(audience: string) {
    if (this.held.has(audience)) return true;
    return this.guard.run(
      async () => (await this.redis.zcount(key(audience), Date.now(), '+inf')) > 0,
      () => false,
    );
  }

  override async close() {
    clearInterval(this.timer);
    await this.closeRedis();
  }
}

const noop = () => undefined;
