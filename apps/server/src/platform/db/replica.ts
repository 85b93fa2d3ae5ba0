import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import { currentRequestUser } from '../logging/request-context.ts';
import { connectGuardedRedis, type GuardedRedis } from '../redis/connect-redis.ts';
import { withTimeout } from '../redis/redis-guard.ts';
import { type Database, openDatabase } from './database.ts';
import { primaryWalPosition, replayedWalPosition } from './replica.repository.ts';

/**
 * Reads from a streaming replica (ADR 0050). Reads that may lag — job search, recommendations,
 * reference lists, public pages — call `readMayLag`; it sends them to the replica only while
 *   - the replica keeps up (`ReplicaMonitor`: it has replayed everything the primary had written
 *     REPLICA_MAX_LAG_SECONDS ago, checked every second),
 *   - and the request's user has not written anything lately (`WriteMarks`: a mark set before the
 *     answer to each of their writes goes out, kept longer than the replica may lag),
 * and falls back to the primary when the replica cannot be reached. Everything else reads the
 * primary, transactions included: only `readMayLag` ever hands out the replica.
 */

/** The monitor's verdict: `fresh` is the only state whose reads go to the replica. */
export type ReplicaState = 'starting' | 'fresh' | 'lagging' | 'unreachable' | 'not-a-replica';

/** A log sequence number ('16/B374D848') as a number that compares. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The replica's check runs this often. */
const CHECK_INTERVAL_MS = 1000;
/** A check that takes longer counts as the replica unreachable. */
const CHECK_TIMEOUT_MS = 2000;

/** Where the primary's write-ahead log is, and how far the replica has replayed it. */
export interface WalPositions {
  primary(): Promise<string>;
  replica(): Promise<{ lsn: string | null; recovering: boolean }>;
}

/** The positions read from the two databases. */
export function walPositionsOf(primary: Database, replica: Database): WalPositions {
  return { primary: () => primaryWalPosition(primary), replica: () => replayedWalPosition(replica) };
}

/**
 * Whether the replica keeps up. Each check samples the primary's log position and keeps the
 * samples of the last REPLICA_MAX_LAG_SECONDS and a little more; the replica is fresh when it has
 * replayed at least the newest sample taken that long ago (at start-up, before such a sample
 * exists, the oldest one: a stricter test). Measured in the log, not in time since the last
 * replayed transaction, so that an idle primary does not make a caught-up replica look behind.
 */
export class ReplicaMonitor {
  private samples: Array<{ at: number; lsn: bigint }> = [];
  private current: ReplicaState = 'starting';
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<(state: ReplicaState, detail: string) => void> = [];

  constructor(
    private readonly positions: WalPositions,
    private readonly maxLagMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): ReplicaState {
    return this.current;
  }

  isFresh(): boolean {
    return this.current === 'fresh';
  }

  /** Called with each change of state and why (for the log). */
  onChange(listener: (state: ReplicaState, detail: string) => void): void {
    this.listeners.push(listener);
  }

  /** Checks every second from now on (the first check at once). */
  start(): void {
    if (this.timer) return;
    const tick = async () => {
      await this.check();
      if (this.timer) this.timer = setTimeout(tick, CHECK_INTERVAL_MS).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A read found the replica unreachable: the primary serves until a check finds it again. */
  reportUnreachable(error: unknown): void {
    this.set('unreachable', error instanceof Error ? error.message : String(error));
  }

  async check(): Promise<ReplicaState> {
    const at = this.now();
    let primaryLsn: bigint;
    try {
      primaryLsn = walPosition(await withTimeout(this.positions.primary(), CHECK_TIMEOUT_MS));
    } catch (error) {
      // The primary is away: everything fails alike, and the replica's freshness cannot be told.
      this.set('unreachable', `the primary did not answer (${(error as Error).message})`);
      return this.current;
    }
    this.samples.push({ at, lsn: primaryLsn });
    const cutoff = at - this.maxLagMs;
    // Keep the newest sample at or before the cutoff, and all after it.
    while (this.samples.length > 1 && (this.samples[1] as { at: number }).at <= cutoff) this.samples.shift();
    const target = this.samples[0] as { at: number; lsn: bigint };
    try {
      const replayed = await withTimeout(this.positions.replica(), CHECK_TIMEOUT_MS);
      if (!replayed.recovering || replayed.lsn === null) {
        this.set('not-a-replica', 'DATABASE_REPLICA_URL names a server that is not in recovery');
      } else if (walPosition(replayed.lsn) >= target.lsn) {
        this.set('fresh', `replayed ${replayed.lsn}`);
      } else {
        this.set(
          'lagging',
          `replayed ${replayed.lsn}, ${primaryLsn - walPosition(replayed.lsn)} bytes behind the primary`,
        );
      }
    } catch (error) {
      this.set('unreachable', (error as Error).message);
    }
    return this.current;
  }

  private set(state: ReplicaState, detail: string): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.listeners) listener(state, detail);
  }
}

