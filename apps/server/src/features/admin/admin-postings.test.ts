import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAdmin(ctx);
  company = await signedInCompany(ctx);
});
afterAll(async () => ctx.close());

const base = '/api/v1/admin/job-postings';
const awaiting = (overrides = {}) =>
  buildPosting(ctx, company.companyId, { status: 1, published_at: null, ...overrides });

describe('admin posting review', () => {
  it('lists the postings awaiting approval with their company, in pages', async () => {
    const a = await awaiting({ updated_at: new Date('2026-03-01') });
    const b = await awaiting({ updated_at: new Date('2026-03-02') });
    await buildPosting(ctx, company.companyId);
    const res = (await admin.call('GET', `${base}?per_page=1`)).json();
    expect(res.data).toHaveLength(1);
    expect(res.meta.total).toBeGreaterThanOrEqual(2);
    const all = (await admin.call('GET', `${base}?per_page=100`)).json().data;
    const mine = all.filter((p: { id: number }) => p.id === a.id || p.id === b.id);
    expect(mine.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(mine[0]).toMatchObject({ status: 1, company: { id: company.companyId, name_en: expect.any(String) } });
    expect(all.every((p: { status: number }) => p.status === 1)).toBe(true);
    const published = (await admin.call('GET', `${base}?status=3`)).json().data;
    expect(published.every((p: { status: number }) => p.status === 3)).toBe(true);
    expect((await admin.call('GET', `${base}/${a.id}`)).json().data).toMatchObject({
      id: a.id,
      description_en: expect.any(String),
    });
  });

  it('approves: published now, with a popularity score, and recorded', async () => {
    const posting = await awaiting();
    const res = await admin.call('POST', `${base}/${posting.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 3, published_at: expect.any(String) });
    const row = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['popularity_score', 'published_at'])
      .where('id', '=', posting.id)
      .executeTakeFirstOrThrow();
    expect(row.popularity_score).toBeGreaterThan(1000);
    const reviews = await ctx.deps.db
      .selectFrom('job_posting_reviews')
      .selectAll()
      .where('job_posting_id', '=', posting.id)
      .execute();
    expect(reviews).toMatchObject([{ action: 'approve', admin_id: admin.id }]);
  });

  it('declines with a reason the company reads; the company can submit again', async () => {
    const posting = await awaiting();
    const noReason = await admin.call('POST', `${base}/${posting.id}/decline`, {}, 'ja');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['必須項目です。'] });
    const res = await admin.call('POST', `${base}/${posting.id}/decline`, {
      reason: 'The salary is missing a maximum.',
    });
    expect(res.json().data).toMatchObject({ status: 5, decline_reason: 'The salary is missing a maximum.' });
    const seen = (await company.call('GET', `/api/v1/employer/job-postings/${posting.id}`)).json().data;
    expect(seen).toMatchObject({ status: 5, decline_reason: 'The salary is missing a maximum.' });
    const resubmitted = await company.call('POST', `/api/v1/employer/job-postings/${posting.id}/submit`);
    expect(resubmitted.json().data).toMatchObject({ status: 1, decline_reason: null });
  });

  it('suspends and unsuspends a published posting, keeping its first publication date', async () => {
    const publishedAt = new Date('2026-05-01T00:00:00Z');
    const posting = await buildPosting(ctx, company.companyId, { published_at: publishedAt });
    const suspended = await admin.call('POST', `${base}/${posting.id}/suspend`);
    expect(suspended.json().data.status).toBe(6);
    const back = await admin.call('POST', `${base}/${posting.id}/unsuspend`);
    expect(back.json().data).toMatchObject({ status: 3, published_at: publishedAt.toISOString() });
  });

  it('answers 409 with a clear message for a move the status does not allow', async () => {
    const draft = await buildPosting(ctx, company.companyId, { status: 2, published_at: null });
    const published = await buildPosting(ctx, company.companyId);
    const cases: Array<[number, string, string]> = [
      [draft.id, 'approve', 'Only a job posting awaiting approval can be approved.'],
      [published.id, 'approve', 'Only a job posting awaiting approval can be approved.'],
      [published.id, 'unsuspend', 'Only a suspended job posting can be unsuspended.'],
      [draft.id, 'suspend', 'Only a published job posting can be suspended.'],
    ];
    for (const [id, action, message] of cases) {
      const res = await admin.call('POST', `${base}/${id}/${action}`);
      expect(res.statusCode, `${action} ${id}`).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const ja = await admin.call('POST', `${base}/${draft.id}/decline`, { reason: 'x' }, 'ja');
    expect(ja.statusCode).toBe(409);
    expect(ja.json().message).toBe('却下できるのは承認待ちの求人だけです。');
    expect((await admin.call('POST', `${base}/999999/approve`)).statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous decisions through', async () => {
    const posting = await awaiting();
    const results = await Promise.all([
      admin.call('POST', `${base}/${posting.id}/approve`),
      admin.call('POST', `${base}/${posting.id}/decline`, { reason: 'No.' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const reviews = await ctx.deps.db
      .selectFrom('job_posting_reviews')
      .select('action')
      .where('job_posting_id', '=', posting.id)
      .execute();
    expect(reviews).toHaveLength(1);
  });
});
