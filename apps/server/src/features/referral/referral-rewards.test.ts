import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/company-factories.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import type { Deps } from '../../platform/deps.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { currentCampaigns } from './referral.service.ts';
import { REWARD_SEND_JOB, referralJobs, sendReward, settleRewards } from './reward-settlement.ts';

/** Spec §9 at its boundaries, the monthly settlement's exactly-once delivery, the pool and the ledger. */

const ctx = useTestContext();
const DAY = 86_400_000;
const jst = (local: string) => new Date(`${local}+09:00`);
const at = (now: Date): Deps => ({ ...ctx.deps, now: () => now });
const settle = (now: Date) => settleRewards(at(now));

let postings: { companyId: number; ids: number[] } | undefined;
async function posting(index = 0): Promise<{ companyId: number; id: number }> {
  if (!postings) {
    const company = await buildCompany(ctx);
    const ids = [(await buildPosting(ctx, company.id)).id, (await buildPosting(ctx, company.id)).id];
    postings = { companyId: company.id, ids };
  }
  return { companyId: postings.companyId, id: postings.ids[index] ?? postings.ids[0] ?? 0 };
}

let codeSeq = 0;
async function addCodes(amount: number, count: number) {
  const values = Array.from({ length: count }, () => {
    codeSeq += 1;
    return { code: `TEST-${amount}-${codeSeq}-${Date.now()}`, amount_yen: amount };
  });
  await ctx.deps.db.insertInto('gift_codes').values(values).execute();
}

