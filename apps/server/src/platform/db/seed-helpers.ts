import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

export type TableBuilder = CreateTableBuilder<string, never>;

/**
 * Creates a reference-list table (masters): integer ids written by the seed, never serial, so the
 * ids the spec fixes (and every id a profile stores) stay the same on every install; a label per
 * language; a display order. `extra` adds the list's own columns.
 */
export async function createMasterTable(
  db: Kysely<unknown>,
  table: string,
  extra: (t: TableBuilder) => TableBuilder = (t) => t,
): Promise<void> {
  const base = db.schema
    .createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull());
  await extra(base).execute();
}

/** Rows for a master table from seeds in display order: `sort_order` is the position, from 1. */
export function masterRows<T extends { id: number; en: string; ja?: string }>(
  seeds: readonly T[],
  extra: (seed: T) => Record<string, unknown> = () => ({}),
): Array<Record<string, unknown>> {
  return seeds.map((seed, i) => ({
    id: seed.id,
    name_en: seed.en,
    name_ja: seed.ja ?? seed.en,
    sort_order: i + 1,
    ...extra(seed),
  }));
}

const BATCH = 500;

/** Multi-row inserts, a few hundred rows per statement, so a seed of thousands of rows takes a moment. */
export async function insertRows(
  db: Kysely<unknown>,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows
      .slice(i, i + BATCH)
      .map((row) => sql`(${sql.join(columns.map((c) => sql`${row[c] ?? null}`))})`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(
      db,
    );
  }
}
