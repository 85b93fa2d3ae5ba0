/**
 * `npm run bench`: login throughput and p99, and /healthz throughput against a bare Fastify route,
 * measured in the same run on this machine. Writes bench/RESULTS.md. Not a test: nothing asserts.
 *
 * The servers run in this process; autocannon runs as a child process so that it does not share
 * the event loop it measures.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { LiveHub } from '../apps/server/src/platform/live/live-hub.ts';
import { MemoryPresence } from '../apps/server/src/platform/live/presence.ts';
import { RateLimiter, type RateLimitStore } from '../apps/server/src/platform/rate-limit/limiter.ts';

const run = promisify(execFile);
const here = import.meta.dirname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}

async function autocannon(url: string, extra: string[] = [], seconds = DURATION): Promise<Result> {
  const bin = path.join(here, '../node_modules/.bin/autocannon');
  const { stdout } = await run(bin, ['--json', '-d', String(seconds), '-c', '32', ...extra, url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Result;
}

/** Counts nothing: the benchmark measures the login path, not the limiter's refusals. */
const unlimited: RateLimitStore = {
  hit: async () => ({ count: 0, resetMs: 0 }),
  count: async () => ({ count: 0, resetMs: 0 }),
  reset: async () => {},
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SMTP_URL: 'smtp://127.0.0.1:1',
  // Production without a virus scanner (ADR 0044): the benchmarks upload nothing.
  ALLOW_UNSCANNED_UPLOADS: 'true',
});
const database = await openDatabase({ dataDir });
await migrateToLatest(database.db);
await database.db
  .insertInto('users')
  .values({
    email: 'bench@example.com',
    password_hash: await hashPassword('Bridge2026x'),
    email_verified_at: new Date(),
    password_set_at: new Date(),
  })
  .execute();
const app = await buildApp(
  {
    config,
    db: database.db,
    mailer: new OutboxMailer(path.join(dataDir, 'mail'), config.MAIL_FROM),
    limiter: new RateLimiter(unlimited),
    // This benchmark holds no event streams: a hub that is not listening is enough.
    live: new LiveHub(database.db, new MemoryPresence()),
    now: () => new Date(),
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const hashi = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const bare = Fastify({ logger: false });
// The same handler as Hashi's /healthz, so the ratio measures what Hashi's stack adds around it.
bare.get('/healthz', (_request, reply) => {
  reply.type('application/json').send('{"status":"ok"}');
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

console.log(`Benchmarking for ${DURATION} s each…`);
// Warm both servers up (JIT, connection pools), then measure the bare route before and after Hashi
// and take the mean, so that drift in the machine's load does not favour either side.
await autocannon(`${bareUrl}/healthz`, [], 2);
await autocannon(`${hashi}/healthz`, [], 2);
const bareBefore = await autocannon(`${bareUrl}/healthz`);
const healthResult = await autocannon(`${hashi}/healthz`);
const bareAfter = await autocannon(`${bareUrl}/healthz`);
const bareResult: Result = {
  requests: { average: (bareBefore.requests.average + bareAfter.requests.average) / 2 },
  latency: {
    average: (bareBefore.latency.average + bareAfter.latency.average) / 2,
    p99: Math.max(bareBefore.latency.p99, bareAfter.latency.p99),
  },
  non2xx: bareBefore.non2xx + bareAfter.non2xx,
  errors: bareBefore.errors + bareAfter.errors,
};
const loginResult = await autocannon(`${hashi}/api/v1/login`, [
  '-m',
  'POST',
  '-H',
  'content-type=application/json',
  '-b',
  JSON.stringify({ email: 'bench@example.com', password: 'Bridge2026x', type: 1 }),
]);

await app.close();
await bare.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const ratio = healthResult.requests.average / bareResult.requests.average;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const row = (name: string, r: Result) =>
  `| ${name} | ${fmt(r.requests.average)} | ${r.latency.average.toFixed(1)} | ${r.latency.p99} | ${r.non2xx + r.errors} |`;
const report = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores
(${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, embedded PGlite, logging off,
32 connections, ${DURATION} s per target, autocannon in a separate process.

| target | requests/s | mean latency (ms) | p99 latency (ms) | non-2xx or errors |
|---|---|---|---|---|
${row('bare Fastify `GET /healthz`', bareResult)}
${row('Hashi `GET /healthz`', healthResult)}
${row('Hashi `POST /api/v1/login`', loginResult)}

- \`/healthz\` throughput is **${(ratio * 100).toFixed(0)} %** of a bare Fastify route with the same handler
  (target ≥ 50 %): what Hashi's stack (hooks, plugins, routing table) costs a request.
- Login is bound by argon2id (≈ 11 ms of CPU a hash by design) plus a session insert; rate limits
  are disabled for this measurement only.
`;
writeFileSync(path.join(here, 'RESULTS.md'), report);
console.log(report);
process.exit(0);
