/**
 * A cluster worker of bench/search.ts: one more API process on the benchmark's database (PostgreSQL
 * only), as production runs N stateless web instances (ARCHITECTURE.md), so the API can use every
 * core. The primary has migrated and seeded; this only serves. Settings come in the environment.
 */
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { LiveHub } from '../apps/server/src/platform/live/live-hub.ts';
import { MemoryPresence } from '../apps/server/src/platform/live/presence.ts';
import { RateLimiter, type RateLimitStore } from '../apps/server/src/platform/rate-limit/limiter.ts';

/** Counts nothing: the benchmark measures searches, not the limiter's refusals. */
export const unlimited: RateLimitStore = {
  hit: async () => ({ count: 0, resetMs: 0 }),
  count: async () => ({ count: 0, resetMs: 0 }),
  reset: async () => {},
};

/** `broadMemorySeconds`: SEARCH_BROAD_MEMORY_SECONDS (0: every search counts its matches). */
export function benchConfig(dataDir: string, broadMemorySeconds = 60) {
  return loadConfig({
    SEARCH_BROAD_MEMORY_SECONDS: String(broadMemorySeconds),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    SMTP_URL: 'smtp://127.0.0.1:1',
    // Production without a virus scanner (ADR 0044): the benchmarks upload nothing.
    ALLOW_UNSCANNED_UPLOADS: 'true',
  });
}

export async function benchApp(db: Parameters<typeof buildApp>[0]['db'], dataDir: string, broadMemorySeconds = 60) {
  const config = benchConfig(dataDir, broadMemorySeconds);
  return buildApp(
    {
      config,
      db,
      mailer: new OutboxMailer(path.join(dataDir, 'mail'), config.MAIL_FROM),
      limiter: new RateLimiter(unlimited),
      // This benchmark holds no event streams: a hub that is not listening is enough.
      live: new LiveHub(db, new MemoryPresence()),
      now: () => new Date(),
    },
    { logger: false },
  );
}

if (process.env.BENCH_WORKER === '1') {
  const dataDir = process.env.BENCH_DATA_DIR ?? '';
  const database = await openDatabase({
    url: process.env.BENCH_DATABASE_URL,
    poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10),
  });
  const app = await benchApp(database.db, dataDir, Number(process.env.BENCH_BROAD_MEMORY_SECONDS ?? 60));
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  process.on('disconnect', () => {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  });
}
