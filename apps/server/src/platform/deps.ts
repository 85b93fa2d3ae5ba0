import type { Config } from './config.ts';
import type { Database, PoolStats } from './db/database.ts';
import type { LiveHub } from './live/live-hub.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimiter } from './rate-limit/limiter.ts';
import type { Replica } from './db/replica.ts';
import type { LiveSessions } from './auth/live-sessions.ts';

/** What features need from the platform; built once in main.ts (or by a test) and passed to buildApp (src/app/build-app.ts). */
export interface Deps {
  config: Config;
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The live event streams of this instance (ADR 0028). */
  live: LiveHub;
  /** The clock, replaceable in tests that need time to pass. */
  now: () => Date;
  /** The PostgreSQL pool's connections, for /metrics; absent on PGlite. */
  poolStats?: () => PoolStats;
  /** Whether the database answered a query in the last `ms` (PostgreSQL; /readyz under load). */
  databaseAnsweredWithin?: (ms: number) => boolean;
  /** A streaming replica for reads that may lag (ADR 0050: `readMayLag`); absent without DATABASE_REPLICA_URL. */
  replica?: Replica;
  /**
   * The sessions this instance found live, believed for a while instead of asked on every signed-in
   * request (ADR 0051); without it each request asks the database.
   */
  sessions?: LiveSessions;
  /** True once the process is stopping: /readyz answers 503 so that the load balancer drains it (main.ts). */
  draining?: () => boolean;
}
