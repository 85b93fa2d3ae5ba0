import type { AdminCampaign, AdminReward, CampaignInput, GiftCodeUpload } from '@hashi/shared/referral.schema';
import { V_REFERRAL } from '@hashi/shared/referral.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { CampaignRow } from '../../platform/db/referral-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, type FieldErrors, notFound } from '../../platform/errors.ts';
import { pageMeta, pageWindow } from '../../platform/http/page-meta.ts';
import {
  existingCodes,
  findCampaignRow,
  findLedgerRow,
  insertCampaign,
  insertCodes,
  type LedgerRow,
  listCampaignRows,
  listLedger,
  poolSummary,
  updateCampaignRow,
  voidRewardRow,
} from './referral-admin.repository.ts';

/** The admin's campaigns, gift-code pool and reward ledger (ADR 0030). Admins only (routes). */

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

const toCampaign = (row: CampaignRow): AdminCampaign => ({
  id: row.id,
  kind: row.kind,
  name_en: row.name_en,
  name_ja: row.name_ja,
  description_en: row.description_en,
  description_ja: row.description_ja,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  reward_yen: row.reward_yen,
  once_per_person: row.once_per_person,
  register_within_days: row.register_within_days,
  interview_within_days: row.interview_within_days,
  monthly_cap: row.monthly_cap,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

function month(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 7);
  // A date column read as a Date is midnight of that day in the server's zone.
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}`;
}

const toReward = (row: LedgerRow): AdminReward => ({
  id: row.id,
  campaign: { id: row.campaign_id, name_en: row.name_en, name_ja: row.name_ja },
  user: row.user_email === null ? null : { id: row.user_id, email: row.user_email },
  role: row.role,
  friend:
    row.friend_user_id === null || row.friend_email === null
      ? null
      : { id: row.friend_user_id, email: row.friend_email },
  amount_yen: row.amount_yen,
  qualified_at: iso(row.qualified_at),
  period_month: month(row.period_month),
  status: row.status,
  gift_code: row.code,
  assigned_at: isoOrNull(row.assigned_at),
  sent_at: isoOrNull(row.sent_at),
  voided_at: isoOrNull(row.voided_at),
  void_reason: row.void_reason,
});

export async function listCampaigns(deps: Deps, page: { page: number; per_page: number }) {
  const { rows, total } = await listCampaignRows(deps.db, pageWindow(page));
  return { data: rows.map(toCampaign), meta: pageMeta(page, total) };
}

export async function showCampaign(deps: Deps, id: number) {
  const row = await findCampaignRow(deps.db, id);
  if (!row) throw notFound();
  return { data: toCampaign(row) };
}

export async function createCampaign(deps: Deps, input: CampaignInput) {
  return { data: toCampaign(await insertCampaign(deps.db, input)) };
}

export async function updateCampaign(deps: Deps, id: number, input: CampaignInput) {
  const row = await updateCampaignRow(deps.db, id, input, deps.now());
  if (!row) throw notFound();
  return { data: toCampaign(row) };
}

/**
 * Adds codes of one amount to the pool. All or nothing: a code repeated in the upload or already
 * in the pool is named under its index (`codes.3`), and nothing is added.
 */
export async function uploadCodes(deps: Deps, adminId: number, input: GiftCodeUpload) {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.codes.forEach((code, i) => {
    if (seen.has(code)) errors[`codes.${i}`] = [V_REFERRAL.giftCodeRepeated];
    seen.add(code);
  });
  const taken = new Set(await existingCodes(deps.db, [...seen]));
  input.codes.forEach((code, i) => {
    if (taken.has(code)) errors[`codes.${i}`] = [V_REFERRAL.giftCodeTaken];
  });
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  const added = await insertCodes(deps.db, input.amount_yen, input.codes, adminId);
  return { data: { added } };
}

export async function codePool(deps: Deps) {
  return { data: await poolSummary(deps.db) };
}

export async function listRewards(deps: Deps, page: { page: number; per_page: number }) {
  const { rows, total } = await listLedger(deps.db, pageWindow(page));
  return { data: rows.map(toReward), meta: pageMeta(page, total) };
}

export async function voidReward(deps: Deps, adminId: number, id: number, reason: string) {
  const row = await findLedgerRow(deps.db, id);
  if (!row) throw notFound();
  if (!(await voidRewardRow(deps.db, id, adminId, reason, deps.now()))) throw new AppError(ErrorCode.RewardNotVoidable);
  const updated = await findLedgerRow(deps.db, id);
  if (!updated) throw notFound();
  return { data: toReward(updated) };
}
