import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { userAudience } from '@hashi/shared/live.schema';
import { buildApp } from '../src/app/build-app.ts';
import { createLiveHub } from '../src/platform/live/create-live.ts';
import type { App } from '../src/platform/http/app.ts';
import { A, C, scoutedThread } from '../src/features/messaging/messaging.fixtures.ts';
import { type EventStreamClient, openEventStream } from './event-stream-client.ts';
import { useTestContext } from './test-app.ts';

/**
 * Several instances behave as one (issue 11, ADR 0028): a message sent through one instance reaches
 * an event stream held on another. In every run: two apps with their own live hubs on one embedded
 * database. Where CI gives PostgreSQL and Redis: two real server processes on them.
 */
const JWT_SECRET = 'live-instances-secret-long-enough-for-hs256';
const redisUrl = process.env.TEST_REDIS_URL;
const ctx = useTestContext({ JWT_SECRET, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
const streams: EventStreamClient[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];
const apps: App[] = [];

afterAll(async () => {
  for (const s of streams) s.close();
  for (const child of children) child.kill('SIGKILL');
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Another app in this process, on the same database, with a live hub of its own. */
async function secondApp(): Promise<string> {
  const live = await createLiveHub(ctx.deps.config, {
    db: ctx.deps.db,
    kind: ctx.databaseUrl ? 'postgres' : 'pglite',
    close: async () => {},
    listen: ctx.listen,
  });
  const app = await buildApp({ ...ctx.deps, live }, { logger: false });
  app.addHook('onClose', () => live.close());
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** `node src/main.ts` on the test's PostgreSQL database and Redis. */
async function serverProcess(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-instance-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d;
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server process ended:\n${errors}`);
        return fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBe(true);
  return base;
}

async function send(base: string, token: string, code: string, body: string) {
  const res = await fetch(`${base}${C}/threads/${code}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body, client_id: crypto.randomUUID() }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data;
}

const setups: [string, () => Promise<[string, string]>][] = [
  ['two apps on one embedded database', async () => [await secondApp(), await secondApp()]],
];
if (process.env.TEST_DATABASE_URL && redisUrl) {
  setups.push([
    'two server processes on PostgreSQL and Redis',
    async () => {
      const url = ctx.databaseUrl;
      if (!url) throw new Error('the test database has no address');
      return Promise.all([serverProcess(url), serverProcess(url)]);
    },
  ]);
}

describe.each(setups)('live events across instances: %s', (_name, start) => {
  it('brings a message sent through one instance to a stream held on the other', async () => {
    const [first, second] = await start();
    const { company, applicant, code } = await scoutedThread(ctx);
    const tab = await openEventStream(second, applicant.token);
    streams.push(tab);
    expect(tab.status).toBe(200);

    const sent = await send(first, company.token, code, 'Sent through the first instance.');
    const event = await tab.waitFor((e) => e.type === 'message' && e.data.message_id === sent.id, 30_000);
    expect(event.data).toEqual({ code, message_id: sent.id });

    // Another instance knows the applicant is online only through Redis; without it, presence
    // stays with the instance that holds the stream.
    await expect.poll(() => ctx.deps.live.isOnline(userAudience(applicant.id))).toBe(Boolean(redisUrl));
    const thread = await fetch(`${first}${A}/threads/${code}`, {
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    expect(thread.status).toBe(200);
  });
});
