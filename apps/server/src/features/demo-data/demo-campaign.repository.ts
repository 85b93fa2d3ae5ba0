import { type Insertable, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { CampaignsTable } from '../../platform/db/referral-schema.ts';

/** SQL of the demo's running referral campaign (ADR 0030 revision 2). */

/** Serializes the check-then-insert of two instances starting together (one transaction each). */
export async function lockDemoCampaign(db: Database): Promise<void> {
  // A key of its own, not the demo seeding's: the campaign check runs on every start.
  await sql`select pg_advisory_xact_lock(${sql.lit(0x4a0bca39)})`.execute(db);
}

/** Whether a referral campaign runs at `at` (until its last minute has passed), whoever made it. */
export async function hasRunningReferralCampaign(db: Database, at: Date): Promise<boolean> {
  const row = await db
    .selectFrom('campaigns')
    .select('id')
    .where('kind', '=', 'referral')
    .where('starts_at', '<=', at)
    .where('ends_at', '>', new Date(at.getTime() - 60_000))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDemoCampaign(db: Database, campaign: Insertable<CampaignsTable>): Promise<number> {
  const row = await db.insertInto('campaigns').values(campaign).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
