import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type TestRedisServer } from '../../../test/redis-server.ts';
import type { RedisStatusLog } from '../redis/redis-guard.ts';
import { RedisPresence } from './presence.ts';

/**
 * "Who is online" across instances while Redis goes away and comes back (issue 15, ADR 0049), on a
 * redis-server of the test's own: a question never waits on it, each instance falls back to its own
 * streams, and the held audiences are shared again once it answers.
 */
let redis: TestRedisServer;
let here: RedisPresence;
let there: RedisPresence;
const lines: string[] = [];
const log: RedisStatusLog = { warn: (m) => lines.push(`warn: ${m}`), info: (m) => lines.push(`info: ${m}`) };

/** Longer than the guard's timeout (300 ms), far shorter than a reconnecting client's wait. */
const ANSWER_BOUND_MS = 2000;

beforeAll(async () => {
  redis = await startRedisServer();
  here = new RedisPresence(redis.url, { log });
  there = new RedisPresence(redis.url, { log });
});
afterAll(async () => {
  await here?.close();
  await there?.close();
  await redis?.close();
});

/** `there.isOnline`, failed unless it answers within ANSWER_BOUND_MS. */
async function onlineThere(audience: string): Promise<boolean> {
  const started = performance.now();
  const online = await there.isOnline(audience);
  expect(performance.now() - started).toBeLessThan(ANSWER_BOUND_MS);
  return online;
}

describe('presence through Redis', () => {
  it('answers from this instance while Redis is stopped, and shares again once it is back', async () => {
    here.hold('user:1');
    there.hold('user:2');
    await expect.poll(() => onlineThere('user:1')).toBe(true);
    lines.length = 0; // a first connection slower than the guard's wait counts as an outage of its own

    await redis.stop();
    try {
      // Another instance's stream is no longer known; this instance's own still is.
      expect(await onlineThere('user:1')).toBe(false);
      expect(there.away).toBe(true);
      expect(await onlineThere('user:2')).toBe(true);
      expect(await here.isOnline('user:1')).toBe(true);
    } finally {
      // Restarted empty: the held audience's key is gone until its holder writes it again.
      await redis.start();
    }
    await expect.poll(() => onlineThere('user:1'), { timeout: 10_000, interval: 50 }).toBe(true);
    expect(there.away).toBe(false);
    expect(lines.filter((l) => l.startsWith('warn: Redis (presence) is not answering'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('info: Redis (presence) answers again'))).toHaveLength(1);
  });

  it('is offline at once when its last stream closes, and online while another instance still holds one', async () => {
    here.hold('user:4');
    here.hold('user:4');
    there.hold('user:5');
    here.hold('user:5');
    await expect.poll(() => onlineThere('user:4')).toBe(true);

    // One of two tabs closed: still online; the last one closed: offline, not for another 45 s.
    here.release('user:4');
    expect(await onlineThere('user:4')).toBe(true);
    here.release('user:4');
    await expect.poll(() => onlineThere('user:4'), { timeout: 2_000, interval: 20 }).toBe(false);

    // Another instance's stream for the same audience keeps it online when this one's closes.
    const another = new RedisPresence(redis.url, { log });
    try {
      here.release('user:5');
      there.release('user:5');
      await expect.poll(() => another.isOnline('user:5'), { timeout: 2_000, interval: 20 }).toBe(false);
      there.hold('user:5');
      here.hold('user:5');
      await expect.poll(() => another.isOnline('user:5')).toBe(true);
      here.release('user:5');
      // Give the release time to reach Redis, then ask again: the other holder still counts.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await another.isOnline('user:5')).toBe(true);
    } finally {
      await another.close();
    }
  });

  it('does not wait on a hung Redis', async () => {
    here.hold('user:3');
    await expect.poll(() => onlineThere('user:3')).toBe(true);
    redis.pause();
    try {
      expect(await onlineThere('user:3')).toBe(false);
      expect(there.away).toBe(true);
    } finally {
      redis.resume();
    }
    await expect.poll(() => onlineThere('user:3'), { timeout: 10_000, interval: 50 }).toBe(true);
  });
});
