import { describe, expect, it } from 'vitest';
import { describeError, RedisGuard, type RedisStatusLog } from './redis-guard.ts';

function captureLog(): RedisStatusLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (m) => lines.push(`warn: ${m}`), info: (m) => lines.push(`info: ${m}`) };
}

/** A guard whose probe answers as `redisAnswers` says, on a connection that is ready. */
function guardFor(redisAnswers: { now: boolean }, log: RedisStatusLog) {
  let probes = 0;
  const guard = new RedisGuard(
    'tests',
    async () => {
      probes += 1;
      if (!redisAnswers.now) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    },
    { timeoutMs: 100, retryMs: 50, log },
  );
  guard.onReady();
  return { guard, probes: () => probes };
}

describe('the Redis guard', () => {
  it('answers from the fallback when Redis fails, says so once, and leaves Redis alone while away', async () => {
    const log = captureLog();
    const { guard } = guardFor({ now: false }, log);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error("Stream isn't writeable");
    };
    expect(await guard.run(failing, () => 'local')).toBe('local');
    expect(guard.away).toBe(true);
    for (let i = 0; i < 50; i++) expect(await guard.run(failing, () => 'local')).toBe('local');
    expect(calls).toBe(1);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^warn: Redis \(tests\) is not answering \(Stream isn't writeable\)/);
    guard.close();
  });

  it('does not wait on a hung Redis longer than its timeout', async () => {
    const { guard } = guardFor({ now: true }, captureLog());
    const hung = new Promise<string>(() => {});
    expect(
      await guard.run(
        () => hung,
        () => 'local',
      ),
    ).toBe('local');
    expect(guard.away).toBe(true);
    guard.close();
  });

  it('goes back to Redis once a probe succeeds, says so once, and tells who listens', async () => {
    const log = captureLog();
    const redisAnswers = { now: false };
    const { guard, probes } = guardFor(redisAnswers, log);
    let backs = 0;
    guard.onBack(() => {
      backs += 1;
    });
    await guard.run(
      () => Promise.reject(new Error('down')),
      () => undefined,
    );
    await expect.poll(probes).toBeGreaterThan(0);
    expect(guard.away).toBe(true);
    redisAnswers.now = true;
    await expect.poll(() => guard.away).toBe(false);
    expect(
      await guard.run(
        async () => 'redis',
        () => 'local',
      ),
    ).toBe('redis');
    expect(backs).toBe(1);
    expect(log.lines.map((l) => l.split(':')[0])).toEqual(['warn', 'info']);
    expect(log.lines[1]).toBe('info: Redis (tests) answers again: shared again across instances');
    guard.close();
  });

  it('waits for a first connection no longer than its timeout', async () => {
    const log = captureLog();
    const guard = new RedisGuard('tests', async () => {}, { timeoutMs: 50, retryMs: 50, log });
    expect(
      await guard.run(
        async () => 'redis',
        () => 'local',
      ),
    ).toBe('local');
    expect(guard.away).toBe(true);
    guard.onReady();
    await expect.poll(() => guard.away).toBe(false);
    guard.close();
  });

  it('never logs the credentials of a URL', () => {
    expect(describeError(new Error('cannot reach redis://hashi:s3cret@cache.internal:6379/0'))).toBe(
      'cannot reach redis://cache.internal:6379/0',
    );
    expect(describeError(new Error('rediss://:s3cret@cache:6380 refused'))).toBe('rediss://cache:6380 refused');
  });
});
