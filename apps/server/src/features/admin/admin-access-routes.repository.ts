import type { AccessRouteInput } from '@hashi/shared/access-route-admin.schema';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { UserType } from '@hashi/shared/enums';

/** The access-route mapping (spec §9) as the admin console edits it, and the sign-up report's counts. */

const COLUMNS = ['id', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'label'] as const;

export function listAccessRouteRows(db: Database, window: { offset: number; limit: number }) {
  return db
    .selectFrom('access_routes')
    .select(COLUMNS)
    .orderBy('label')
    .orderBy('id')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export async function countAccessRoutes(db: Database): Promise<number> {
  const row = await db
    .selectFrom('access_routes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAccessRouteRow(db: Database, id: number) {
  return db.selectFrom('access_routes').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The row with the same combination (the unique index's columns), other than `exceptId`. */
export function findSameCombination(db: Database, input: AccessRouteInput, exceptId: number | null) {
  let query = db
    .selectFrom('access_routes')
    .select('id')
    .where('utm_source', '=', input.utm_source)
    .where('utm_medium', '=', input.utm_medium)
    .where('utm_campaign', '=', input.utm_campaign)
    .where(sql<boolean>`coalesce(utm_term, '') = ${input.utm_term ?? ''}`)
    .where(sql<boolean>`coalesce(utm_content, '') = ${input.utm_content ?? ''}`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertAccessRoute(db: Database, input: AccessRouteInput) {
  return db.insertInto('access_routes').values(input).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateAccessRouteRow(db: Database, id: number, input: AccessRouteInput) {
  return db.updateTable('access_routes').set(input).where('id', '=', id).returning(COLUMNS).executeTakeFirst();
}

export async function deleteAccessRouteRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('access_routes').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

/**
 * Applicant sign-ups from `start` to before `end`, by month in Japan time and by `by`: the access
 * route label recorded at sign-up, or the channel the applicant named (in `locale`).
 */
export function countSignups(
  db: Database,
  range: { start: Date; end: Date },
  by: 'access_route' | 'channel',
  locale: 'en' | 'ja',
) {
  const month = sql<string>`to_char(users.created_at at time zone 'Asia/Tokyo', 'YYYY-MM')`;
  const label =
    by === 'access_route'
      ? sql<string | null>`users.access_route`
      : sql<string | null>`channels.${sql.raw(locale === 'ja' ? 'name_ja' : 'name_en')}`;
  return db
    .selectFrom('users')
    .leftJoin('channels', 'channels.id', 'users.channel_id')
    .select([month.as('month'), label.as('label')])
    .select((eb) => eb.fn.countAll<string>().as('sign_ups'))
    .where('users.type', '=', UserType.JobSeeker)
    .where('users.created_at', '>=', range.start)
    .where('users.created_at', '<', range.end)
    .groupBy([sql`1`, sql`2`])
    .orderBy(sql`1`)
    .orderBy(sql`3`, 'desc')
    .orderBy(sql`2`)
    .execute();
}
