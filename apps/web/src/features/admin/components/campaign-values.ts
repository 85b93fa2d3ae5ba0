import { type AdminCampaign, type CampaignInput, REFERRAL_RULES } from '@hashi/shared/referral.schema';
import { parseYen } from '../../../lib/format/money.ts';

/** Japan has no summer time: Japan time is always UTC+9 (ADR 0030). */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant → the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in Japan time. */
export function toJstInput(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime() + JST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Japan time → ISO with the +09:00 offset ('' stays '', for the server to refuse). */
export function fromJstInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : value;
}

export type CampaignState = 'running' | 'upcoming' | 'ended';

/** A campaign runs from its start until its last minute (`ends_at`) has passed (ADR 0030). */
export function campaignState(campaign: Pick<AdminCampaign, 'starts_at' | 'ends_at'>, now: Date): CampaignState {
  const t = now.getTime();
  if (t < new Date(campaign.starts_at).getTime()) return 'upcoming';
  return t < new Date(campaign.ends_at).getTime() + 60_000 ? 'running' : 'ended';
}

export const CAMPAIGN_FIELDS = [
  'kind',
  'name_en',
  'name_ja',
  'description_en',
  'description_ja',
  'starts_at',
  'ends_at',
  'reward_yen',
  'once_per_person',
  'register_within_days',
  'interview_within_days',
  'monthly_cap',
] as const;

/** The fields a form holds as typed text and the request sends as numbers. */
type NumberFields = 'reward_yen' | 'register_within_days' | 'interview_within_days' | 'monthly_cap';

/** The form's values: numbers and Japan-time dates as typed, no kind until one is picked. */
export type CampaignValues = Omit<CampaignInput, NumberFields | 'kind'> &
  Record<NumberFields, string> & { kind: CampaignInput['kind'] | null };

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A campaign's values for the editor; a new one starts as a referral campaign with spec §9's rules. */
export function toCampaignValues(campaign: AdminCampaign | null): CampaignValues {
  return {
    kind: campaign?.kind ?? 'referral',
    name_en: campaign?.name_en ?? '',
    name_ja: campaign?.name_ja ?? '',
    description_en: campaign?.description_en ?? '',
    description_ja: campaign?.description_ja ?? '',
    starts_at: campaign ? toJstInput(campaign.starts_at) : '',
    ends_at: campaign ? toJstInput(campaign.ends_at) : '',
    reward_yen: text(campaign ? campaign.reward_yen : REFERRAL_RULES.rewardYen),
    once_per_person: campaign?.once_per_person ?? false,
    register_within_days: text(campaign ? campaign.register_within_days : REFERRAL_RULES.registerWithinDays),
    interview_within_days: text(campaign ? campaign.interview_within_days : REFERRAL_RULES.interviewWithinDays),
    monthly_cap: text(campaign ? campaign.monthly_cap : REFERRAL_RULES.monthlyCap),
  };
}

/** A whole number as typed (full-width digits too), null when empty; anything else is caught by the form first. */
export function parseWhole(value: string): number | null {
  const normalized = value.normalize('NFKC').trim();
  return normalized === '' ? null : Number(normalized);
}

export const isWholeOrEmpty = (value: string) => /^\d*$/.test(value.normalize('NFKC').trim());
export const isYenOrEmpty = (value: string) => !Number.isNaN(parseYen(value) ?? 0);

/** The request body; the server checks the rest (required texts, the order of the dates, ranges). */
export function toCampaignInput(values: CampaignValues): CampaignInput {
  return {
    ...values,
    kind: values.kind as CampaignInput['kind'],
    starts_at: fromJstInput(values.starts_at),
    ends_at: fromJstInput(values.ends_at),
    reward_yen: parseYen(values.reward_yen) as number,
    register_within_days: parseWhole(values.register_within_days),
    interview_within_days: parseWhole(values.interview_within_days),
    monthly_cap: parseWhole(values.monthly_cap),
  };
}
