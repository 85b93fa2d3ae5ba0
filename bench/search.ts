/**
 * `npm run bench` (after run.ts) or `npm run bench:search -w @hashi/bench`: the job search under
 * load. Seeds BENCH_SEARCH_POSTINGS postings (100,000 by default) from the demo-data generator
 * into PGlite, or into PostgreSQL at BENCH_DATABASE_URL (the database is emptied first unless it
 * already holds exactly that many postings), then measures the fixed query set of
 * search-queries.ts: each query alone, one at a time (latency percentiles over every call), and all
 * of them cycling under autocannon. Appends or replaces its section in bench/RESULTS.md.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../apps/server/src/platform/http/app.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { RateLimiter, type RateLimitStore } from '../apps/server/src/platform/rate-limit/limiter.ts';
import { seedSearchData } from './search-data.ts';
import { searchQueries } from './search-queries.ts';

const run = promisify(execFile);
const here = import.meta.dirname;
const POSTINGS = Number(process.env.BENCH_SEARCH_POSTINGS ?? 100_000);
const URL_ = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? (URL_ ? 16 : 4));
const REPEATS = 5;
/** Counts nothing: the benchmark measures searches, not the limiter's refusals. */
const unlimited: RateLimitStore = {
  hit: async () => ({ count: 0, resetMs: 0 }),
  count: async () => ({ count: 0, resetMs: 0 }),
  reset: async () => {},
};

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hashi-bench-search-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  SMTP_URL: 'smtp://127.0.0.1:1',
});
const database = await openDatabase(URL_ ? { url: URL_, poolSize: 10 } : { dataDir });
await migrateToLatest(database.db);
let started = performance.now();
console.log(`Seeding ${POSTINGS.toLocaleString('en-US')} postings into ${database.kind}…`);
const seeded = await seedSearchData(database.db, POSTINGS);
const seedSeconds = (performance.now() - started) / 1000;
console.log(`  ${seeded} in ${seedSeconds.toFixed(0)} s`);

const app = await buildApp(
  {
    config,
    db: database.db,
    mailer: new OutboxMailer(path.join(dataDir, 'mail'), config.MAIL_FROM),
    limiter: new RateLimiter(unlimited),
    now: () => new Date(),
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const tokenRes = await fetch(`${url}/oauth/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'hashi-web' }),
});
const { access_token: token } = (await tokenRes.json()) as { access_token: string };

const bodies = searchQueries();
const search = async (body: unknown) => {
  const t = performance.now();
  const res = await fetch(`${url}/api/v1/customer-job-postings/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { meta?: { total: number; total_is_capped: boolean } };
  if (res.status !== 200) throw new Error(`search ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(json)}`);
  return { ms: performance.now() - t, meta: json.meta };
};

// Warm-up (JIT, caches), then each query alone, REPEATS times.
for (const body of bodies) await search(body);
const sequential: number[] = [];
const slowest: Array<{ body: unknown; ms: number; total: string }> = [];
for (const body of bodies) {
  let worst = 0;
  let total = '';
  for (let i = 0; i < REPEATS; i++) {
    const { ms, meta } = await search(body);
    sequential.push(ms);
    worst = Math.max(worst, ms);
    total = meta ? `${meta.total}${meta.total_is_capped ? '+' : ''}` : '?';
  }
  slowest.push({ body, ms: worst, total });
}
slowest.sort((a, b) => b.ms - a.ms);
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

started = performance.now();
const { stdout } = await run(
  path.join(here, '../node_modules/.bin/tsx'),
  [
    path.join(here, 'search-load.ts'),
    JSON.stringify({ url, token, bodies, connections: CONNECTIONS, seconds: SECONDS }),
  ],
  { maxBuffer: 64 * 1024 * 1024 },
);
const load = JSON.parse(stdout) as {
  requests: { average: number };
  latency: { average: number; p50: number; p90: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
};
await app.close();
await database.close();
if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });

const kind = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
const marker = `search:${database.kind}:${POSTINGS}`;
const f1 = (n: number) => n.toFixed(1);
const section = `<!-- ${marker} -->
## Job search, ${POSTINGS.toLocaleString('en-US')} postings on ${kind}

Written by bench/search.ts on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores, Node ${process.version},
${bodies.length} fixed queries (bench/search-queries.ts: English, Japanese, 2-character kanji, mixed, filters, both sorts, later pages),
data from the demo-data generator (${seeded}${seeded === 'seeded' ? ` in ${seedSeconds.toFixed(0)} s` : ''}).

| measurement | requests/s | mean (ms) | p50 (ms) | p95 (ms) | p97.5 (ms) | p99 (ms) | max (ms) | non-2xx or errors |
|---|---|---|---|---|---|---|---|---|
| one at a time, each query ${REPEATS}× | ${f1(1000 / (sequential.reduce((a, b) => a + b, 0) / sequential.length))} | ${f1(sequential.reduce((a, b) => a + b, 0) / sequential.length)} | ${f1(pct(sequential, 50))} | ${f1(pct(sequential, 95))} | ${f1(pct(sequential, 97.5))} | ${f1(pct(sequential, 99))} | ${f1(Math.max(...sequential))} | 0 |
| autocannon, ${CONNECTIONS} connections, ${SECONDS} s | ${Math.round(load.requests.average)} | ${f1(load.latency.average)} | ${load.latency.p50} | n/a (autocannon) | ${load.latency.p97_5} | ${load.latency.p99} | | ${load.non2xx + load.errors} |

Slowest queries alone (worst of ${REPEATS}; total found): ${slowest
  .slice(0, 5)
  .map((s) => `\`${JSON.stringify(s.body)}\` ${f1(s.ms)} ms (${s.total})`)
  .join('; ')}.
<!-- /${marker} -->
`;
const file = path.join(here, 'RESULTS.md');
const current = readFileSync(file, 'utf8');
const pattern = new RegExp(`<!-- ${marker} -->[\\s\\S]*?<!-- /${marker} -->\\n`);
writeFileSync(file, pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}`);
console.log(section);
process.exit(0);
