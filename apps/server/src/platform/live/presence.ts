import { Redis } from 'ioredis';

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

export class RedisPresence extends MemoryPresence {
  private readonly redis: Redis;
  private readonly timer: NodeJS.Timeout;

  constructor(url: string) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', () => {
      // Presence is a hint for e-mail; a lost connection is retried by ioredis and must not crash.
    });
    this.timer = setInterval(() => void this.refresh(), (PRESENCE_TTL_S * 1000) / 3);
    this.timer.unref();
  }

  override hold(audience: string) {
    const first = !this.held.has(audience);
    super.hold(audience);
    if (first) void this.redis.set(key(audience), '1', 'EX', PRESENCE_TTL_S).catch(() => {});
  }

  private async refresh() {
    if (this.held.size === 0) return;
    const pipeline = this.redis.pipeline();
    for (const audience of this.held.keys()) pipeline.set(key(audience), '1', 'EX', PRESENCE_TTL_S);
    await pipeline.exec().catch(() => {});
  }

  override async isOnline(audience: string) {
    if (this.held.has(audience)) return true;
    try {
      return (await this.redis.exists(key(audience))) === 1;
    } catch {
      return false;
    }
  }

  override async close() {
    clearInterval(this.timer);
    await this.redis.quit().catch(() => {});
  }
}
