import { type Kysely, sql } from 'kysely';

/**
 * Migration 0024 seeded, beside the spec's two past campaigns, a running referral campaign for the
 * demo ("Refer a friend: winter 2026", to 31 March 2027): every database, production included, got
 * a live ¥5,000 campaign, and the demo's would end in April 2027. The demo's running campaign is
 * now demo data (features/demo-data/demo-campaign.ts; ADR 0030 revision 2). 0024 has shipped and
 * stays as it is; this takes its campaign out:
 *
 * - deleted where nothing hangs on it: no reward refers to it and no invitation link was first
 *   used inside its period (a friend who signed up with a link then may still earn a reward);
 * - otherwise ended at this migration's minute, so nobody new joins it while every friend who
 *   already came in through a link keeps the reward the page promised, and the ledger keeps its
 *   campaign.
 *
 * Found by its seeded name and period, so an admin's campaign is never touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const seeded = sql`name_en = 'Refer a friend: winter 2026' and kind = 'referral'
    and starts_at = '2026-11-01T10:00:00+09:00' and ends_at = '2027-03-31T23:59:00+09:00'`;
  await sql`delete from campaigns c where ${seeded}
    and not exists (select 1 from campaign_rewards r where r.campaign_id = c.id)
    and not exists (select 1 from invitations i where i.used_at >= c.starts_at)`.execute(db);
  // The last minute that has begun: the campaign runs until it has passed (ADR 0030).
  await sql`update campaigns set ends_at = greatest(starts_at + interval '1 minute', date_trunc('minute', now())),
      updated_at = now()
    where ${seeded}`.execute(db);
}
