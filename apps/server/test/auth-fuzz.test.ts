import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestContext } from './test-app.ts';

/**
 * Generated input against every credential route: malformed JSON, wrong types, unknown fields and
 * oversized bodies must be client errors, never a 5xx.
 */
const ROUTES: Array<{ method: 'POST' | 'PUT'; url: string }> = [
  { method: 'POST', url: '/api/v1/login' },
  { method: 'POST', url: '/api/v1/signup' },
  { method: 'POST', url: '/api/v1/signup/verify' },
  { method: 'POST', url: '/api/v1/refresh-token' },
  { method: 'POST', url: '/oauth/token' },
  { method: 'POST', url: '/api/v1/forgot-password' },
  { method: 'POST', url: '/api/v1/reset-password' },
  { method: 'PUT', url: '/api/v1/user/change-password' },
  { method: 'POST', url: '/api/v1/user/change-email' },
  { method: 'POST', url: '/api/v1/login/google' },
  { method: 'POST', url: '/api/v1/login/github/token' },
];

const FIELDS = [
  'email',
  'password',
  'type',
  'remember_me',
  'terms_agreed',
  'token',
  'refresh_token',
  'grant_type',
  'client_id',
  'locale',
  'invitation_token',
  'password_confirmation',
  'current_password',
  'state',
  '__proto__',
  'constructor',
];

const plausibleBody = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.emailAddress(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 2 }),
    fc.constantFrom('client_credentials', 'Bridge2026x', 'ja', 'en', '１２３', '東京'),
  ),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });
const rawText = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"email":', '[]]', 'null', '\u0000'));

const ctx = useTestContext();

describe('generated input on the credential routes', () => {
  it('answers every JSON body with a client error or success, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.oneof(plausibleBody, anyJson),
        fc.ipV4(),
        async (route, body, ip) => {
          const res = await ctx.app.inject({ ...route, payload: body as object, remoteAddress: ip });
          expect(res.statusCode, `${route.url} ${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
          expect(() => JSON.parse(res.body)).not.toThrow();
        },
      ),
      { numRuns: 2500 },
    );
  });

  it('answers malformed bodies and odd content types with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        rawText,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
        async (route, payload, contentType) => {
          const res = await ctx.app.inject({ ...route, payload, headers: { 'content-type': contentType } });
          expect(res.statusCode, `${route.url} ${contentType} ${payload} → ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('refuses an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a'.repeat(2_000_000), password: 'x', type: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});
