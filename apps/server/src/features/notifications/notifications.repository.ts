import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { NotificationKind } from '../../platform/db/notification-schema.ts';
import { userAudience } from '@hashi/shared/live.schema';
import { recordLiveEvent } from '../../platform/live/live-events.repository.ts';

/** A notification with what its body is made from: the approach's company and posting, the notice, the search. */
export interface NotificationRow {
  id: number;
  type: number;
  kind: NotificationKind;
  params: Record<string, string | number | null>;
  link: string | null;
  count: number;
  read_at: Date | null;
  updated_at: Date;
  company_name_en: string | null;
  company_name_ja: string | null;
  title_en: string | null;
  title_ja: string | null;
  notice_title_en: string | null;
  notice_title_ja: string | null;
  notice_body_en: string | null;
  notice_body_ja: string | null;
  search_name: string | null;
}

const SELECT = sql`select n.id, n.type, n.kind, n.params, n.link, n.count, n.read_at, n.updated_at,
    c.name_en as company_name_en, c.name_ja as company_name_ja, p.title_en, p.title_ja,
    an.title_en as notice_title_en, an.title_ja as notice_title_ja,
    an.body_en as notice_body_en, an.body_ja as notice_body_ja, ss.name as search_name
  from notifications n
  left join approaches a on a.id = (n.params->>'approach_id')::integer
  left join job_postings p on p.id = a.job_posting_id
  left join companies c on c.id = a.company_id
  left join admin_notices an on an.id = (n.params->>'notice_id')::integer
  left join saved_searches ss on ss.id = (n.params->>'saved_search_id')::integer`;

/**
 * Fans the published admin notices out to the applicant (once each: `notice:<id>`), so a notice is
 * an item with its own read mark. Only notices published since the account was created.
 */
export async function receiveNotices(db: Database, userId: number, now: Date): Promise<void> {
  await sql`insert into notifications (user_id, type, kind, params, link, event_key, created_at, updated_at)
    select ${userId}, 1, 'notice', jsonb_build_object('notice_id', an.id), null, 'notice:' || an.id,
      an.published_at, an.published_at
    from admin_notices an join users u on u.id = ${userId}
    where an.published_at is not null and an.published_at <= ${now}
      and an.published_at >= u.created_at - interval '30 days'
    on conflict (user_id, event_key) where event_key is not null do nothing`.execute(db);
}

export async function listNotifications(
  db: Database,
  userId: number,
  filter: { unread?: boolean },
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const unread = filter.unread ? sql`and n.read_at is null` : sql``;
  const [rows, count] = await Promise.all([
    sql<NotificationRow>`${SELECT} where n.user_id = ${userId} ${unread}
      order by n.updated_at desc, n.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::integer as n from notifications n where n.user_id = ${userId} ${unread}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findNotification(db: Database, userId: number, id: number) {
  const { rows } = await sql<NotificationRow>`${SELECT} where n.user_id = ${userId} and n.id = ${id}`.execute(db);
  return rows[0];
}

export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks one item (when `id` is given) or all of the user's items read; answers how many changed. */
export async function markNotificationsRead(db: Database, userId: number, id: number | undefined, now: Date) {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  // The user's other tabs update their bell (ADR 0028).
  if (changed > 0) await recordLiveEvent(db, [userAudience(userId)], 'notification', {});
  return changed;
}

/** Unreplied scouts of open postings expiring in (now, until] that have not been warned about yet. */
export async function findExpiringScouts(db: Database, now: Date, until: Date) {
  const { rows } = await sql<{ id: number; applicant_id: number; thread_code: string }>`select a.id,
      a.applicant_id, a.thread_code
    from approaches a join job_postings p on p.id = a.job_posting_id
    where a.scouted_at is not null and a.scout_reply is null
      and a.scout_expires_at > ${now} and a.scout_expires_at <= ${until}
      and p.status = 3 and not p.is_closed
      and not exists (select 1 from notifications n
        where n.user_id = a.applicant_id and n.event_key = 'scout_expiring:' || a.id)`.execute(db);
  return rows;
}
