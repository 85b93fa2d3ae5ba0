import { describe, expect, it } from 'vitest';
import { appToken, bearer, buildUser, loginAs, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

/**
 * Routes a guest's app token or a user's token may call (requireClient): lists anyone may read,
 * and those that also read who is asking (posting details, FAQs, similar jobs, inquiries).
 */
const GUEST_ROUTES: Array<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }> = [
  { method: 'POST', url: '/api/v1/customer-job-postings/search', payload: {} },
  { method: 'GET', url: '/api/v1/customer-job-postings/similar-to-applied' },
  { method: 'GET', url: '/api/v1/job-postings/details?id=1' },
  { method: 'POST', url: '/api/v1/companies/search', payload: {} },
  { method: 'GET', url: '/api/v1/faqs' },
  { method: 'GET', url: '/api/v1/blog-articles' },
  { method: 'GET', url: '/api/v2/masters/deactivate-reasons' },
  { method: 'POST', url: '/api/v1/popular-keywords/search', payload: {} },
  { method: 'POST', url: '/api/v1/inquiries', payload: {} },
];

const call = (route: (typeof GUEST_ROUTES)[number], token: string) =>
  ctx.app.inject({
    method: route.method,
    url: route.url,
    ...(route.payload ? { payload: route.payload } : {}),
    headers: bearer(token),
    remoteAddress: randomIp(),
  });

describe('a user token on guest routes after logout', () => {
  it.each(GUEST_ROUTES)('$method $url refuses it as it refuses it everywhere else (401)', async (route) => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    expect((await call(route, tokens.access_token)).statusCode).not.toBe(401);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(tokens.access_token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await call(route, tokens.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_invalid');
    // The guest's own app token still works there.
    expect((await call(route, await appToken(ctx))).statusCode).not.toBe(401);
  });
});
