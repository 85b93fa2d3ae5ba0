import { describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_EMPLOYER_PASSWORD,
  demoEmployerEmail,
  seedDemoAccounts,
} from './demo-accounts.ts';
import { prepareDemoSeed, seedDemoData } from './demo-data.service.ts';

const ctx = useTestContext();

const login = (email: string, password: string, type: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password, type },
    remoteAddress: randomIp(),
  });

describe('demo logins', () => {
  it('seeds an admin and an owner for each of the first three companies, who can sign in to their consoles', async () => {
    await seedDemoData(ctx.deps.db, { companies: 4, postings: 8, now: new Date('2026-11-22T00:00:00Z') });
    const companies = await ctx.deps.db.selectFrom('companies').select('id').orderBy('id').execute();
    for (const n of [1, 2, 3]) {
      const res = await login(demoEmployerEmail(n), DEMO_EMPLOYER_PASSWORD, 2);
      expect(res.statusCode, demoEmployerEmail(n)).toBe(200);
      const company = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/employer/company',
        headers: { authorization: `Bearer ${res.json().access_token}` },
      });
      expect(company.json().data.id).toBe(companies[n - 1]?.id);
    }
    expect((await login(demoEmployerEmail(4), DEMO_EMPLOYER_PASSWORD, 2)).statusCode).toBe(422);
    expect((await login(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, 3)).statusCode).toBe(200);
    // The console accounts are not applicants.
    expect((await login(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, 1)).statusCode).toBe(403);
  });

  it('links the same accounts to the new companies after --replace', async () => {
    await prepareDemoSeed(ctx.deps.db, { replace: true, production: false });
    await seedDemoData(ctx.deps.db, {
      seed: 'other',
      companies: 3,
      postings: 3,
      now: new Date('2026-11-22T00:00:00Z'),
    });
    const [first] = await ctx.deps.db.selectFrom('companies').select('id').orderBy('id').execute();
    const users = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmployerEmail(1))
      .execute();
    expect(users).toHaveLength(1);
    const member = await ctx.deps.db
      .selectFrom('company_members')
      .select('company_id')
      .where('user_id', '=', users[0]?.id ?? 0)
      .executeTakeFirst();
    expect(member?.company_id).toBe(first?.id);
    expect((await login(demoEmployerEmail(1), DEMO_EMPLOYER_PASSWORD, 2)).statusCode).toBe(200);
  });

  it('writes no demo login in production', async () => {
    const before = await ctx.deps.db.selectFrom('users').select('id').execute();
    await ctx.deps.db.deleteFrom('users').where('email', 'like', '%@demo.hashi.example').execute();
    expect(await seedDemoAccounts(ctx.deps.db, [{ id: 1 }], { production: true })).toBe(0);
    const after = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', '%@demo.hashi.example')
      .execute();
    expect(after).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
  });
});
