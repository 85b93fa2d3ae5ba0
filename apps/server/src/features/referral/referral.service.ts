import { randomBytes } from 'node:crypto';
import type { Locale } from '@hashi/shared/constants';
import type { Campaign, ReferralResponse } from '@hashi/shared/referral.schema';
import type { CampaignRow } from '../../platform/db/referral-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  countInvited,
  findOpenInvitation,
  insertInvitation,
  runningCampaigns,
  userRewards,
} from './referral.repository.ts';

/** The applicant's referral page and the running campaigns (spec §2, §9; ADR 0030). */

const iso = (d: Date | string) => new Date(d).toISOString();
const pick = (locale: Locale, en: string, ja: string) => (locale === 'ja' ? ja : en);

export function campaignOf(locale: Locale, row: CampaignRow): Campaign {
  return {
    id: row.id,
    kind: row.kind,
    name: pick(locale, row.name_en, row.name_ja),
    description: pick(locale, row.description_en, row.description_ja),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    reward_yen: row.reward_yen,
    once_per_person: row.once_per_person,
    register_within_days: row.register_within_days,
    interview_within_days: row.interview_within_days,
    monthly_cap: row.monthly_cap,
  };
}

export async function currentCampaigns(deps: Deps, locale: Locale): Promise<{ data: Campaign[] }> {
  const rows = await runningCampaigns(deps.db, deps.now());
  return { data: rows.map((row) => campaignOf(locale, row)) };
}

/**
 * The applicant's invitation link: each link works for one sign-up (spec §8), so the page shows
 * the newest unused one and makes a new one once a friend has used it.
 */
export async function referralPage(deps: Deps, locale: Locale, userId: number): Promise<ReferralResponse> {
  const invitation =
    (await findOpenInvitation(deps.db, userId)) ??
    (await insertInvitation(deps.db, userId, randomBytes(18).toString('base64url')));
  const [invited, campaigns, rewards] = await Promise.all([
    countInvited(deps.db, userId),
    runningCampaigns(deps.db, deps.now()),
    userRewards(deps.db, userId),
  ]);
  const referral = campaigns.find((c) => c.kind === 'referral');
  const appUrl = deps.config.APP_URL.replace(/\/$/, '');
  return {
    data: {
      invitation_token: invitation.token,
      invitation_url: `${appUrl}/sign-up?invitation_token=${encodeURIComponent(invitation.token)}`,
      invited_count: invited,
      campaign: referral ? campaignOf(locale, referral) : null,
      rewards: rewards.map((r) => ({
        id: r.id,
        campaign_name: pick(locale, r.name_en, r.name_ja),
        role: r.role,
        amount_yen: r.amount_yen,
        status: r.status,
        qualified_at: iso(r.qualified_at),
        sent_at: r.sent_at ? iso(r.sent_at) : null,
      })),
    },
  };
}
