import type { ColumnType, Generated } from 'kysely';

/** Table types of the live-event outbox (migration 0021, ADR 0028); part of `DB` in schema.ts. */
type Jsonb<T> = ColumnType<T, string | undefined, string>;

export interface LiveEventsTable {
  id: Generated<number>;
  audience: string;
  type: string;
  data: Jsonb<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface LiveTables {
  live_events: LiveEventsTable;
}