/** An application of `userId` that the company moved to first interview at `interviewAt`. */
async function interview(userId: number, interviewAt: Date, postingIndex = 0) {
  const p = await posting(postingIndex);
  const application = await ctx.deps.db
    .insertInto('applications')
    .values({ applicant_id: userId, job_posting_id: p.id, company_id: p.companyId, answers: '[]', status: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.deps.db
    .insertInto('application_status_changes')
    .values([
      { application_id: application.id, status: 1, changed_at: new Date(interviewAt.getTime() - DAY) },
      { application_id: application.id, status: 2, changed_at: interviewAt },
    ])
    .execute();
  return application.id;
}

/** A friend who used the referrer's link at `usedAt`, registered and reached an interview. */
async function referral(options: {
  usedAt: Date;
  registerAfterMs?: number;
  interviewAfterMs?: number;
  referrerId?: number;
  friendEmail?: string;
  friendCreatedAt?: Date;
}) {
  const referrer = options.referrerId ?? (await buildUser(ctx, { password: null, registered_at: new Date(0) })).id;
  const registeredAt = new Date(options.usedAt.getTime() + (options.registerAfterMs ?? DAY));
  const friend = await buildUser(ctx, {
    password: null,
    registered_at: registeredAt,
    current_step: 4,
    invited_by_user_id: referrer,
    created_at: options.friendCreatedAt ?? options.usedAt,
    ...(options.friendEmail ? { email: options.friendEmail } : {}),
  });
  await ctx.deps.db
    .insertInto('invitations')
    .values({
      token: `t-${friend.id}-${Date.now()}`,
      inviter_user_id: referrer,
      used_by_user_id: friend.id,
      used_at: options.usedAt,
      created_at: new Date(options.usedAt.getTime() - 3_600_000),
    })
    .execute();
  await interview(friend.id, new Date(registeredAt.getTime() + (options.interviewAfterMs ?? DAY)));
  return { referrer, friend: friend.id, friendEmail: friend.email };
}

const rewardsOf = (userId: number) =>
  ctx.deps.db.selectFrom('campaign_rewards').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const JULY = jst('2021-07-10T12:00:00');
const AFTER = jst('2021-10-01T00:00:00');

describe('referral rewards (spec §9)', () => {
  it('the friend must register within 7 days of first using the link: day 7 yes, day 8 no', async () => {
    await addCodes(5000, 40);
    const day7 = await referral({ usedAt: JULY, registerAfterMs: 7 * DAY });
    const day8 = await referral({ usedAt: JULY, registerAfterMs: 8 * DAY });
    const late = await referral({ usedAt: JULY, registerAfterMs: 7 * DAY + 1000 });
    await settle(AFTER);
    expect((await rewardsOf(day7.friend)).map((r) => [r.role, r.status, r.amount_yen])).toEqual([
      ['friend', 'assigned', 5000],
    ]);
    expect((await rewardsOf(day7.referrer)).map((r) => r.role)).toEqual(['referrer']);
    for (const none of [day8, late]) {
      expect(await rewardsOf(none.friend)).toEqual([]);
      expect(await rewardsOf(none.referrer)).toEqual([]);
    }
  });

  it('and reach a first interview within 30 days of registering: day 30 yes, day 31 no', async () => {
    const day30 = await referral({ usedAt: JULY, interviewAfterMs: 30 * DAY });
    const day31 = await referral({ usedAt: JULY, interviewAfterMs: 31 * DAY });
    await settle(AFTER);
    expect(await rewardsOf(day30.friend)).toHaveLength(1);
    expect(await rewardsOf(day30.referrer)).toHaveLength(1);
    expect(await rewardsOf(day31.friend)).toEqual([]);
  });

  it('counts only links first used inside the campaign, in Japan time (10:00 start, 23:59 end)', async () => {
    const early = await referral({ usedAt: jst('2021-07-07T09:59:59') });
    const start = await referral({ usedAt: jst('2021-07-07T10:00:00') });
    const lastMinute = await referral({ usedAt: jst('2021-07-31T23:59:59') });
    const after = await referral({ usedAt: jst('2021-08-01T00:00:00') });
    await settle(AFTER);
    expect(await rewardsOf(early.friend)).toEqual([]);
    expect(await rewardsOf(start.friend)).toHaveLength(1);
    expect(await rewardsOf(lastMinute.friend)).toHaveLength(1);
    expect(await rewardsOf(after.friend)).toEqual([]);
  });

  it('shows the running campaigns by the same Japan-time boundaries', async () => {
    const names = async (now: Date) => (await currentCampaigns(at(now), 'en')).data.map((c) => c.name);
    expect(await names(jst('2021-07-07T09:59:59'))).toEqual([]);
    expect(await names(jst('2021-07-07T10:00:00'))).toEqual(['Refer a friend: July 2021']);
    expect(await names(jst('2021-07-31T23:59:59'))).toEqual(['Refer a friend: July 2021']);
    expect(await names(jst('2021-08-01T00:00:00'))).toEqual([]);
    expect(await names(jst('2022-01-31T23:59:00'))).toEqual(['Next Step campaign']);
    expect((await currentCampaigns(at(jst('2021-12-01T00:00:00')), 'ja')).data[0]?.name).toBe('Next Stepキャンペーン');
  });

  it('gives a referrer at most 5 rewards a month: the 6th is capped, the next month counts again', async () => {
    const referrerId = (await buildUser(ctx, { password: null, registered_at: new Date(0) })).id;
    // Six friends interview in August 2021 (Japan time), one in September.
    const august = [1, 2, 3, 4, 5, 6].map((i) => jst(`2021-07-${String(10 + i).padStart(2, '0')}T12:00:00`));
    const friends = [];
    for (const usedAt of august) friends.push(await referral({ usedAt, referrerId, interviewAfterMs: 20 * DAY }));
    const september = await referral({
      usedAt: jst('2021-07-30T12:00:00'),
      referrerId,
      registerAfterMs: 7 * DAY,
      interviewAfterMs: 30 * DAY,
    });
    await settle(AFTER);
    const mine = await rewardsOf(referrerId);
    expect(mine.map((r) => r.status)).toEqual([
      'assigned',
      'assigned',
      'assigned',
      'assigned',
      'assigned',
      'capped',
      'assigned',
    ]);
    expect(mine[5]?.friend_user_id).toBe(friends[5]?.friend);
    expect(mine[5]?.gift_code_id).toBeNull();
    expect(mine[6]?.friend_user_id).toBe(september.friend);
    // The sixth friend still receives the friend's reward.
    expect((await rewardsOf(friends[5]?.friend ?? 0)).map((r) => r.status)).toEqual(['assigned']);
  });

  it('settles a month only once it has ended in Japan time', async () => {
    const r = await referral({ usedAt: jst('2021-07-29T12:00:00'), registerAfterMs: DAY, interviewAfterMs: 0 });
    await ctx.deps.db
      .updateTable('application_status_changes')
      .set({ changed_at: jst('2021-07-31T23:30:00') })
      .where('status', '=', 2)
      .where('application_id', 'in', (eb) =>
        eb.selectFrom('applications').select('id').where('applicant_id', '=', r.friend),
      )
      .execute();
    await settle(jst('2021-07-31T23:59:59'));
    expect(await rewardsOf(r.friend)).toEqual([]);
    await settle(jst('2021-08-01T00:00:00'));
    expect((await rewardsOf(r.friend))[0]).toMatchObject({ status: 'assigned', period_month: expect.anything() });
  });

  it('refuses a referral of the referrer’s own mailbox and of an account that already existed', async () => {
    const referrer = await buildUser(ctx, { password: null, registered_at: new Date(0) });
    const [local, domain] = referrer.email.split('@');
    const own = await referral({ usedAt: JULY, referrerId: referrer.id, friendEmail: `${local}+2@${domain}` });
    const existing = await referral({ usedAt: JULY, friendCreatedAt: jst('2021-01-01T00:00:00') });
    await settle(AFTER);
    expect(await rewardsOf(own.friend)).toEqual([]);
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect(await rewardsOf(existing.friend)).toEqual([]);
  });
});

describe('Next Step-style campaigns', () => {
  it('rewards a first interview inside the period once per person', async () => {
    await addCodes(2000, 5);
    const twice = await buildUser(ctx, { password: null });
    await interview(twice.id, jst('2021-12-01T00:00:00'), 0);
    await interview(twice.id, jst('2021-12-20T00:00:00'), 1);
    const lastMinute = await buildUser(ctx, { password: null });
    await interview(lastMinute.id, jst('2022-01-31T23:59:30'));
    const before = await buildUser(ctx, { password: null });
    await interview(before.id, jst('2021-11-30T23:59:59'));
    const after = await buildUser(ctx, { password: null });
    await interview(after.id, jst('2022-02-01T00:00:00'));
    await settle(jst('2022-03-01T00:00:00'));
    expect((await rewardsOf(twice.id)).map((r) => [r.role, r.amount_yen, r.status])).toEqual([
      ['participant', 2000, 'assigned'],
    ]);
    expect(await rewardsOf(lastMinute.id)).toHaveLength(1);
    expect(await rewardsOf(before.id)).toEqual([]);
    expect(await rewardsOf(after.id)).toEqual([]);
  });
});

describe('the monthly job', () => {
  const runner = (now: Date) =>
    new JobRunner({
      db: ctx.deps.db,
      now: () => now,
      definitions: referralJobs(at(now)).filter((d) => d.name === REWARD_SEND_JOB),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
  const mailsTo = (email: string) => ctx.smtp.received.filter((m) => m.to.includes(email));

  it('mails each code exactly once, in the winner’s language, across a crash and a second run', async () => {
    const r = await referral({ usedAt: jst('2021-07-20T12:00:00') });
    await ctx.deps.db.updateTable('users').set({ locale: 'ja' }).where('id', '=', r.friend).execute();
    const referrer = await ctx.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', r.referrer)
      .executeTakeFirstOrThrow();
    const now = AFTER;
    // The sweep assigns and enqueues; the process "crashes" before any send job runs.
    await settle(now);
    await settle(now);
    const [friendReward] = await rewardsOf(r.friend);
    expect(friendReward?.status).toBe('assigned');
    // After the restart, a new runner sends what was enqueued; running again sends nothing more.
    await runner(now).runDue();
    await ctx.smtp.waitFor(r.friendEmail);
    await ctx.smtp.waitFor(referrer.email);
    await settle(now);
    await runner(now).runDue();
    await sendReward(at(now), friendReward?.id ?? 0);
    expect(mailsTo(r.friendEmail)).toHaveLength(1);
    expect(mailsTo(referrer.email)).toHaveLength(1);
    const code = await ctx.deps.db
      .selectFrom('gift_codes')
      .select('code')
      .where('id', '=', friendReward?.gift_code_id ?? 0)
      .executeTakeFirstOrThrow();
    const friendMail = mailsTo(r.friendEmail)[0];
    expect(friendMail?.subject).toBe('【Hashi】5,000円分のギフトコードをお送りします');
    expect(friendMail?.text).toContain(code.code);
    expect(mailsTo(referrer.email)[0]?.subject).toBe('Your ¥5,000 gift code from Hashi');
    expect((await rewardsOf(r.friend))[0]?.status).toBe('sent');
    const notice = await ctx.deps.db
      .selectFrom('notifications')
      .select(['type', 'kind'])
      .where('user_id', '=', r.friend)
      .execute();
    expect(notice).toEqual([{ type: 2, kind: 'reward' }]);
  });

  it('keeps a reward waiting while the pool has no code of its amount, then assigns an uploaded one', async () => {
    const admin = await signedInAdmin(ctx);
    const user = await buildUser(ctx, { password: null });
    const campaign = await admin.call('POST', '/api/v1/admin/campaigns', {
      kind: 'interview',
      name_en: 'Interview week',
      name_ja: '面接ウィーク',
      description_en: 'A gift for a first interview.',
      description_ja: '一次面接に進まれた方へのギフトです。',
      starts_at: '2020-03-01T00:00:00+09:00',
      ends_at: '2020-03-31T23:59:00+09:00',
      reward_yen: 777,
      once_per_person: true,
    });
    expect(campaign.statusCode).toBe(201);
    await interview(user.id, jst('2020-03-10T10:00:00'));
    await settle(jst('2020-04-01T00:00:00'));
    expect((await rewardsOf(user.id)).map((r) => r.status)).toEqual(['awaiting_code']);
    const upload = await admin.call('POST', '/api/v1/admin/gift-codes', { amount_yen: 777, codes: ['SEVEN-777-A'] });
    expect(upload.statusCode).toBe(201);
    await settle(jst('2020-04-01T01:00:00'));
    expect((await rewardsOf(user.id)).map((r) => r.status)).toEqual(['assigned']);
  });
});

describe('admin: gift-code pool, ledger and void', () => {
  it('validates an upload: format, repeats inside it and codes already in the pool; all or nothing', async () => {
    const admin = await signedInAdmin(ctx);
    const bad = await admin.call('POST', '/api/v1/admin/gift-codes', { amount_yen: 5000, codes: ['ok-code-1', 'no'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'codes.1': ['Use 6 to 64 letters, digits or hyphens.'] });
    const ok = await admin.call('POST', '/api/v1/admin/gift-codes', { amount_yen: 5000, codes: ['POOL-AAA-1'] });
    expect(ok.json()).toEqual({ data: { added: 1 } });
    const dup = await admin.call(
      'POST',
      '/api/v1/admin/gift-codes',
      { amount_yen: 5000, codes: ['POOL-AAA-2', 'POOL-AAA-2', 'POOL-AAA-1'] },
      'ja',
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({
      'codes.1': ['このコードはアップロード内で重複しています。'],
      'codes.2': ['このコードはすでに登録されています。'],
    });
    const added = await ctx.deps.db.selectFrom('gift_codes').select('code').where('code', '=', 'POOL-AAA-2').execute();
    expect(added).toEqual([]);
    const empty = await admin.call('POST', '/api/v1/admin/gift-codes', { amount_yen: 0, codes: [] });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['amount_yen', 'codes']);
    const pool = (await admin.call('GET', '/api/v1/admin/gift-codes')).json().data;
    expect(pool.find((p: { amount_yen: number }) => p.amount_yen === 5000).available).toBeGreaterThan(0);
  });

  it('lists the ledger and voids a reward: an unsent code returns to the pool and is never mailed', async () => {
    const admin = await signedInAdmin(ctx);
    const r = await referral({ usedAt: jst('2021-07-21T12:00:00') });
    await settle(AFTER);
    const [reward] = await rewardsOf(r.friend);
    const ledger = (await admin.call('GET', '/api/v1/admin/rewards?per_page=100')).json();
    const row = ledger.data.find((x: { id: number }) => x.id === reward?.id);
    expect(row).toMatchObject({
      role: 'friend',
      status: 'assigned',
      amount_yen: 5000,
      period_month: '2021-07',
      friend: { id: r.friend },
      campaign: { name_en: 'Refer a friend: July 2021' },
    });
    expect(row.gift_code).toMatch(/^TEST-5000-/);
    const voided = await admin.call('POST', `/api/v1/admin/rewards/${reward?.id}/void`, {
      reason: 'Duplicate account',
    });
    expect(voided.json().data).toMatchObject({ status: 'void', gift_code: null, void_reason: 'Duplicate account' });
    expect(await sendReward(at(AFTER), reward?.id ?? 0)).toBe('done');
    expect(ctx.smtp.received.filter((m) => m.to.includes(r.friendEmail))).toEqual([]);
    const again = await admin.call('POST', `/api/v1/admin/rewards/${reward?.id}/void`, { reason: 'x' }, 'ja');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この特典はすでに無効にされています。');
    expect((await admin.call('POST', '/api/v1/admin/rewards/2147483647/void', { reason: 'x' })).statusCode).toBe(404);
    expect((await admin.call('POST', '/api/v1/admin/rewards/abc/void', { reason: 'x' })).statusCode).toBe(422);
    const noReason = await admin.call('POST', `/api/v1/admin/rewards/${reward?.id}/void`, {});
    expect(noReason.json().errors).toEqual({ reason: ['Required.'] });
  });

  it('validates a campaign: end after start, referral rules required', async () => {
    const admin = await signedInAdmin(ctx);
    const res = await admin.call('POST', '/api/v1/admin/campaigns', {
      kind: 'referral',
      name_en: 'R',
      name_ja: 'R',
      description_en: 'd',
      description_ja: 'd',
      starts_at: '2027-01-01T10:00:00+09:00',
      ends_at: '2027-01-01T10:00:00+09:00',
      reward_yen: 5000,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'ends_at',
      'interview_within_days',
      'monthly_cap',
      'register_within_days',
    ]);
  });
});
