import type pg from 'pg';

/**
 * The SQL of backups (backup.ts), on a plain client of its own: a dump's snapshot and the tables'
 * row counts. Not through Kysely: the snapshot must live on one connection while pg_dump reads it.
 */

/** Opens a read-only repeatable-read transaction and exports its snapshot for pg_dump (`--snapshot`). */
export async function beginExportedSnapshot(client: pg.Client): Promise<string> {
  await client.query('begin isolation level repeatable read read only');
  const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
  const id = rows[0]?.id;
  if (!id) throw new Error('PostgreSQL exported no snapshot');
  return id;
}

/** Ends the snapshot's transaction (it wrote nothing). */
export async function endSnapshot(client: pg.Client): Promise<void> {
  await client.query('rollback');
}

/** Row counts of every table of the public schema, as `client` sees them (inside its transaction, if any). */
export async function countTables(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = await client.query<{ n: string }>(
      `select count(*)::text as n from "${tablename.replace(/"/g, '""')}"`,
    );
    counts[tablename] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
