import type { Database } from '../../platform/db/database.ts';

/** SQL of the applicant's side of the referral program and of campaigns (ADR 0030). */

/** The applicant's newest unused invitation link. */
export function findOpenInvitation(db: Database, userId: number) {
  return db
    .selectFrom('invitations')
    .select(['id', 'token'])
    .where('inviter_user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertInvitation(db: Database, userId: number, token: string) {
  return db
    .insertInto('invitations')
    .values({ inviter_user_id: userId, token })
    .returning(['id', 'token'])
    .executeTakeFirstOrThrow();
}

export async function countInvited(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_user_id', '=', userId)
    .where('used_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Campaigns running at `at` (until their last minute has passed), the earliest started first. */
export function runningCampaigns(db: Database, at: Date) {
  return db
    .selectFrom('campaigns')
    .selectAll()
    .where('starts_at', '<=', at)
    .where('ends_at', '>', new Date(at.getTime() - 60_000))
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export function userRewards(db: Database, userId: number) {
  return db
    .selectFrom('campaign_rewards as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.id', 'r.role', 'r.amount_yen', 'r.status', 'r.qualified_at', 'r.sent_at', 'c.name_en', 'c.name_ja'])
    .where('r.user_id', '=', userId)
    .where('r.status', '!=', 'capped')
    .orderBy('r.id', 'desc')
    .limit(50)
    .execute();
}
