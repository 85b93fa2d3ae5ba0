import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const uniqueViolation = expect.objectContaining({ code: '23505' });

describe('approach tables (migration 0014)', () => {
  it('keeps one approach and one application per applicant and posting', async () => {
    const user = await buildUser(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    expect(posting.apply_questions).toEqual([]);
    const row = { applicant_id: user.id, job_posting_id: posting.id, company_id: company.id };
    await ctx.deps.db.insertInto('approaches').values(row).execute();
    await expect(ctx.deps.db.insertInto('approaches').values(row).execute()).rejects.toEqual(uniqueViolation);
    await ctx.deps.db.insertInto('applications').values(row).execute();
    await expect(ctx.deps.db.insertInto('applications').values(row).execute()).rejects.toEqual(uniqueViolation);
  });

  it('refuses a declined scout without a reason and an unknown status', async () => {
    const user = await buildUser(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    const row = { applicant_id: user.id, job_posting_id: posting.id, company_id: company.id };
    await expect(
      ctx.deps.db
        .insertInto('approaches')
        .values({ ...row, scouted_at: new Date(), scout_expires_at: new Date(), scout_reply: 'declined' })
        .execute(),
    ).rejects.toEqual(expect.objectContaining({ code: '23514' }));
    await expect(
      ctx.deps.db
        .insertInto('applications')
        .values({ ...row, status: 11 })
        .execute(),
    ).rejects.toEqual(expect.objectContaining({ code: '23514' }));
  });
});
