import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();
const V2 = '/api/v2/customer/approach';
const ids = (res: { json(): { data: { job_posting: { id: number } }[] } }) =>
  res.json().data.map((i) => i.job_posting.id);

describe('POST /api/v2/customer/approach/unsave', () => {
  it('removes the applicant own save, keeps Know More, and saving again toggles it back', async () => {
    const a = await signedInApplicant(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    await a.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    await a.call('POST', `${V2}/know-more`, { job_posting_id: posting.id });
    const unsaved = await a.call('POST', `${V2}/unsave`, { job_posting_id: posting.id });
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(unsaved.json().data).toMatchObject({ job_posting: { id: posting.id }, saved_at: null });
    expect(unsaved.json().data.know_more_at).not.toBeNull();
    expect(ids(await a.call('GET', `${V2}/saves`))).toEqual([]);
    expect(ids(await a.call('GET', `${V2}/interests`))).toEqual([posting.id]);
    expect((await a.call('GET', `${V2}/job-posting/${posting.id}`)).json().data.saved).toBe(false);
    // Again: nothing to remove, nothing changes.
    expect((await a.call('POST', `${V2}/unsave`, { job_posting_id: posting.id })).statusCode).toBe(200);
    const saved = await a.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    expect(saved.json().data.saved_at).not.toBeNull();
    expect(ids(await a.call('GET', `${V2}/saves`))).toEqual([posting.id]);
  });

  it('unsaves a posting closed since, and leaves hiding separate', async () => {
    const a = await signedInApplicant(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    await a.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ is_closed: true, closed_at: new Date() })
      .where('id', '=', posting.id)
      .execute();
    const unsaved = await a.call('POST', `${V2}/unsave`, { job_posting_id: posting.id });
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(unsaved.json().data).toMatchObject({ saved_at: null, hidden_at: null });
    expect(ids(await a.call('GET', `${V2}/saves`))).toEqual([]);
  });

  it("never touches another applicant's save: 404 for one who has none, in their language", async () => {
    const owner = await signedInApplicant(ctx);
    const other = await signedInApplicant(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    await owner.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    const res = await other.call('POST', `${V2}/unsave`, { job_posting_id: posting.id }, 'ja');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(ids(await owner.call('GET', `${V2}/saves`))).toEqual([posting.id]);
    const bad = await owner.call('POST', `${V2}/unsave`, { job_posting_id: 'x' });
    expect(bad.statusCode).toBe(422);
  });
});
