import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer, randomIp } from '../../../test/factories.ts';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { openTestDatabase, useTestContext } from '../../../test/test-app.ts';
import { freePort } from '../../../test/free-port.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { ReplicaMonitor, type WalPositions, WriteMarks, walPosition, walPositionsOf } from './replica.ts';

/** Scripted log positions: the test says where the primary is and how far the replica replayed. */
function scripted() {
  const at = { primary: '0/100', replica: '0/100' as string | null, recovering: true, fail: false };
  const positions: WalPositions = {
    primary: async () => at.primary,
    replica: async () => {
      if (at.fail) throw new Error('connect ECONNREFUSED 127.0.0.1:55433');
      return { lsn: at.replica, recovering: at.recovering };
    },
  };
  return { at, positions };
}

describe('the replica monitor (ADR 0050)', () => {
  it('orders log positions across the high word', () => {
    expect(walPosition('0/FFFFFFFF') < walPosition('1/0')).toBe(true);
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('calls the replica fresh only once it has replayed what the primary had written the allowed lag ago', async () => {
    let now = 0;
    const { at, positions } = scripted();
    const monitor = new ReplicaMonitor(positions, 5000, () => now);
    const changes: string[] = [];
    monitor.onChange((state) => changes.push(state));

    // At start-up there is no older sample: the replica must hold the primary's position now.
    at.primary = '0/200';
    at.replica = '0/100';
    expect(await monitor.check()).toBe('lagging');
    at.replica = '0/200';
    expect(await monitor.check()).toBe('fresh');

    // The primary writes on; the replica stays where it was. Within the allowed lag it is fresh,
    // past it (the primary's sample of 5 s ago is beyond what the replica replayed) it is not.
    for (now = 1000; now <= 5000; now += 1000) {
      at.primary = `0/${(0x200 + now).toString(16)}`;
      expect(await monitor.check()).toBe('fresh');
    }
    now = 6000;
    at.primary = '0/2000';
    expect(await monitor.check()).toBe('lagging');
    // It catches up with what the primary had 5 s ago: fresh again, though the primary is further on.
    at.replica = `0/${(0x200 + 1000).toString(16)}`;
    expect(await monitor.check()).toBe('fresh');
    expect(changes).toEqual(['lagging', 'fresh', 'lagging', 'fresh']);
  });

  it('keeps reads on the primary while the replica cannot be reached, or is no replica', async () => {
    const { at, positions } = scripted();
    const monitor = new ReplicaMonitor(positions, 5000);
    expect(await monitor.check()).toBe('fresh');
    at.fail = true;
    expect(await monitor.check()).toBe('unreachable');
    expect(monitor.isFresh()).toBe(false);
    at.fail = false;
    expect(await monitor.check()).toBe('fresh');
    at.recovering = false;
    at.replica = null;
    expect(await monitor.check()).toBe('not-a-replica');
    monitor.reportUnreachable(new Error('gone'));
    expect(monitor.state).toBe('unreachable');
  });

  it('reads the positions from PostgreSQL itself (a primary is no replica)', async () => {
    const database = await openTestDatabase();
    try {
      const positions = walPositionsOf(database.db, database.db);
      expect(walPosition(await positions.primary())).toBeGreaterThan(0n);
      expect((await positions.replica()).recovering).toBe(false);
      expect(await new ReplicaMonitor(positions, 5000).check()).toBe('not-a-replica');
    } finally {
      await database.close();
    }
  });
});

describe('who wrote lately (ADR 0050)', () => {
  it('forgets a write once its window has passed', async () => {
    let now = 0;
    const marks = new WriteMarks(7000, undefined, () => now);
    await marks.record(1);
    expect(await marks.hasRecent(1)).toBe(true);
    expect(await marks.hasRecent(2)).toBe(false);
    now = 7001;
    expect(await marks.hasRecent(1)).toBe(false);
  });

  it('errs towards the primary, at once, when Redis cannot be reached', async () => {
    const marks = new WriteMarks(7000, `redis://127.0.0.1:${await freePort()}`);
    try {
      const started = Date.now();
      expect(await marks.hasRecent(3)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await marks.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('is shared by the instances through Redis', async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const [one, two] = [new WriteMarks(7000, url), new WriteMarks(7000, url)];
    const userId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    try {
      // Until its connection is up an instance cannot tell, and says yes (the primary then reads).
      const deadline = Date.now() + 5000;
      while ((await one.hasRecent(userId)) || (await two.hasRecent(userId))) {
        if (Date.now() > deadline) throw new Error('Redis did not answer within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await one.record(userId);
      expect(await two.hasRecent(userId)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('reads that may lag, with a replica (ADR 0050)', () => {
  const METRICS_TOKEN = 'replica-metrics-token-0123456789';
  const ctx = useTestContext({ METRICS_TOKEN });
  // The "replica": a second database with the schema and none of the primary's rows, so that each
  // answer shows which database it came from.
  let replicaDatabase: DatabaseHandle;
  const { at, positions } = scripted();
  let now = Date.now();
  const monitor = new ReplicaMonitor(positions, 5000, () => now);
  const marks = new WriteMarks(7000, undefined, () => now);
  let guest: string;

  beforeAll(async () => {
    replicaDatabase = await openTestDatabase();
    const company = await buildCompany(ctx);
    await buildPosting(ctx, company.id, { title_en: 'Platform Engineer' });
    ctx.deps.replica = { db: replicaDatabase.db, monitor, marks, close: async () => {} };
    guest = await appToken(ctx);
  });
  afterAll(async () => {
    delete ctx.deps.replica;
    await replicaDatabase.close();
  });

  const search = async (token: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/search',
      payload: {},
      headers: bearer(token),
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().meta.total as number;
  };

  const replicaReadsMetric = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    return Number(/^hashi_replica_reads (\d+)$/m.exec(res.body)?.[1]);
  };

  it('sends a search to the replica while it keeps up, and to the primary when it falls behind', async () => {
    at.replica = at.primary;
    await monitor.check();
    expect(await search(guest)).toBe(0);
    expect(await replicaReadsMetric()).toBe(1);
    // The primary moves on; the replica replays nothing more. Once the allowed lag has passed
    // since the primary was seen further on, the replica is behind.
    at.primary = '0/9000';
    expect(await monitor.check()).toBe('fresh');
    now += 6000;
    await monitor.check();
    expect(monitor.state).toBe('lagging');
    expect(await search(guest)).toBe(1);
    expect(await replicaReadsMetric()).toBe(0);
  });

  it('reads a user’s own writes back from the primary, on their next requests only, for a while', async () => {
    at.replica = at.primary;
    await monitor.check();
    const writer = await signedInApplicant(ctx);
    const other = await signedInApplicant(ctx);
    // Searching is no write, however many times (a POST that only reads).
    expect(await search(writer.token)).toBe(0);
    expect(await search(writer.token)).toBe(0);

    const saved = await writer.call('POST', '/api/v1/saved-searches', {
      name: 'Platform',
      conditions: { popular_keywords: 'Platform' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await search(writer.token)).toBe(1);
    expect(await search(other.token)).toBe(0);
    expect(await search(guest)).toBe(0);

    now += 7001;
    expect(await search(writer.token)).toBe(0);
  });

  it('answers from the primary when the replica fails the read, and stops using it', async () => {
    at.replica = at.primary;
    await monitor.check();
    expect(await search(guest)).toBe(0);
    // A replica that went away: nothing listens where it was.
    const gone = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/hashi` });
    ctx.deps.replica = { db: gone.db, monitor, marks, close: async () => {} };
    try {
      expect(await search(guest)).toBe(1);
      expect(monitor.state).toBe('unreachable');
      expect(await search(guest)).toBe(1);
    } finally {
      ctx.deps.replica = { db: replicaDatabase.db, monitor, marks, close: async () => {} };
      await gone.close();
    }
  });
});
