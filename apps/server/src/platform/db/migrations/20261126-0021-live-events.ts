import { type Kysely, sql } from 'kysely';

/**
 * Live events (issue 11, ADR 0028): the outbox of the event stream. A row is written in the same
 * transaction as what it reports (a message, a read mark, a notification item) and announced with
 * `pg_notify('hashi_live', …)`, which PostgreSQL delivers only when that transaction commits. The
 * rows are kept a day so that a client reconnecting with `Last-Event-ID` is sent what it missed.
 *
 * `audience` names who may receive it: `u:<user id>` (one user's tabs) or `c:<company id>` (every
 * member of a company).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index live_events_audience_idx on live_events (audience, id)`.execute(db);
  await sql`create index live_events_created_idx on live_events (created_at)`.execute(db);
}
