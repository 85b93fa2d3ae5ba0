import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

// bigint (count(*), bigserial) as a JS number on the pg driver, as PGlite already answers.
pg.types.setTypeParser(20, (v) => Number(v));

export type Database = Kysely<DB>;

/**
 * Listens on a notification channel: `onNotify` gets each payload; `onReconnect` is called when a
 * lost listening connection is back (notifications sent meanwhile were missed). Resolves to a
 * function that stops listening.
 */
export type ListenFn = (
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

/** A PostgreSQL pool's connections: open, idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** LISTEN on a channel (the live events of ADR 0028). */
  listen: ListenFn;
  /** PostgreSQL only: the pool's connections now (/metrics). */
  poolStats?: () => PoolStats;
  /** PostgreSQL only: whether a query completed without error in the last `ms` (readiness under load). */
  answeredWithin?: (ms: number) => boolean;
  /** PGlite only: the whole data directory as a tarball (tests load it instead of running initdb). */
  dump?: () => Promise<Blob>;
}

/**
 * How long a pooled PostgreSQL connection may sit idle before it is closed. A new connection is a new
 * backend process with cold catalog caches: with pg's default of 10 s, a quiet service opened one for
 * most requests, and `bench:cluster` measured a p95 of 120–260 ms at one request a second, against
 * 37–50 ms with the connections kept.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/** Opens PostgreSQL at `url`, or PGlite in `dataDir/pg` (or from a dump, for tests). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: how long a new connection may take before the query fails (default: no limit). */
  connectTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POOL_IDLE_MS,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool
    // drops it and opens another on the next query.
    pool.on('error', (err) => {
      console.error(`PostgreSQL pool: idle connection lost (${err.message})`);
    });
    // A connection handed back without an error: the database answered a query just now.
    let answeredAt = 0;
    pool.on('release', (err) => {
      if (!err) answeredAt = Date.now();
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const url = options.url;
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      listen: (...args) => listenPostgres(url, ...args),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      answeredWithin: (ms) => Date.now() - answeredAt <= ms,
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pg');
    mkdirSync(options.dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    dump: async () => (await pglite.dumpDataDir('gzip')) as Blob,
    // One process holds the embedded database, so a notification never needs a reconnect.
    listen: async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The first wait before a lost listening connection is opened again; doubled up to a maximum. */
const RELISTEN_MS = 500;
const RELISTEN_MAX_MS = 15_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). A connection that
 * drops is opened again with backoff, then `onReconnect` lets the listener read what it missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let wait = RELISTEN_MS;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', () => {
      // Followed by 'end', where the connection is replaced.
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      setTimeout(() => void reopen(), wait).unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    wait = RELISTEN_MS;
  };
  const reopen = async () => {
    if (stopped) return;
    try {
      await open();
      onReconnect();
    } catch (err) {
      console.error(`PostgreSQL listener: reconnect failed (${(err as Error).message})`);
      wait = Math.min(wait * 2, RELISTEN_MAX_MS);
      setTimeout(() => void reopen(), wait).unref();
    }
  };
  await open();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

export async function ping(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
