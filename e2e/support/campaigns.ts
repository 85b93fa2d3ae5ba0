import type { AdminCampaign } from '@hashi/shared/referral.schema';
import { apiCall } from './api.ts';
import type { Lang } from './browser.ts';
import { apiLogin, DEMO_ADMIN } from './employer.ts';

/** The JST minute string of an instant (`2026-11-29T19:04:00+09:00`), as the admin API takes it. */
function jstMinute(at: Date): string {
  const local = new Date(at.getTime() + 9 * 3_600_000);
  return `${local.toISOString().slice(0, 16)}:00+09:00`;
}

/**
 * A referral campaign that runs now and for at least `days` more days, found through the admin API
 * (the demo data writes one on start, ADR 0030 revision 2) or created there; never a name fixed in
 * the journey, so the journeys pass whatever the date.
 */
export async function runningReferralCampaign(lang: Lang, days = 1): Promise<AdminCampaign> {
  const admin = await apiLogin(lang, DEMO_ADMIN, 3);
  const now = Date.now();
  const list = await apiCall<{ data: AdminCampaign[] }>(
    lang,
    'GET',
    '/api/v1/admin/campaigns?per_page=100',
    undefined,
    admin.access_token,
  );
  const running = list.data.find(
    (c) =>
      c.kind === 'referral' &&
      new Date(c.starts_at).getTime() <= now &&
      new Date(c.ends_at).getTime() >= now + days * 86_400_000,
  );
  if (running) return running;
  const created = await apiCall<{ data: AdminCampaign }>(
    lang,
    'POST',
    '/api/v1/admin/campaigns',
    {
      kind: 'referral',
      name_en: 'Refer a friend (journey)',
      name_ja: 'お友達紹介キャンペーン（テスト）',
      description_en:
        'Invite a friend with your personal link; you and your friend each receive a 5,000 yen gift certificate.',
      description_ja:
        'あなた専用の招待リンクでお友達をご招待ください。あなたとお友達にそれぞれ5,000円分のギフト券をお贈りします。',
      starts_at: jstMinute(new Date(now - 86_400_000)),
      ends_at: jstMinute(new Date(now + (days + 30) * 86_400_000)),
      reward_yen: 5000,
      register_within_days: 7,
      interview_within_days: 30,
      monthly_cap: 5,
    },
    admin.access_token,
  );
  return created.data;
}
