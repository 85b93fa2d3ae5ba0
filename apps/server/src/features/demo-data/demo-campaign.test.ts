import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { up as takeSeededCampaignOut } from '../../platform/db/migrations/20261128-0036-demo-campaign-out.ts';
import { currentCampaigns } from '../referral/referral.service.ts';
import { demoCampaignPeriod, ensureDemoCampaign } from './demo-campaign.ts';

/** ADR 0030 revision 2: migrations seed only the spec's past campaigns; the demo's running one is demo data. */
const ctx = useTestContext();
const jst = (local: string) => new Date(`${local}+09:00`);
const referralCampaigns = () =>
  ctx.deps.db
    .selectFrom('campaigns')
    .select(['id', 'name_en', 'starts_at', 'ends_at'])
    .where('kind', '=', 'referral')
    .orderBy('id')
    .execute();
const runningNames = async (now: Date) =>
  (await currentCampaigns({ ...ctx.deps, now: () => now }, 'en')).data.map((c) => c.name);

describe('the campaigns a database starts with', () => {
  it('are the spec’s two past campaigns only: no running campaign comes from a migration', async () => {
    const names = (await ctx.deps.db.selectFrom('campaigns').select('name_en').orderBy('id').execute()).map(
      (c) => c.name_en,
    );
    expect(names).toEqual(['Refer a friend: July 2021', 'Next Step campaign']);
    expect(await runningNames(new Date())).toEqual([]);
  });
});

describe('the demo’s running referral campaign', () => {
  it('runs from the current Japan-time month’s start to the last minute three months later', () => {
    // 1 Dec 2026 00:30 in Japan is still 30 Nov in UTC: the Japan month counts.
    expect(demoCampaignPeriod(jst('2026-12-01T00:30:00'))).toEqual({
      starts_at: jst('2026-12-01T00:00:00'),
      ends_at: jst('2027-02-28T23:59:00'),
    });
  });

  it('is written once: a restart finds it running and writes nothing; never in production', async () => {
    const now = jst('2031-04-15T12:00:00');
    expect(await ensureDemoCampaign(ctx.deps.db, { now, production: true })).toBeNull();
    const id = await ensureDemoCampaign(ctx.deps.db, { now, production: false });
    expect(id).toEqual(expect.any(Number));
    expect(await ensureDemoCampaign(ctx.deps.db, { now: jst('2031-06-30T23:59:30'), production: false })).toBeNull();
    expect(await runningNames(now)).toEqual(['Refer a friend']);
    expect((await currentCampaigns({ ...ctx.deps, now: () => now }, 'ja')).data[0]?.name).toBe(
      'お友達紹介キャンペーン',
    );
    const running = (await referralCampaigns()).filter((c) => c.id === id);
    expect(running).toEqual([
      expect.objectContaining({ starts_at: jst('2031-04-01T00:00:00'), ends_at: jst('2031-06-30T23:59:00') }),
    ]);
  });

  it('is written again once it is over, so a long-lived demo always has one', async () => {
    const before = (await referralCampaigns()).length;
    const id = await ensureDemoCampaign(ctx.deps.db, { now: jst('2031-07-01T00:00:00'), production: false });
    expect(id).toEqual(expect.any(Number));
    expect(await referralCampaigns()).toHaveLength(before + 1);
    expect(await runningNames(jst('2031-07-01T00:00:00'))).toEqual(['Refer a friend']);
  });
});

describe('migration 0036 on a database that has the old seeded campaign', () => {
  const seeded = {
    kind: 'referral' as const,
    name_en: 'Refer a friend: winter 2026',
    name_ja: 'お友達紹介キャンペーン（2026年冬）',
    description_en: 'Invite a friend.',
    description_ja: 'お友達をご招待ください。',
    starts_at: jst('2026-11-01T10:00:00'),
    ends_at: jst('2027-03-31T23:59:00'),
    reward_yen: 5000,
    register_within_days: 7,
    interview_within_days: 30,
    monthly_cap: 5,
  };
  const insertSeeded = async () =>
    (await ctx.deps.db.insertInto('campaigns').values(seeded).returning('id').executeTakeFirstOrThrow()).id;
  const find = (id: number) =>
    ctx.deps.db.selectFrom('campaigns').select(['id', 'ends_at']).where('id', '=', id).executeTakeFirst();

  it('deletes it when no link was used in it, and leaves an admin’s campaign of the same name alone', async () => {
    const id = await insertSeeded();
    const admins = (
      await ctx.deps.db
        .insertInto('campaigns')
        .values({ ...seeded, ends_at: jst('2027-04-30T23:59:00') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await takeSeededCampaignOut(ctx.deps.db as unknown as Kysely<unknown>);
    expect(await find(id)).toBeUndefined();
    expect(await find(admins)).toMatchObject({ ends_at: jst('2027-04-30T23:59:00') });
    await ctx.deps.db.deleteFrom('campaigns').where('id', '=', admins).execute();
  });

  it('ends it now when a friend already came in through a link in its period, keeping their reward', async () => {
    const id = await insertSeeded();
    const referrer = await buildUser(ctx);
    const friend = await buildUser(ctx);
    await ctx.deps.db
      .insertInto('invitations')
      .values({ token: `t-${id}`, inviter_user_id: referrer.id, used_by_user_id: friend.id, used_at: new Date() })
      .execute();
    const before = Date.now();
    await takeSeededCampaignOut(ctx.deps.db as unknown as Kysely<unknown>);
    const ended = await find(id);
    expect(ended).toBeDefined();
    const endsAt = new Date(ended?.ends_at ?? 0).getTime();
    expect(endsAt).toBeLessThanOrEqual(Date.now());
    expect(endsAt).toBeGreaterThan(before - 120_000);
    // Run again (idempotent): it stays ended where it was.
    await takeSeededCampaignOut(ctx.deps.db as unknown as Kysely<unknown>);
    expect(new Date((await find(id))?.ends_at ?? 0).getTime()).toBe(endsAt);
  });
});
