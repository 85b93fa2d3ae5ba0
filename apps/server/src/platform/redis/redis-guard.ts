/** Where the guard says that Redis went away and came back: one line each time, never one per request. */
export interface RedisStatusLog {
  warn(message: string): void;
  info(message: string): void;
}

/** Standard error, like the database pool's lost connections (platform/db/database.ts). */
export const consoleStatusLog: RedisStatusLog = {
  warn: (message) => console.warn(message),
  info: (message) => console.warn(message),
};

export interface RedisGuardTuning {
  /** Longest a request waits for Redis before it answers from this process instead. */
  timeoutMs?: number;
  /** While Redis is away, how often one probe asks whether it answers again. */
  retryMs?: number;
  log?: RedisStatusLog;
}

export const REDIS_TIMEOUT_MS = 300;
export const REDIS_RETRY_MS = 1000;

type State = 'connecting' | 'up' | 'away';

/**
 * Keeps a request from waiting on a Redis that is gone or hung (issue 15, ADR 0049). While Redis
 * answers, a call goes to it, bounded by a short timeout; a call that fails or times out marks it
 * away and is answered by the caller's fallback (this process's own knowledge), as is every call
 * after it, without touching Redis. While away, one probe a second (from a timer, never from a
 * request) asks Redis; the first that succeeds brings the calls back to it.
 */
export class RedisGuard {
  private state: State = 'connecting';
  private readonly connected: Promise<void>;
  private markConnected: () => void = () => {};
  private probeTimer: NodeJS.Timeout | null = null;
  private probing = false;
  private closed = false;
  private readonly backListeners: Array<() => void> = [];
  private readonly timeoutMs: number;
  private readonly retryMs: number;
  private readonly log: RedisStatusLog;

  constructor(
    /** What this connection serves, for the log: "rate limits", "presence". */
    private readonly use: string,
    /** A call that succeeds only when Redis serves again (a write, so a read-only Redis is not "back"). */
    private readonly probe: () => Promise<unknown>,
    tuning: RedisGuardTuning = {},
  ) {
    this.timeoutMs = tuning.timeoutMs ?? REDIS_TIMEOUT_MS;
    this.retryMs = tuning.retryMs ?? REDIS_RETRY_MS;
    this.log = tuning.log ?? consoleStatusLog;
    this.connected = new Promise((resolve) => {
      this.markConnected = resolve;
    });
  }

  /** True while Redis is away and this process answers alone. */
  get away(): boolean {
    return this.state === 'away';
  }

  /** The client's connection is ready (first time, or after a reconnect): look at once, not at the next probe. */
  onReady(): void {
    this.markConnected();
    if (this.state === 'connecting') this.state = 'up';
    else if (this.state === 'away') void this.probeOnce();
  }

  /** `listener` runs each time Redis answers again after being away. */
  onBack(listener: () => void): void {
    this.backListeners.push(listener);
  }

  /** `call` on Redis when it answers within the timeout; else `fallback`, this process's answer. */
  async run<T>(call: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (this.state === 'connecting') {
      // The first connection of a starting process: worth a short wait, not a fallback at once.
      try {
        await withTimeout(this.connected, this.timeoutMs);
      } catch (err) {
        this.goAway(err);
      }
    }
    if (this.state === 'away') return fallback();
    try {
      return await withTimeout(call(), this.timeoutMs);
    } catch (err) {
      this.goAway(err);
      return fallback();
    }
  }

  close(): void {
    this.closed = true;
    this.stopProbing();
  }

  private goAway(err: unknown) {
    if (this.state === 'away' || this.closed) return;
    this.state = 'away';
    this.log.warn(
      `Redis (${this.use}) is not answering (${describeError(err)}): this instance answers alone until it does; ` +
        `checking again every ${this.retryMs / 1000} s`,
    );
    this.probeTimer = setInterval(() => void this.probeOnce(), this.retryMs);
    this.probeTimer.unref();
  }

  private async probeOnce() {
    if (this.probing || this.closed || this.state !== 'away') return;
    this.probing = true;
    try {
      await withTimeout(this.probe(), this.timeoutMs);
    } catch {
      return; // still away; the next probe asks again
    } finally {
      this.probing = false;
    }
    if (this.state !== 'away' || this.closed) return;
    this.state = 'up';
    this.stopProbing();
    this.log.info(`Redis (${this.use}) answers again: shared again across instances`);
    for (const listener of this.backListeners) listener();
  }

  private stopProbing() {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }
}

/** `promise`, or a rejection when it has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** An error's message fit for the log: a URL's credentials (redis://user:password@host) taken out. */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/([a-z][a-z0-9+.-]*:\/\/)[^@/\s]*@/gi, '$1');
}
