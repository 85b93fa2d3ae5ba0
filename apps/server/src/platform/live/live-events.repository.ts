import type { LiveAudience, LiveEventData, LiveEventType } from '@hashi/shared/live.schema';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** The channel every instance LISTENs on (ADR 0028). */
export const LIVE_CHANNEL = 'hashi_live';

export interface LiveEventRow {
  id: number;
  audience: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Records an event for each audience, in the caller's transaction, and announces it with
 * `pg_notify`: PostgreSQL (and PGlite) deliver the announcement when the transaction commits and
 * never when it rolls back, so a stream never reports something that did not happen.
 */
export async function recordLiveEvent<T extends LiveEventType>(
  db: Database,
  audiences: readonly LiveAudience[],
  type: T,
  data: LiveEventData<T>,
): Promise<void> {
  if (audiences.length === 0) return;
  const json = JSON.stringify(data);
  await sql`
    with added as (
      insert into live_events (audience, type, data)
      select a, ${type}, ${json}::jsonb from unnest(${sql.val([...audiences])}::text[]) as a
      returning id, audience, type, data
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object('id', id, 'audience', audience, 'type', type, 'data', data)::text)
    from added`.execute(db);
}

/** What the audiences were sent after a position, oldest first (a reconnecting stream's replay). */
export async function liveEventsAfter(
  db: Database,
  audiences: readonly string[],
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .selectFrom('live_events')
    .select(['id', 'audience', 'type', 'data'])
    .where('audience', 'in', [...audiences])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every event after a position (an instance catching up after its listening connection dropped). */
export async function allLiveEventsAfter(db: Database, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db
    .selectFrom('live_events')
    .select(['id', 'audience', 'type', 'data'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The oldest position still kept, or null when none is: older positions cannot be replayed. */
export async function oldestLiveEventId(db: Database): Promise<number | null> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

export async function latestLiveEventId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? 0 : Number(row.id);
}

/** Drops events older than `before`; a client that was away longer is told to refetch instead. */
export async function pruneLiveEvents(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
