import type { TokenResponse } from '@hashi/shared/auth.schema';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import type { NewUser, User } from '../src/platform/db/schema.ts';
import { insertUser } from '../src/features/users/users.repository.ts';
import type { TestContext } from './test-app.ts';

export const DEFAULT_PASSWORD = 'Bridge2026x';
let sequence = 0;

/** A verified job seeker who signed up alone, unless `overrides` say otherwise. */
export async function buildUser(
  ctx: TestContext,
  overrides: Partial<NewUser> & { password?: string | null } = {},
): Promise<User & { password: string }> {
  sequence += 1;
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const user = await insertUser(ctx.deps.db, {
    email: `user${sequence}-${Date.now()}@example.com`,
    password_hash: password === null ? null : await hashPassword(password),
    email_verified_at: new Date(),
    password_set_at: new Date(),
    ...rest,
  });
  return { ...user, password: password ?? '' };
}

export async function loginAs(
  ctx: TestContext,
  user: { email: string; password: string },
  extra: { remember_me?: boolean } = {},
): Promise<TokenResponse> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: user.email, password: user.password, type: 1, ...extra },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A different client address per call, so that tests of other things stay clear of per-IP limits. */
export function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** The web app's client-credentials token, as a guest's calls carry it. */
export async function appToken(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: 'hashi-web' },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200) throw new Error(`app token failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
