import { describe, expect, it } from 'vitest';
import { buildCompanyUser, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { buildUser, DEFAULT_PASSWORD, randomIp } from '../../../test/factories.ts';
import { buildCompany } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const login = (email: string, type: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: DEFAULT_PASSWORD, type },
    remoteAddress: randomIp(),
  });

describe('POST /api/v1/login with a console client type', () => {
  it('logs a company member into the employer console (client type 2)', async () => {
    const company = await buildCompany(ctx);
    const user = await buildCompanyUser(ctx, company.id);
    const res = await login(user.email, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, type: 2 });
  });

  it('logs an admin into the admin console (client type 3)', async () => {
    const user = await buildUser(ctx, { type: 3 });
    const res = await login(user.email, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, type: 3 });
  });

  it('refuses every user type in a client that is not its own', async () => {
    const company = await buildCompany(ctx);
    const companyUser = await buildCompanyUser(ctx, company.id);
    const applicant = await buildUser(ctx);
    const admin = await buildUser(ctx, { type: 3 });
    const cases: Array<[string, number]> = [
      [companyUser.email, 1],
      [companyUser.email, 3],
      [applicant.email, 2],
      [applicant.email, 3],
      [admin.email, 1],
      [admin.email, 2],
    ];
    for (const [email, type] of cases) {
      const res = await login(email, type);
      expect(res.statusCode, `${email} as client ${type}`).toBe(403);
      expect(res.json().code).toBe('wrong_user_type');
    }
  });

  it('tells who signs in where, in the request language', async () => {
    const applicant = await buildUser(ctx);
    const en = await login(applicant.email, 2);
    expect(en.json().message).toBe(
      'This account cannot sign in to this console. Job seekers sign in on the Hashi job site; company and admin accounts each have their own console.',
    );
    const ja = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: applicant.email, password: DEFAULT_PASSWORD, type: 3 },
      headers: { 'x-localization': 'ja' },
      remoteAddress: randomIp(),
    });
    expect(ja.statusCode).toBe(403);
    expect(ja.json().message).toContain('この管理画面にログインできません');
  });

  it('refuses a company user who belongs to no company', async () => {
    const user = await buildUser(ctx, { type: 2 });
    const res = await login(user.email, 2);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('wrong_user_type');
  });

  it('keeps the credential check first: a wrong password says nothing about the user type', async () => {
    const user = await buildUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: user.email, password: 'Wrong1234', type: 2 },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('checks the membership on every call: a removed member is refused at once', async () => {
    const company = await signedInCompany(ctx);
    expect((await company.call('GET', '/api/v1/employer/company')).statusCode).toBe(200);
    await ctx.deps.db.deleteFrom('company_members').where('user_id', '=', company.id).execute();
    const res = await company.call('GET', '/api/v1/employer/company');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('wrong_user_type');
  });

  it('keeps company and admin tokens out of the applicant API', async () => {
    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    for (const client of [company, admin]) {
      const res = await client.call('GET', '/api/v1/applicants/auth');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('wrong_user_type');
    }
  });
});
