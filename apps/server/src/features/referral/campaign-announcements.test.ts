import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import type { Deps } from '../../platform/deps.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { announceStartedCampaigns, CAMPAIGN_ANNOUNCE_JOB, campaignAnnouncementJobs } from './campaign-announcements.ts';

/** Issue 12: a campaign's start is announced to every registered applicant, exactly once (spec §3 gift icon). */

const ctx = useTestContext();
const jst = (local: string) => new Date(`${local}+09:00`);
const at = (now: Date): Deps => ({ ...ctx.deps, now: () => now });
const N = '/api/v2/customer/notifications';

async function campaign(name: string, startsAt: string, endsAt: string) {
  return ctx.deps.db
    .insertInto('campaigns')
    .values({
      kind: 'referral',
      name_en: `${name} (en)`,
      name_ja: `${name}（日本語）`,
      description_en: 'Invite a friend.',
      description_ja: 'お友達をご招待ください。',
      starts_at: jst(startsAt),
      ends_at: jst(endsAt),
      reward_yen: 5000,
      register_within_days: 7,
      interview_within_days: 30,
      monthly_cap: 5,
    })
    .returning(['id', 'name_en', 'name_ja'])
    .executeTakeFirstOrThrow();
}

const itemsOf = (userId: number, campaignId: number) =>
  ctx.deps.db
    .selectFrom('notifications')
    .select(['type', 'kind', 'link'])
    .where('user_id', '=', userId)
    .where('event_key', '=', `campaign:${campaignId}`)
    .execute();

const registered = () => buildUser(ctx, { registered_at: new Date('2030-01-01T00:00:00Z'), current_step: 4 });

describe('campaign-start notifications', () => {
  it('tells registered applicants once the start passes in Japan time, not a minute before, and only once', async () => {
    const c = await campaign('Spring 2031', '2031-03-01T10:00:00', '2031-03-31T23:59:00');
    const applicant = await registered();
    const unregistered = await buildUser(ctx, { current_step: 2 });
    const deleted = await buildUser(ctx, { registered_at: new Date('2030-01-01T00:00:00Z'), deleted_at: new Date() });
    const company = await buildUser(ctx, { type: 2, registered_at: new Date('2030-01-01T00:00:00Z') });

    // 09:59 in Tokyo is 00:59 UTC: not started yet.
    await announceStartedCampaigns(at(jst('2031-03-01T09:59:59')));
    expect(await itemsOf(applicant.id, c.id)).toEqual([]);

    await announceStartedCampaigns(at(jst('2031-03-01T10:00:00')));
    expect(await itemsOf(applicant.id, c.id)).toEqual([{ type: 2, kind: 'campaign', link: '/campaign' }]);
    for (const other of [unregistered, deleted, company]) expect(await itemsOf(other.id, c.id)).toEqual([]);

    // Later runs announce nothing again, even to an applicant who registered since.
    const late = await registered();
    await announceStartedCampaigns(at(jst('2031-03-01T10:05:00')));
    await announceStartedCampaigns(at(jst('2031-03-02T10:00:00')));
    expect(await itemsOf(applicant.id, c.id)).toHaveLength(1);
    expect(await itemsOf(late.id, c.id)).toEqual([]);

    // The bell shows it with the gift icon, in the reader's language.
    const token = (await loginAs(ctx, applicant)).access_token;
    for (const [lang, body] of [
      ['en', 'The campaign “Spring 2031 (en)” has started. See how to take part.'],
      ['ja', '「Spring 2031（日本語）」が始まりました。参加方法をご確認ください。'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: N,
        headers: { authorization: `Bearer ${token}`, 'x-localization': lang },
      });
      expect(res.statusCode).toBe(200);
      const item = res.json().data.find((i: { kind: string }) => i.kind === 'campaign');
      expect(item).toMatchObject({ type: 2, kind: 'campaign', body, link: '/campaign', read: false });
    }
  });

  it('does not announce a campaign that is over (its last minute in Japan time has passed)', async () => {
    const c = await campaign('Short 2031', '2031-05-01T10:00:00', '2031-05-02T23:59:00');
    const applicant = await registered();
    await announceStartedCampaigns(at(jst('2031-05-03T00:00:00')));
    expect(await itemsOf(applicant.id, c.id)).toEqual([]);
  });

  it('runs as a scheduled job: two runners and a restart still give each applicant one item', async () => {
    const c = await campaign('Summer 2031', '2031-07-01T00:00:00', '2031-07-31T23:59:00');
    const applicant = await registered();
    const now = jst('2031-07-01T00:10:00');
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const runner = (clock: Date) =>
      new JobRunner({ db: ctx.deps.db, now: () => clock, definitions: campaignAnnouncementJobs(at(clock)), log });
    const [first, second] = [runner(now), runner(now)];
    await first.ensureSchedules();
    await Promise.all([first.runDue(), second.runDue()]);
    expect(await itemsOf(applicant.id, c.id)).toHaveLength(1);

    // A restart: a new runner (as after a crash) writes its schedule again and runs it when due.
    const later = new Date(now.getTime() + 5 * 60_000);
    const restarted = runner(later);
    await restarted.ensureSchedules();
    expect(await restarted.runDue()).toBe(1);
    expect(await itemsOf(applicant.id, c.id)).toHaveLength(1);
    const job = await ctx.deps.db
      .selectFrom('background_jobs')
      .select('run_at')
      .where('name', '=', CAMPAIGN_ANNOUNCE_JOB)
      .executeTakeFirstOrThrow();
    expect(job.run_at.getTime()).toBeGreaterThan(later.getTime());
    const row = await ctx.deps.db
      .selectFrom('campaigns')
      .select('announced_at')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.announced_at).toEqual(now);
  });
});
