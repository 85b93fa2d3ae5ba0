import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildCompany, buildPosting, postingCounters } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { popularityScore } from './popularity.ts';
import { PostingViews } from './posting-views.ts';

// Views gathered for a second before they are written, as an instance in production does (ADR 0051).
let ctx: TestContext;
let token: string;
let companyId: number;
beforeAll(async () => {
  ctx = await createTestContext({ POSTING_VIEWS_FLUSH_SECONDS: '1' });
  token = await appToken(ctx);
  companyId = (await buildCompany(ctx)).id;
});
afterAll(async () => ctx.close());

const counters = (id: number) => postingCounters(ctx, id);

const silentLog = { error: () => {} };

describe('views of postings, written in batches', () => {
  it('counts the views an instance answered once its batch is written, each posting re-scored', async () => {
    const posting = await buildPosting(ctx, companyId, { view_count: 5, know_more_count: 1, application_count: 2 });
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/job-postings/details?id=${posting.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    }
    await expect.poll(async () => (await counters(posting.id)).view_count, { timeout: 10_000 }).toBe(8);
    const after = await counters(posting.id);
    expect(after.popularity_score).toBeCloseTo(
      popularityScore({ views: 8, knowMore: 1, applications: 2, publishedAt: after.published_at }),
      6,
    );
  });

  it('adds every posting of a batch in one write, and writes what is left when the instance closes', async () => {
    const [a, b] = [await buildPosting(ctx, companyId), await buildPosting(ctx, companyId)];
    let statements = 0;
    const counted = ctx.deps.db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const views = new PostingViews(counted, 60_000, silentLog);
    for (const id of [a.id, b.id, a.id, a.id]) await views.record(id);
    // Counted, not yet written: the requests did not wait for the database.
    expect(statements).toBe(0);
    expect((await counters(a.id)).view_count).toBe(0);
    await views.close();
    expect(statements).toBe(1);
    expect((await counters(a.id)).view_count).toBe(3);
    expect((await counters(b.id)).view_count).toBe(1);
    expect((await counters(b.id)).popularity_score).toBeCloseTo(
      popularityScore({ views: 1, knowMore: 0, applications: 0, publishedAt: b.published_at }),
      6,
    );
  });

  it('keeps a batch the database refused for the next one: no view is lost to a failed write', async () => {
    const posting = await buildPosting(ctx, companyId);
    let refuse = true;
    const failingOnce = ctx.deps.db.withPlugin({
      transformQuery: (args) => {
        if (refuse) {
          refuse = false;
          throw new Error('the database is away');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const errors: unknown[] = [];
    const views = new PostingViews(failingOnce, 60_000, { error: (...args: unknown[]) => errors.push(args) });
    await views.record(posting.id);
    await views.record(posting.id);
    await views.flush();
    expect(errors).toHaveLength(1);
    expect((await counters(posting.id)).view_count).toBe(0);
    await views.record(posting.id);
    await views.close();
    expect((await counters(posting.id)).view_count).toBe(3);
  });

  it('writes each view in its request when batches are off (0 seconds)', async () => {
    const posting = await buildPosting(ctx, companyId);
    const views = new PostingViews(ctx.deps.db, 0, silentLog);
    await views.record(posting.id);
    expect((await counters(posting.id)).view_count).toBe(1);
    await views.close();
  });
});
