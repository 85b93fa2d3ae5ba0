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

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests load it instead of running initdb). */
  dump?: () => Promise<Blob>;
}

/** Opens PostgreSQL at `url`, or PGlite in `dataDir/pg` (or from a dump, for tests). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool
    // drops it and opens another on the next query.
    pool.on('error', (err) => {
      console.error(`PostgreSQL pool: idle connection lost (${err.message})`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
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
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
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
