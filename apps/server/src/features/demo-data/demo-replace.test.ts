import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { prepareDemoSeed, seedDemoData } from './demo-data.service.ts';

const ctx = useTestContext();

const count = async (table: 'companies' | 'job_postings' | 'saved_search_alerts_sent' | 'saved_searches' | 'users') =>
  Number(
    (
      await ctx.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo:seed --replace', () => {
  it('leaves an empty database alone and refuses one with companies unless asked, never in production', async () => {
    expect(await prepareDemoSeed(ctx.deps.db, { replace: false, production: false })).toBe('empty');
    await buildCompany(ctx);
    await expect(prepareDemoSeed(ctx.deps.db, { replace: false, production: false })).rejects.toThrow(/--replace/);
    await expect(prepareDemoSeed(ctx.deps.db, { replace: true, production: true })).rejects.toThrow(/production/);
    expect(await count('companies')).toBe(1);
  });

  it('empties companies and postings with the alerts sent about them, keeps accounts and saved searches', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    const applicant = await buildUser(ctx);
    const search = await ctx.deps.db
      .insertInto('saved_searches')
      .values({
        applicant_id: applicant.id,
        name: 'Go in Tokyo',
        conditions: JSON.stringify({ keyword: 'Go' }),
        conditions_hash: 'go-in-tokyo',
        alert_since: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.deps.db
      .insertInto('saved_search_alerts_sent')
      .values({ applicant_id: applicant.id, job_posting_id: posting.id, saved_search_id: search.id })
      .execute();
    const users = await count('users');

    expect(await prepareDemoSeed(ctx.deps.db, { replace: true, production: false })).toBe('replaced');
    expect(await count('companies')).toBe(0);
    expect(await count('job_postings')).toBe(0);
    expect(await count('saved_search_alerts_sent')).toBe(0);
    expect(await count('saved_searches')).toBe(1);
    expect(await count('users')).toBe(users);

    // A fresh set again, numbered from 1 as on a new database.
    const result = await seedDemoData(ctx.deps.db, { seed: 'replace-test', companies: 3, postings: 20 });
    expect(result).toMatchObject({ companies: 3, postings: 20 });
    const ids = await ctx.deps.db.selectFrom('job_postings').select('id').orderBy('id').execute();
    expect(ids[0]?.id).toBe(1);
    const companies = await ctx.deps.db.selectFrom('companies').select('id').orderBy('id').execute();
    expect(companies.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
