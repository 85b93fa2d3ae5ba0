import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { INQUIRY_RETENTION_JOB, inquiryJobs, sweepAnsweredInquiries } from './inquiry-retention.job.ts';

/** ADR 0029 revision 2: answered inquiries go INQUIRY_RETENTION_DAYS after they were answered. */
const ctx = useTestContext({ INQUIRY_RETENTION_DAYS: '365' });
const DAY = 86_400_000;
const T0 = new Date('2031-01-10T00:00:00Z');
const at = (now: Date) => ({ ...ctx.deps, now: () => now });

async function inquiry(answeredAt: Date | null) {
  const row = await ctx.deps.db
    .insertInto('inquiries')
    .values({
      name: 'Ana Silva',
      email: 'ana@example.com',
      country_id: 104,
      question: 'How do I change my e-mail address?',
      locale: 'en',
      status: answeredAt ? 'answered' : 'open',
      answered_at: answeredAt,
      created_at: new Date(T0.getTime() - 2 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (answeredAt) {
    await ctx.deps.db
      .insertInto('inquiry_replies')
      .values({ inquiry_id: row.id, body: 'Open Account settings.' })
      .execute();
  }
  return row.id;
}

const exists = async (id: number) =>
  (await ctx.deps.db.selectFrom('inquiries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const replies = async (id: number) =>
  (await ctx.deps.db.selectFrom('inquiry_replies').select('id').where('inquiry_id', '=', id).execute()).length;

describe('inquiry retention', () => {
  it('deletes an inquiry with its replies 365 days after it was answered, not a moment before; open ones stay', async () => {
    const answered = await inquiry(T0);
    const open = await inquiry(null);
    // Day 365 exactly: still kept.
    expect(await sweepAnsweredInquiries(at(new Date(T0.getTime() + 365 * DAY)))).toBe(0);
    expect(await exists(answered)).toBe(true);
    // A moment later: gone, with its replies; the open inquiry, as old, stays.
    expect(await sweepAnsweredInquiries(at(new Date(T0.getTime() + 365 * DAY + 1000)))).toBe(1);
    expect(await exists(answered)).toBe(false);
    expect(await replies(answered)).toBe(0);
    expect(await exists(open)).toBe(true);
    // Idempotent: a second run finds nothing more.
    expect(await sweepAnsweredInquiries(at(new Date(T0.getTime() + 400 * DAY)))).toBe(0);
    expect(await exists(open)).toBe(true);
  });

  it('counts from the latest answer: a reopened and answered-again inquiry is kept a year from then', async () => {
    const reanswered = await inquiry(new Date(T0.getTime() + 200 * DAY));
    expect(await sweepAnsweredInquiries(at(new Date(T0.getTime() + 366 * DAY)))).toBe(0);
    expect(await exists(reanswered)).toBe(true);
    expect(await sweepAnsweredInquiries(at(new Date(T0.getTime() + 566 * DAY)))).toBe(1);
  });

  it('runs as a scheduled job of the runner, with a moved clock', async () => {
    const answered = await inquiry(T0);
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const clock = new Date(T0.getTime() + 366 * DAY);
    const runner = new JobRunner({ db: ctx.deps.db, now: () => clock, definitions: inquiryJobs(at(clock)), log });
    await runner.ensureSchedules();
    expect(await runner.runDue()).toBe(1);
    expect(await exists(answered)).toBe(false);
    const job = await ctx.deps.db
      .selectFrom('background_jobs')
      .select('run_at')
      .where('name', '=', INQUIRY_RETENTION_JOB)
      .executeTakeFirstOrThrow();
    expect(job.run_at.getTime()).toBeGreaterThan(clock.getTime());
  });
});
