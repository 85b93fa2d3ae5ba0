import { expect } from 'vitest';
import { bearer } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** Asserts that a session is over: its access token is refused and its refresh token refreshes nothing. */
export async function expectSessionEnded(
  ctx: TestContext,
  tokens: { access_token: string; refresh_token: string },
): Promise<void> {
  const me = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(tokens.access_token) });
  expect(me.statusCode).toBe(401);
  const refresh = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/refresh-token',
    payload: { refresh_token: tokens.refresh_token },
  });
  expect(refresh.statusCode).toBe(401);
}