/**
 * Who wrote lately: a user's lag-tolerant reads go to the primary while their mark lives, so that
 * they read back what they just wrote (ADR 0050). In Redis, so that the next request finds the
 * mark on any instance; kept in the process as well, so that a Redis away for a moment errs
 * towards the primary on this instance at least.
 */
export class WriteMarks {
  private readonly local = new Map<number, number>();
  /** Bounded like the rate limits' (ADR 0049): while Redis fails or hangs, no request waits for it. */
  private readonly shared: GuardedRedis | null;

  constructor(
    private readonly windowMs: number,
    redisUrl: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.shared = redisUrl ? connectGuardedRedis(redisUrl, 'replica read-your-writes') : null;
  }

  /** Marks `userId` as having just written. */
  async record(userId: number): Promise<void> {
    const until = this.now() + this.windowMs;
    this.local.set(userId, until);
    if (this.local.size > 100_000) this.sweep();
    const shared = this.shared;
    if (shared)
      await shared.guard.run(
        () => shared.redis.set(key(userId), '1', 'PX', this.windowMs),
        () => null,
      );
  }

  /** Whether `userId` wrote within the window; true when it cannot be told (Redis away). */
  async hasRecent(userId: number): Promise<boolean> {
    const until = this.local.get(userId);
    if (until !== undefined && until > this.now()) return true;
    const shared = this.shared;
    if (!shared) return false;
    return shared.guard.run(
      async () => (await shared.redis.exists(key(userId))) === 1,
      () => true,
    );
  }

  async close(): Promise<void> {
    await this.shared?.close();
  }

  private sweep(): void {
    const now = this.now();
    for (const [user, until] of this.local) if (until <= now) this.local.delete(user);
  }
}

const key = (userId: number) => `hashi:wrote:${userId}`;

/** The replica as the app uses it: its database, whether it keeps up, and who wrote lately. */
export interface Replica {
  db: Database;
  monitor: ReplicaMonitor;
  marks: WriteMarks;
  close(): Promise<void>;
}

/** Opens DATABASE_REPLICA_URL and starts watching it; null when it is not set. */
export async function openReplica(
  config: Pick<Config, 'DATABASE_REPLICA_URL' | 'REPLICA_MAX_LAG_SECONDS' | 'REDIS_URL'>,
  primary: Database,
): Promise<Replica | null> {
  if (!config.DATABASE_REPLICA_URL) return null;
  const handle = await openDatabase({ url: config.DATABASE_REPLICA_URL, connectTimeoutMs: CHECK_TIMEOUT_MS });
  const maxLagMs = config.REPLICA_MAX_LAG_SECONDS * 1000;
  const monitor = new ReplicaMonitor(walPositionsOf(primary, handle.db), maxLagMs);
  // A write's mark outlives the longest lag a fresh replica may have: the lag allowed plus a check's
  // interval and time.
  const marks = new WriteMarks(maxLagMs + CHECK_INTERVAL_MS + CHECK_TIMEOUT_MS, config.REDIS_URL);
  monitor.start();
  return {
    db: handle.db,
    monitor,
    marks,
    close: async () => {
      monitor.stop();
      await marks.close();
      await handle.close();
    },
  };
}

/** Errors that say the replica could not serve the read (so the primary should), not that the read was wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  '40001', // a hot standby cancelled the read: it conflicted with replaying the primary's changes
]);

function replicaCouldNotServe(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(error.message);
}

/**
 * Runs `read` on the replica when it may (see the top of this file), else on the primary; a
 * replica that fails to serve it hands it to the primary. `read` gets the app's dependencies
 * with `db` set to the database chosen: it must only read.
 */
export async function readMayLag<T>(deps: Deps, read: (deps: Deps) => Promise<T>): Promise<T> {
  const replica = deps.replica;
  if (!replica?.monitor.isFresh()) return read(deps);
  const userId = currentRequestUser();
  if (userId !== undefined && (await replica.marks.hasRecent(userId))) return read(deps);
  try {
    return await read({ ...deps, db: replica.db });
  } catch (error) {
    if (!replicaCouldNotServe(error)) throw error;
    replica.monitor.reportUnreachable(error);
    return read(deps);
  }
}
