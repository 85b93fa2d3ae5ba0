import { sql } from 'kysely';
import { ApplyStatus } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import type { RewardRole, RewardStatus } from '../../platform/db/referral-schema.ts';

/** SQL of the monthly reward settlement (ADR 0030). */

/** The statuses that mean "reached a first interview" (a company may skip straight past it). */
export const INTERVIEW_REACHED = [
  ApplyStatus.FirstInterview,
  ApplyStatus.SecondOrFurtherInterview,
  ApplyStatus.FinalInterview,
  ApplyStatus.JobOffer,
  ApplyStatus.Placement,
  ApplyStatus.Join,
];

export interface ReferralCandidate {
  campaign_id: number;
  reward_yen: number;
  register_within_days: number | null;
  interview_within_days: number | null;
  monthly_cap: number | null;
  friend_id: number;
  friend_email: string;
  friend_created_at: Date;
  registered_at: Date;
  invitation_created_at: Date;
  used_at: Date;
  referrer_id: number;
  referrer_email: string;
  first_interview_at: Date;
  application_id: number;
}

/**
 * Friends who signed up with a link during a referral campaign, registered, and reached a first
 * interview before `before`, without a reward yet; the earliest interview first.
 */
export async function referralCandidates(db: Database, before: Date): Promise<ReferralCandidate[]> {
  const { rows } = await sql<ReferralCandidate>`
    select c.id as campaign_id, c.reward_yen, c.register_within_days, c.interview_within_days, c.monthly_cap,
      f.id as friend_id, f.email as friend_email, f.created_at as friend_created_at, f.registered_at,
      i.created_at as invitation_created_at, i.used_at, r.id as referrer_id, r.email as referrer_email,
      fi.changed_at as first_interview_at, fi.application_id
    from invitations i
    join users f on f.id = i.used_by_user_id and f.deleted_at is null and f.registered_at is not null
    join users r on r.id = i.inviter_user_id and r.deleted_at is null
    join campaigns c on c.kind = 'referral' and i.used_at >= c.starts_at and i.used_at < c.ends_at + interval '1 minute'
    join lateral (
      select s.changed_at, a.id as application_id
      from applications a join application_status_changes s on s.application_id = a.id
      where a.applicant_id = f.id and s.status = any(${sql.val(INTERVIEW_REACHED)}::int[])
      order by s.changed_at, s.id limit 1
    ) fi on true
    where fi.changed_at < ${before}
      and not exists (select 1 from campaign_rewards x where x.dedupe_key = 'referral:friend:' || f.id)
    order by fi.changed_at, f.id`.execute(db);
  return rows;
}

export interface InterviewCandidate {
  campaign_id: number;
  reward_yen: number;
  once_per_person: boolean;
  user_id: number;
  application_id: number;
  first_interview_at: Date;
}

/** Applications whose first interview fell in an interview campaign, before `before`; earliest first. */
export async function interviewCandidates(db: Database, before: Date): Promise<InterviewCandidate[]> {
  const { rows } = await sql<InterviewCandidate>`
    with reached as (
      select a.id as application_id, a.applicant_id as user_id, min(s.changed_at) as first_interview_at
      from applications a join application_status_changes s on s.application_id = a.id
      where s.status = any(${sql.val(INTERVIEW_REACHED)}::int[])
      group by a.id, a.applicant_id
    )
    select c.id as campaign_id, c.reward_yen, c.once_per_person, x.user_id, x.application_id, x.first_interview_at
    from reached x
    join users u on u.id = x.user_id and u.deleted_at is null
    join campaigns c on c.kind = 'interview' and x.first_interview_at >= c.starts_at
      and x.first_interview_at < c.ends_at + interval '1 minute'
    where x.first_interview_at < ${before}
      and not exists (select 1 from campaign_rewards r where r.dedupe_key in (
        'campaign:' || c.id || ':user:' || x.user_id, 'campaign:' || c.id || ':application:' || x.application_id))
    order by x.first_interview_at, x.application_id`.execute(db);
  return rows;
}

/** Serializes settlements of one referrer (its monthly cap is counted then written). */
export async function lockUser(db: Database, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function countReferrerRewards(db: Database, userId: number, periodMonth: string): Promise<number> {
  const row = await db
    .selectFrom('campaign_rewards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('role', '=', 'referrer')
    .where('period_month', '=', periodMonth)
    .where('status', '!=', 'capped')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes a reward once: the id, or undefined when its key exists already. */
export async function insertReward(
  db: Database,
  reward: {
    campaign_id: number;
    user_id: number;
    role: RewardRole;
    friend_user_id: number | null;
    application_id: number | null;
    dedupe_key: string;
    amount_yen: number;
    qualified_at: Date;
    period_month: string;
    status: RewardStatus;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('campaign_rewards')
    .values(reward)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Takes a free code of `amount` from the pool for a reward (skipping codes another runner holds). */
export async function assignFreeCode(db: Database, rewardId: number, amount: number, now: Date): Promise<boolean> {
  const code = await db
    .selectFrom('gift_codes as g')
    .select('g.id')
    .where('g.amount_yen', '=', amount)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('campaign_rewards as r').select('r.id').whereRef('r.gift_code_id', '=', 'g.id'))),
    )
    .orderBy('g.id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!code) return false;
  await db
    .updateTable('campaign_rewards')
    .set({ gift_code_id: code.id, status: 'assigned', assigned_at: now })
    .where('id', '=', rewardId)
    .execute();
  return true;
}

export function waitingRewards(db: Database, limit: number) {
  return db
    .selectFrom('campaign_rewards')
    .select(['id', 'amount_yen'])
    .where('status', '=', 'awaiting_code')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** A reward with what its mail needs. */
export function rewardToSend(db: Database, rewardId: number) {
  return db
    .selectFrom('campaign_rewards as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .leftJoin('gift_codes as g', 'g.id', 'r.gift_code_id')
    .select([
      'r.id',
      'r.user_id',
      'r.role',
      'r.status',
      'r.amount_yen',
      'g.code',
      'u.email',
      'u.locale',
      'u.deleted_at',
      'c.name_en',
      'c.name_ja',
    ])
    .where('r.id', '=', rewardId)
    .executeTakeFirst();
}

/** Marks an assigned reward sent; false when it was not assigned any more (voided, sent). */
export async function markRewardSent(db: Database, rewardId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('campaign_rewards')
    .set({ status: 'sent', sent_at: now })
    .where('id', '=', rewardId)
    .where('status', '=', 'assigned')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
