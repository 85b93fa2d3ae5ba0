import { sql } from 'kysely';
import type { Database } from './database.ts';

/** The primary's write-ahead log position now ('16/B374D848'). */
export async function primaryWalPosition(db: Database): Promise<string> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
  return (rows[0] as { lsn: string }).lsn;
}

/**
 * How far a replica has replayed the primary's log; `recovering` false means the server is no
 * replica (a primary, or a replica promoted after a failover) and `lsn` is then null.
 */
export async function replayedWalPosition(db: Database): Promise<{ lsn: string | null; recovering: boolean }> {
  const { rows } = await sql<{ lsn: string | null; recovering: boolean }>`
    select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as recovering`.execute(db);
  return rows[0] as { lsn: string | null; recovering: boolean };
}
