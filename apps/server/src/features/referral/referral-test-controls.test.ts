import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../platform/config.ts';

/** TEST_CONTROLS (ADR 0030 revision 1): the month-end settlement as of a chosen time, for e2e tests only. */

const jst = (local: string) => new Date(`${local}+09:00`);
const DAY = 86_400_000;
const SETTLE = '/test-controls/referral/settle';

describe('test controls', () => {
  it('are refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_CONTROLS: 'true' })).toThrow(
      /TEST_CONTROLS/,
    );
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).TEST_CONTROLS).toBe(false);
  });
});

describe('without TEST_CONTROLS', () => {
  const ctx = useTestContext();
  it('the route does not exist', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: SETTLE, payload: { at: new Date().toISOString() } });
    expect(res.statusCode).toBe(404);
  });
});

describe('with TEST_CONTROLS', () => {
  const ctx = useTestContext({ TEST_CONTROLS: 'true' });

  it('refuses a time that is not one', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: SETTLE, payload: { at: 'end of the month' } });
    expect(res.statusCode).toBe(400);
  });

  it('settles the rewards earned before the month of `at` and mails both codes, once', async () => {
    const usedAt = jst('2021-07-10T12:00:00');
    const referrer = await buildUser(ctx, { registered_at: new Date(0), current_step: 4 });
    const friend = await buildUser(ctx, {
      registered_at: new Date(usedAt.getTime() + DAY),
      current_step: 4,
      invited_by_user_id: referrer.id,
      created_at: usedAt,
    });
    await ctx.deps.db
      .insertInto('invitations')
      .values({
        token: `t-${friend.id}`,
        inviter_user_id: referrer.id,
        used_by_user_id: friend.id,
        used_at: usedAt,
        created_at: new Date(usedAt.getTime() - 3_600_000),
      })
      .execute();
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    const application = await ctx.deps.db
      .insertInto('applications')
      .values({ applicant_id: friend.id, job_posting_id: posting.id, company_id: company.id, answers: '[]', status: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.deps.db
      .insertInto('application_status_changes')
      .values({ application_id: application.id, status: 2, changed_at: new Date(usedAt.getTime() + 2 * DAY) })
      .execute();
    await ctx.deps.db
      .insertInto('gift_codes')
      .values([
        { code: 'CTRL-5000-A', amount_yen: 5000 },
        { code: 'CTRL-5000-B', amount_yen: 5000 },
      ])
      .execute();

    // Still July in Japan: nothing is due.
    const july = await ctx.app.inject({ method: 'POST', url: SETTLE, payload: { at: jst('2021-07-31T23:59:00') } });
    expect(july.json()).toEqual({ written: 0, sent: 0 });
    // The first minute of August in Japan: both rewards are written and mailed.
    const august = await ctx.app.inject({ method: 'POST', url: SETTLE, payload: { at: jst('2021-08-01T00:00:00') } });
    expect(august.statusCode).toBe(200);
    expect(august.json()).toEqual({ written: 1, sent: 2 });
    await ctx.smtp.waitFor(friend.email);
    await ctx.smtp.waitFor(referrer.email);
    const again = await ctx.app.inject({ method: 'POST', url: SETTLE, payload: { at: jst('2021-08-01T01:00:00') } });
    expect(again.json()).toEqual({ written: 0, sent: 0 });
    const codes = ctx.smtp.received.filter((m) => m.to.includes(friend.email) || m.to.includes(referrer.email));
    expect(codes).toHaveLength(2);
  });
});
