import { sql } from 'kysely';
import type { CampaignInput } from '@hashi/shared/referral.schema';
import type { Database } from '../../platform/db/database.ts';

/** SQL of the admin's campaigns, gift-code pool and reward ledger (ADR 0030). */

export async function listCampaignRows(db: Database, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('campaigns')
      .selectAll()
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findCampaignRow(db: Database, id: number) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCampaign(db: Database, input: CampaignInput) {
  return db.insertInto('campaigns').values(input).returningAll().executeTakeFirstOrThrow();
}

export function updateCampaignRow(db: Database, id: number, input: CampaignInput, now: Date) {
  return db
    .updateTable('campaigns')
    .set({ ...input, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Which of `codes` are in the pool already. */
export async function existingCodes(db: Database, codes: string[]): Promise<string[]> {
  const rows = await db.selectFrom('gift_codes').select('code').where('code', 'in', codes).execute();
  return rows.map((r) => r.code);
}

/** Adds codes; a code another upload added meanwhile is skipped. Answers how many were added. */
export async function insertCodes(db: Database, amount: number, codes: string[], adminId: number): Promise<number> {
  const rows = await db
    .insertInto('gift_codes')
    .values(codes.map((code) => ({ code, amount_yen: amount, uploaded_by_user_id: adminId })))
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

export async function poolSummary(db: Database) {
  const { rows } = await sql<{ amount_yen: number; available: number; used: number }>`
    select g.amount_yen,
      count(*) filter (where r.id is null)::int as available,
      count(r.id)::int as used
    from gift_codes g left join campaign_rewards r on r.gift_code_id = g.id
    group by g.amount_yen order by g.amount_yen`.execute(db);
  return rows;
}

function ledger(db: Database) {
  return db
    .selectFrom('campaign_rewards as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as f', 'f.id', 'r.friend_user_id')
    .leftJoin('gift_codes as g', 'g.id', 'r.gift_code_id')
    .select([
      'r.id',
      'r.campaign_id',
      'c.name_en',
      'c.name_ja',
      'r.user_id',
      'u.email as user_email',
      'r.role',
      'r.friend_user_id',
      'f.email as friend_email',
      'r.amount_yen',
      'r.qualified_at',
      'r.period_month',
      'r.status',
      'g.code',
      'r.assigned_at',
      'r.sent_at',
      'r.voided_at',
      'r.void_reason',
    ]);
}
export type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledger>['executeTakeFirstOrThrow']>>;

export async function listLedger(db: Database, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    ledger(db).orderBy('r.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    db
      .selectFrom('campaign_rewards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findLedgerRow(db: Database, id: number) {
  return ledger(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * Voids a reward that is not void yet. A code not mailed yet goes back to the pool; a mailed one
 * stays on record (it is spent).
 */
export async function voidRewardRow(db: Database, id: number, adminId: number, reason: string, now: Date) {
  const result = await db
    .updateTable('campaign_rewards')
    .set((eb) => ({
      status: 'void',
      voided_at: now,
      voided_by_user_id: adminId,
      void_reason: reason,
      gift_code_id: eb.case().when('sent_at', 'is', null).then(null).else(eb.ref('gift_code_id')).end(),
    }))
    .where('id', '=', id)
    .where('status', '!=', 'void')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
