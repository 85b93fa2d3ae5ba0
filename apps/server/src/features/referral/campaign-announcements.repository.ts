import { sql } from 'kysely';
import { UserType } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import { NoticeType } from '../notifications/notify.repository.ts';

/** SQL of the campaign-start notifications (migration 0029; ADR 0030 "Revision 1"). */

/** Campaigns not yet announced that are running at `at`, locked so one runner announces each. */
export function lockUnannouncedRunning(db: Database, at: Date) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name_en', 'name_ja'])
    .where('announced_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', new Date(at.getTime() - 60_000))
    .orderBy('starts_at')
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();
}

/**
 * One gift-icon item (type other than 1) for every registered applicant with a live account. The
 * event key `campaign:<id>` makes a repeat write nothing. Answers the users who got one.
 */
export async function insertCampaignNotifications(
  db: Database,
  campaign: { id: number; name_en: string; name_ja: string },
  at: Date,
): Promise<number[]> {
  const params = JSON.stringify({ campaign_id: campaign.id, name_en: campaign.name_en, name_ja: campaign.name_ja });
  const rows = await db
    .insertInto('notifications')
    .columns(['user_id', 'type', 'kind', 'params', 'link', 'event_key', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id',
          sql<number>`${NoticeType.Event}::int`.as('type'),
          sql<string>`'campaign'`.as('kind'),
          sql<string>`${params}::jsonb`.as('params'),
          sql<string>`'/campaign'`.as('link'),
          sql<string>`${`campaign:${campaign.id}`}`.as('event_key'),
          sql<Date>`${at}::timestamptz`.as('created_at'),
          sql<Date>`${at}::timestamptz`.as('updated_at'),
        ])
        .where('users.type', '=', UserType.JobSeeker)
        .where('users.registered_at', 'is not', null)
        .where('users.deleted_at', 'is', null),
    )
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).where('event_key', 'is not', null).doNothing())
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function markAnnounced(db: Database, campaignId: number, at: Date): Promise<void> {
  await db.updateTable('campaigns').set({ announced_at: at }).where('id', '=', campaignId).execute();
}
