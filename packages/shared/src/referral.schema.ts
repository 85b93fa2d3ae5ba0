import { z } from 'zod';
import { paginated, queryPageFields } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * The refer-a-friend program and gift-certificate campaigns (spec §2, §9; issue 12; ADR 0030).
 * Applicants: `GET /api/v1/referral` (their invitation link, the running referral campaign and their
 * rewards) and `GET /api/v1/campaigns/current`. Admins: `/api/v1/admin/campaigns`,
 * `/api/v1/admin/gift-codes`, `/api/v1/admin/rewards` (the ledger) and `…/rewards/{id}/void`.
 */

const id = z.number().int();
const iso = z.iso.datetime({ offset: true });

export const CAMPAIGN_KINDS = ['referral', 'interview'] as const;
export const REWARD_ROLES = ['referrer', 'friend', 'participant'] as const;
export const REWARD_STATUSES = ['awaiting_code', 'assigned', 'sent', 'capped', 'void'] as const;
/** Spec §9: the referral program's rules, the defaults of a new referral campaign. */
export const REFERRAL_RULES = {
  rewardYen: 5000,
  registerWithinDays: 7,
  interviewWithinDays: 30,
  monthlyCap: 5,
} as const;
export const GIFT_CODE_PATTERN = /^[A-Za-z0-9-]{6,64}$/;
export const GIFT_CODES_PER_UPLOAD = 1000;

export const V_REFERRAL = {
  endOrder: 'validation.campaign_end_order',
  giftCodeFormat: 'validation.gift_code_format',
  giftCodeRepeated: 'validation.gift_code_repeated',
  giftCodeTaken: 'validation.gift_code_taken',
} as const;

/** A campaign as applicants read it, in their language. */
export const campaignSchema = z.object({
  id,
  kind: z.enum(CAMPAIGN_KINDS),
  name: z.string(),
  description: z.string(),
  starts_at: iso,
  /** The last minute of the campaign (it runs until this minute has passed). */
  ends_at: iso,
  reward_yen: z.number().int(),
  once_per_person: z.boolean(),
  register_within_days: z.number().int().nullable(),
  interview_within_days: z.number().int().nullable(),
  monthly_cap: z.number().int().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const currentCampaignsResponseSchema = z.object({ data: z.array(campaignSchema) });

export const myRewardSchema = z.object({
  id,
  campaign_name: z.string(),
  role: z.enum(REWARD_ROLES),
  amount_yen: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  qualified_at: iso,
  sent_at: iso.nullable(),
});
export type MyReward = z.infer<typeof myRewardSchema>;

/** GET /api/v1/referral: the applicant's invitation link (unused; a new one once a friend used it). */
export const referralResponseSchema = z.object({
  data: z.object({
    invitation_token: z.string(),
    invitation_url: z.string(),
    /** Friends who signed up with one of the applicant's links. */
    invited_count: z.number().int(),
    campaign: campaignSchema.nullable(),
    rewards: z.array(myRewardSchema),
  }),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });
const days = z.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.invalidValue }).max(365, {
  error: V.invalidValue,
});

/** An admin's campaign: texts in both languages, the period in Japan time (ISO with offset). */
export const campaignInputSchema = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS, { error: V.invalidValue }),
    name_en: requiredText(200),
    name_ja: requiredText(200),
    description_en: requiredText(5000),
    description_ja: requiredText(5000),
    starts_at: z.iso.datetime({ offset: true, error: V.date }),
    ends_at: z.iso.datetime({ offset: true, error: V.date }),
    reward_yen: z
      .number({ error: V.number })
      .int({ error: V.integer })
      .min(1, { error: V.invalidValue })
      .max(1_000_000, { error: V.invalidValue }),
    once_per_person: z.boolean({ error: V.invalidType }).default(false),
    register_within_days: days.nullish().transform((v) => v ?? null),
    interview_within_days: days.nullish().transform((v) => v ?? null),
    monthly_cap: z
      .number({ error: V.number })
      .int({ error: V.integer })
      .min(1, { error: V.invalidValue })
      .max(1000, { error: V.invalidValue })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (new Date(c.ends_at).getTime() <= new Date(c.starts_at).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: V_REFERRAL.endOrder });
    }
    if (c.kind === 'referral') {
      for (const field of ['register_within_days', 'interview_within_days', 'monthly_cap'] as const) {
        if (c[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: V.required });
      }
    }
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const adminCampaignSchema = z.object({
  id,
  kind: z.enum(CAMPAIGN_KINDS),
  name_en: z.string(),
  name_ja: z.string(),
  description_en: z.string(),
  description_ja: z.string(),
  starts_at: iso,
  ends_at: iso,
  reward_yen: z.number().int(),
  once_per_person: z.boolean(),
  register_within_days: z.number().int().nullable(),
  interview_within_days: z.number().int().nullable(),
  monthly_cap: z.number().int().nullable(),
  created_at: iso,
  updated_at: iso,
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignResponseSchema = z.object({ data: adminCampaignSchema });
export const adminCampaignListResponseSchema = paginated(adminCampaignSchema);
export const adminListQuerySchema = z.object(queryPageFields({ perPage: 20, maxPage: 100_000 }));

/** POST /api/v1/admin/gift-codes: codes of one amount, one per entry. */
export const giftCodeUploadSchema = z
  .object({
    amount_yen: z
      .number({ error: V.number })
      .int({ error: V.integer })
      .min(1, { error: V.invalidValue })
      .max(1_000_000, { error: V.invalidValue }),
    codes: z
      .array(z.string({ error: V.invalidType }).trim().regex(GIFT_CODE_PATTERN, { error: V_REFERRAL.giftCodeFormat }), {
        error: V.required,
      })
      .min(1, { error: V.required })
      .max(GIFT_CODES_PER_UPLOAD, { error: V.maxItems }),
  })
  .strict();
export type GiftCodeUpload = z.infer<typeof giftCodeUploadSchema>;
export const giftCodeUploadResponseSchema = z.object({ data: z.object({ added: z.number().int() }) });
export const giftCodePoolResponseSchema = z.object({
  data: z.array(z.object({ amount_yen: z.number().int(), available: z.number().int(), used: z.number().int() })),
});

const userRef = z.object({ id, email: z.string() });
export const adminRewardSchema = z.object({
  id,
  campaign: z.object({ id, name_en: z.string(), name_ja: z.string() }),
  user: userRef.nullable(),
  role: z.enum(REWARD_ROLES),
  friend: userRef.nullable(),
  amount_yen: z.number().int(),
  qualified_at: iso,
  /** YYYY-MM, the Japan-time month the reward was settled for. */
  period_month: z.string(),
  status: z.enum(REWARD_STATUSES),
  gift_code: z.string().nullable(),
  assigned_at: iso.nullable(),
  sent_at: iso.nullable(),
  voided_at: iso.nullable(),
  void_reason: z.string().nullable(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;
export const adminRewardListResponseSchema = paginated(adminRewardSchema);
export const adminRewardResponseSchema = z.object({ data: adminRewardSchema });
export const voidRewardSchema = z.object({ reason: requiredText(2000) }).strict();
