import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of campaigns, gift codes and rewards (migration 0024, ADR 0030); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type CampaignKind = 'referral' | 'interview';
export type RewardRole = 'referrer' | 'friend' | 'participant';
export type RewardStatus = 'awaiting_code' | 'assigned' | 'sent' | 'capped' | 'void';

export interface CampaignsTable {
  id: Generated<number>;
  kind: CampaignKind;
  name_en: string;
  name_ja: string;
  description_en: string;
  description_ja: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  reward_yen: number;
  register_within_days: number | null;
  interview_within_days: number | null;
  monthly_cap: number | null;
  once_per_person: Generated<boolean>;
  /** When the registered applicants were told the campaign started (migration 0029); null until then. */
  announced_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GiftCodesTable {
  id: Generated<number>;
  code: string;
  amount_yen: number;
  uploaded_by_user_id: number | null;
  created_at: CreatedAt;
}

export interface CampaignRewardsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  role: RewardRole;
  friend_user_id: number | null;
  application_id: number | null;
  dedupe_key: string;
  amount_yen: number;
  qualified_at: Timestamp;
  period_month: ColumnType<Date | string, string, string>;
  status: RewardStatus;
  gift_code_id: number | null;
  assigned_at: Timestamp | null;
  sent_at: Timestamp | null;
  voided_at: Timestamp | null;
  voided_by_user_id: number | null;
  void_reason: string | null;
  created_at: CreatedAt;
}

export interface ReferralTables {
  campaigns: CampaignsTable;
  gift_codes: GiftCodesTable;
  campaign_rewards: CampaignRewardsTable;
}

export type CampaignRow = Selectable<CampaignsTable>;
export type RewardRow = Selectable<CampaignRewardsTable>;
