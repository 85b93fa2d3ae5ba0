import { type Kysely, sql } from 'kysely';

/**
 * Campaign-start notifications (issue 12, spec §3: a campaign's notification shows the gift icon,
 * type other than 1; ADR 0030 "Revision 1"). `announced_at` records that a campaign's start was
 * announced to the registered applicants, so the announcing job does it once per campaign. Campaigns
 * that started before this migration are counted as announced: they began before there was anything
 * to tell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns add column announced_at timestamptz`.execute(db);
  await sql`update campaigns set announced_at = starts_at where starts_at <= now()`.execute(db);
  await sql`create index campaigns_unannounced_idx on campaigns (starts_at) where announced_at is null`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check check (kind in
    ('notice', 'scout', 'pin', 'like', 'match', 'message', 'status', 'scout_expiring', 'job_alert', 'reward',
     'campaign'))`.execute(db);
}
