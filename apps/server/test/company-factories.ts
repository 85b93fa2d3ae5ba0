import type { LightMyRequestResponse } from 'fastify';
import type { CompanyMemberRole } from '../src/platform/db/company-console-schema.ts';
import { bearer, buildUser, randomIp } from './factories.ts';
import { buildCompany } from './job-factories.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in console user and a way to call the API as them, in a chosen language. */
export interface ConsoleClient {
  id: number;
  email: string;
  password: string;
  token: string;
  call(method: Method, url: string, payload?: unknown, lang?: 'en' | 'ja'): Promise<LightMyRequestResponse>;
}

/** Logs in through `POST /api/v1/login` with a console client type (2 employer, 3 admin). */
export async function consoleLogin(
  ctx: TestContext,
  user: { email: string; password: string },
  clientType: 2 | 3,
): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: user.email, password: user.password, type: clientType },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200) throw new Error(`console login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

/** Calls the API with a bearer token (or none), in a chosen language, from a fresh address. */
export function callAs(ctx: TestContext, token: string | undefined) {
  return (method: Method, url: string, payload?: unknown, lang: 'en' | 'ja' = 'en') =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(token ? bearer(token) : {}), 'x-localization': lang },
      remoteAddress: randomIp(),
    });
}

/** A company user (type 2) who belongs to `companyId`, without logging in. */
export async function buildCompanyUser(ctx: TestContext, companyId: number, role: CompanyMemberRole = 'owner') {
  const user = await buildUser(ctx, { type: 2, current_step: 4, registered_at: new Date() });
  await ctx.deps.db.insertInto('company_members').values({ user_id: user.id, company_id: companyId, role }).execute();
  return user;
}

/** A signed-in company user; a new company unless `companyId` is given. */
export async function signedInCompany(
  ctx: TestContext,
  companyId?: number,
): Promise<ConsoleClient & { companyId: number }> {
  const company = companyId ?? (await buildCompany(ctx)).id;
  const user = await buildCompanyUser(ctx, company);
  const token = await consoleLogin(ctx, user, 2);
  return {
    id: user.id,
    email: user.email,
    password: user.password,
    token,
    companyId: company,
    call: callAs(ctx, token),
  };
}

/** A signed-in admin (user type 3). */
export async function signedInAdmin(ctx: TestContext): Promise<ConsoleClient> {
  const user = await buildUser(ctx, { type: 3, current_step: 4, registered_at: new Date() });
  const token = await consoleLogin(ctx, user, 3);
  return { id: user.id, email: user.email, password: user.password, token, call: callAs(ctx, token) };
}
