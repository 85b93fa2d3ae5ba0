import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp.ts';
import { TEST_APP_URL, useTestContext } from '../../../test/test-app.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from '../../platform/rate-limit/limiter.ts';
import { LOGIN_LIMITS } from './auth.service.ts';

const ctx = useTestContext();

// Redis where TEST_REDIS_URL is set (several instances share the counts); the in-process store everywhere.
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});
const stores: Array<[string, () => RateLimiter]> = [
  ['memory', () => new RateLimiter(new MemoryRateLimitStore())],
  ...(redis
    ? [
        [
          'redis',
          () => new RateLimiter(new RedisRateLimitStore(redis, `hashi:test:login:${Date.now()}:${Math.random()}:`)),
        ] as [string, () => RateLimiter],
      ]
    : []),
];

let ipSeq = 0;
/** A fresh source address per test, so that one test's counts never reach another's. */
const nextIp = () => {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

const login = (email: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password, type: 1 }, remoteAddress: ip });

async function failFrom(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(email, `Wrong${i}guess`, ip)).statusCode).toBe(422);
}

async function resetPasswordByMail(email: string, password: string) {
  const before = ctx.smtp.received.length;
  const ip = nextIp();
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
  expect(asked.statusCode).toBe(200);
  const mail = await ctx.smtp.waitFor(email, (m) => ctx.smtp.received.indexOf(m) >= before);
  const token = new URL(linkIn(mail, `${TEST_APP_URL}/reset-password?token=`)).searchParams.get('token');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password',
    payload: { token, password, password_confirmation: password },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
}

describe.each(stores)('login throttling on the %s store', (_name, makeLimiter) => {
  beforeAll(() => {
    ctx.deps.limiter = makeLimiter();
  });

  it('stops the source of 20 failures on an account but not the owner elsewhere', async () => {
    const user = await buildUser(ctx);
    const attacker = nextIp();
    await failFrom(user.email, attacker, LOGIN_LIMITS.failuresPerAccountAndSource.limit);
    const stopped = await login(user.email, DEFAULT_PASSWORD, attacker);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, DEFAULT_PASSWORD, nextIp())).statusCode).toBe(200);
    // The owner's success does not lift the attacker's pause.
    expect((await login(user.email, DEFAULT_PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('lifts every pause of the account when its password is reset', async () => {
    const user = await buildUser(ctx);
    const attacker = nextIp();
    await failFrom(user.email, attacker, LOGIN_LIMITS.failuresPerAccountAndSource.limit);
    expect((await login(user.email, DEFAULT_PASSWORD, attacker)).statusCode).toBe(429);
    await resetPasswordByMail(user.email, 'Harbour7Lights');
    expect((await login(user.email, 'Harbour7Lights', attacker)).statusCode).toBe(200);
  });

  it('closes the account to new sources after 100 failures from many, still open where the owner signed in', async () => {
    const user = await buildUser(ctx);
    const home = nextIp();
    expect((await login(user.email, DEFAULT_PASSWORD, home)).statusCode).toBe(200);
    const perSource = LOGIN_LIMITS.failuresPerAccountAndSource.limit;
    for (let n = 0; n < LOGIN_LIMITS.failuresPerAccount.limit; n += perSource)
      await failFrom(user.email, nextIp(), perSource);
    const stranger = await login(user.email, DEFAULT_PASSWORD, nextIp());
    expect(stranger.statusCode).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, home)).statusCode).toBe(200);
    await resetPasswordByMail(user.email, 'Harbour7Lights');
    expect((await login(user.email, 'Harbour7Lights', nextIp())).statusCode).toBe(200);
  });
});
