import { describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { REDACTED, redactUrl } from './request-log.ts';

const lines: string[] = [];
const ctx = useTestContext({ LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (line) => lines.push(line) } });

/** Secrets shaped like the real ones: randomToken() is 43 base64url characters. */
const RESET = 'Rst0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3';
const VERIFY = 'Vfy9zY8xW7vU6tS5rQ4pO3nM2lK1jI0hG9fE8dC7bA6';
const UNSUBSCRIBE = 'Uns5Kp2Lq8Mr3Ns9Ot4Pu0Qv6Rw1Sx7Ty2Uz8Va3Wb9';
const SIGNATURE = 'Sig4f0e1d2c3b4a5968778695a4b3c2d1e0f9A8B7C6';
const IN_PATH = 'Pth7Gh8Ij9Kl0Mn1Op2Qr3St4Uv5Wx6Yz7Ab8Cd9Ef0';

const URLS = [
  `/reset-password?token=${RESET}`,
  `/email-verification?token=${VERIFY}&lang=ja`,
  `/api/v1/email-notices/unsubscribe?token=${UNSUBSCRIBE}`,
  `/api/files/profile-media/12?expires=4102444800&signature=${SIGNATURE}`,
  `/api/v1/verify/${IN_PATH}`,
];

describe('the request log', () => {
  it('keeps the tokens of reset, verification and unsubscribe links and media signatures out', async () => {
    for (const url of URLS) await ctx.app.inject({ url, remoteAddress: randomIp() });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/email-notices/unsubscribe?token=${UNSUBSCRIBE}` });
    const log = lines.join('');
    expect(log).toContain('request completed');
    for (const secret of [RESET, VERIFY, UNSUBSCRIBE, SIGNATURE, IN_PATH]) expect(log).not.toContain(secret);
    // Still says what was asked.
    expect(log).toContain(`"url":"/api/v1/email-notices/unsubscribe?token=${REDACTED}"`);
    expect(log).toContain(`"url":"/api/files/profile-media/12?expires=${REDACTED}&signature=${REDACTED}"`);
  });

  it('writes one line a request, once it is answered: what was asked, the status, the time and the request id', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({ url: '/about-us?ref=mail', remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    const missing = await ctx.app.inject({ url: '/api/v1/no-such-route', remoteAddress: randomIp() });
    const entries = lines.map((line) => JSON.parse(line)).filter((e) => e.req !== undefined || e.res !== undefined);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: `/about-us?ref=${REDACTED}` },
      res: { statusCode: 200 },
    });
    expect(entries[0].responseTime).toBeGreaterThan(0);
    expect(entries[1]).toMatchObject({
      req: { url: '/api/v1/no-such-route' },
      res: { statusCode: missing.statusCode },
    });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/v1/jobs', '/api/v1/jobs'],
    ['/jobs?keyword=tokyo&page=2', `/jobs?keyword=${REDACTED}&page=${REDACTED}`],
    ['/search?flag', '/search?flag'],
    ['/blog/how-to-find-an-engineering-job-in-tokyo-2026', '/blog/how-to-find-an-engineering-job-in-tokyo-2026'],
    [`/invite/${IN_PATH}/accept`, `/invite/${REDACTED}/accept`],
    ['/dev/mail/0f3c6a1e-8d5b-4c2a-9e7f-1a2b3c4d5e6f', `/dev/mail/${REDACTED}`],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
