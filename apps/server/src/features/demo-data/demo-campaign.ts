import type { Database } from '../../platform/db/database.ts';
import { hasRunningReferralCampaign, insertDemoCampaign, lockDemoCampaign } from './demo-campaign.repository.ts';

/**
 * The demo's running referral campaign (ADR 0030 revision 2). The spec's two past campaigns are
 * seeded by migration 0024; a current one is demo data, not a migration, so that production never
 * gets a live ¥5,000 campaign and the demo never finds its campaign over. On every start with demo
 * data, when no referral campaign runs, one is written from the first minute of the current Japan
 * month to the last minute (23:59 JST) three months later. A running campaign, whoever made it, is
 * left alone, so restarts never duplicate it. Never in production, as the demo logins.
 */
export const DEMO_CAMPAIGN_MONTHS = 3;
const JST_OFFSET_MS = 9 * 3_600_000;

/** The first instant of the Japan-time month `months` after the one `at` falls in. */
function jstMonthStart(at: Date, months = 0): Date {
  const local = new Date(at.getTime() + JST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1) - JST_OFFSET_MS);
}

/** The period of a demo campaign written at `now`: `ends_at` is its last minute. */
export function demoCampaignPeriod(now: Date): { starts_at: Date; ends_at: Date } {
  return {
    starts_at: jstMonthStart(now),
    ends_at: new Date(jstMonthStart(now, DEMO_CAMPAIGN_MONTHS).getTime() - 60_000),
  };
}

/** Writes the demo campaign when none runs; answers its id, or null when nothing was written. */
export async function ensureDemoCampaign(
  db: Database,
  options: { now?: Date; production?: boolean } = {},
): Promise<number | null> {
  if (options.production ?? process.env.NODE_ENV === 'production') return null;
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await lockDemoCampaign(trx);
    if (await hasRunningReferralCampaign(trx, now)) return null;
    return insertDemoCampaign(trx, {
      kind: 'referral',
      name_en: 'Refer a friend',
      name_ja: 'お友達紹介キャンペーン',
      description_en:
        'Invite a friend with your personal link. When your friend completes registration within one week and reaches a first interview within 30 days, you and your friend each receive a 5,000 yen gift certificate.',
      description_ja:
        'あなた専用の招待リンクでお友達をご招待ください。お友達が1週間以内に登録を完了し、30日以内に一次面接に進まれた場合、あなたとお友達にそれぞれ5,000円分のギフト券をお贈りします。',
      ...demoCampaignPeriod(now),
      reward_yen: 5000,
      register_within_days: 7,
      interview_within_days: 30,
      monthly_cap: 5,
      once_per_person: false,
      // Announced as it is written: the demo's applicants need no notification of a seeded campaign.
      announced_at: now,
    });
  });
}
