import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import type { Deps } from '../src/platform/deps.ts';
import { buildApp } from '../src/app/build-app.ts';
import type { App } from '../src/platform/http/app.ts';
import { createLiveHub } from '../src/platform/live/create-live.ts';
import { LiveSessions } from '../src/platform/auth/live-sessions.ts';
import { SmtpMailer } from '../src/platform/mail/mailer.ts';
import { MemoryRateLimitStore, RateLimiter } from '../src/platform/rate-limit/limiter.ts';
import { createDatabaseFromTemplate, dropDatabase } from './postgres-admin.ts';
import { startSmtpServer } from './smtp.ts';

export const TEST_APP_URL = 'http://hashi.test';

/** A fresh migrated database: PGlite from the run's dump, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const dbUrl = await createDatabaseFromTemplate(url, inject('pgTemplate'));
    const handle = await openDatabase({ url: dbUrl, poolSize: 4 });
    return {
      ...handle,
      url: dbUrl,
      close: async () => {
        await handle.close();
        await dropDatabase(url, new URL(dbUrl).pathname.slice(1));
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

/** buildApp's options (the app is built without a logger unless they say otherwise). */
type AppOptions = NonNullable<Parameters<typeof buildApp>[1]>;

export interface TestContext {
  app: App;
  deps: Deps;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The test database's address when it is a PostgreSQL one (other processes can share it). */
  databaseUrl: string | undefined;
  /** LISTEN on the test database (a second live hub on it, ADR 0028). */
  listen: DatabaseHandle['listen'];
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The whole server on a real database and a real SMTP server, with a clock the test controls. */
export async function createTestContext(
  env: Record<string, string> = {},
  appOptions: AppOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-app-'));
  const smtp = await startSmtpServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    // A posting's view is written in its request, for the tests that read the counters after one;
    // posting-views.test.ts tests the batches.
    POSTING_VIEWS_FLUSH_SECONDS: '0',
    ...env,
  });
  const database = await openTestDatabase();
  let offset = 0;
  const sessions = new LiveSessions(database.db);
  await sessions.start(database.listen);
  const deps: Deps = {
    config,
    db: database.db,
    mailer: new SmtpMailer(smtp.url, config.MAIL_FROM),
    limiter: new RateLimiter(new MemoryRateLimitStore()),
    live: await createLiveHub(config, database),
    now: () => new Date(Date.now() + offset),
    sessions,
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
    ...(database.answeredWithin ? { databaseAnsweredWithin: database.answeredWithin } : {}),
  };
  const app = await buildApp(deps, { logger: false, ...appOptions });
  await app.ready();
  return {
    app,
    deps,
    smtp,
    databaseUrl: database.url,
    listen: database.listen,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await deps.live.close();
      await app.close();
      await sessions.close();
      await deps.mailer.close();
      await smtp.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test context for the calling test file: started in a beforeAll, closed in an afterAll. Its
 * fields are there from the file's first hook or test on; reading one earlier throws.
 */
export function useTestContext(env: Record<string, string> = {}, appOptions: AppOptions = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(env, appOptions);
  });
  afterAll(async () => current?.close());
  const started = (): TestContext => {
    if (!current) throw new Error('the test context is read before its beforeAll ran');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get deps() {
      return started().deps;
    },
    get smtp() {
      return started().smtp;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    listen: (...args) => started().listen(...args),
    advance: (ms) => started().advance(ms),
    close: () => started().close(),
  };
}
