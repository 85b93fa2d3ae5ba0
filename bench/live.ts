/**
 * `npm run bench:live -w @hashi/bench` (and the last part of `npm run bench`): messaging and live
 * events on PostgreSQL (issue 11, ADR 0028). Needs a PostgreSQL server: BENCH_LIVE_ADMIN_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) makes and drops the `hashi_bench_live`
 * database. Seeds 100,000 threads, starts two Hashi instances (processes, live-server.ts), and
 * measures:
 * - the thread list (company and applicant) and a 500-message conversation, p50/p95, one at a time;
 * - one instance holding 2,000 idle event streams: memory added and CPU while idle;
 * - delivery from a send through instance A to the receipt on a stream held on instance B,
 *   p50/p99, at 100 messages a second, while the 2,000 streams are held.
 * Appends or replaces its section in bench/RESULTS.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { seedSearchData } from './search-data.ts';
import { markThreads } from './thread-marks.ts';

const here = import.meta.dirname;
const ADMIN_URL = process.env.BENCH_LIVE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'hashi_bench_live';
const THREADS = Number(process.env.BENCH_LIVE_THREADS ?? 100_000);
const PER_APPLICANT = 5;
const APPLICANTS = Math.ceil(THREADS / PER_APPLICANT);
const IDLE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 2_000);
/** The issue's rate (100 a second) and a lower one, to tell delivery from a saturated machine. */
const RATES = (process.env.BENCH_LIVE_RATES ?? '25,50,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const READS = 300;
const PASSWORD = 'Bridge2026x';
const C = '/api/v1/employer/messages';
const A = '/api/v2/customer/messages';

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const ms = (n: number) => n.toFixed(1);

// --- the database ---------------------------------------------------------------------------
const admin = new pg.Client({ connectionString: ADMIN_URL });
try {
  await admin.connect();
} catch (err) {
  console.log(`bench/live.ts needs PostgreSQL at ${ADMIN_URL} (${(err as Error).message}); skipped.`);
  process.exit(0);
}
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${DB_NAME}`;
const database = await openDatabase({ url: dbUrl.toString(), poolSize: 4 });
const db = database.db;
await migrateToLatest(db);

const seedStarted = performance.now();
console.log(`Seeding ${THREADS.toLocaleString('en-US')} threads…`);
await seedSearchData(db, 2_000, 'bench-live');
const hash = await hashPassword(PASSWORD);
await sql`insert into users (email, password_hash, email_verified_at, password_set_at, current_step, registered_at)
  select 'applicant' || i || '@bench.example', ${hash}, now(), now(), 4, now()
  from generate_series(1, ${APPLICANTS}) as i`.execute(db);
// Open postings, numbered, so each applicant gets five different ones.
await sql`create temporary table bench_postings as
  select row_number() over (order by id) - 1 as n, id, company_id from job_postings
  where status = 3 and not is_closed`.execute(db);
const { rows: countRows } = await sql<{ n: number }>`select count(*)::int as n from bench_postings`.execute(db);
const postings = countRows[0]?.n ?? 0;
await sql`insert into approaches (applicant_id, job_posting_id, company_id, scouted_at, scout_expires_at, created_at, updated_at)
  select u.id, p.id, p.company_id, now() - (random() * interval '30 days'), now() + interval '30 days', now(), now()
  from (select id, row_number() over (order by id) as i from users where email like 'applicant%@bench.example') u
  cross join generate_series(0, ${PER_APPLICANT - 1}) as k
  join bench_postings p on p.n = (u.i * 7 + k * 389) % ${postings}
  on conflict do nothing`.execute(db);
// Every thread: the company's scout and, in half of them, the applicant's reply.
await sql`insert into approach_messages (approach_id, type, sender_type, body, created_at)
  select id, 1, 2, 'We would like to tell you about this role on our platform team.', scouted_at from approaches`.execute(
  db,
);
await sql`insert into approach_messages (approach_id, type, sender_type, sender_user_id, body, created_at)
  select id, 3, 1, applicant_id, 'Thank you, I would be glad to hear more.', scouted_at + interval '1 hour'
  from approaches where id % 2 = 0`.execute(db);
await markThreads(db);
// The company with the most threads, its console user, and one of its threads made 500 messages long.
const { rows: busiest } = await sql<{ company_id: number; n: number }>`select company_id, count(*)::int as n
  from approaches group by company_id order by n desc limit 1`.execute(db);
const companyId = busiest[0]?.company_id ?? 0;
const companyThreads = busiest[0]?.n ?? 0;
const companyUser = await db
  .insertInto('users')
  .values({
    email: 'company@bench.example',
    password_hash: hash,
    email_verified_at: new Date(),
    password_set_at: new Date(),
    type: 2,
    current_step: 4,
    registered_at: new Date(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('company_members')
  .values({ user_id: companyUser.id, company_id: companyId, role: 'owner' })
  .execute();
const { rows: longRows } = await sql<{
  id: number;
  code: string;
  applicant_id: number;
}>`select id, thread_code as code, applicant_id
  from approaches where company_id = ${companyId} order by id limit 1`.execute(db);
const long = longRows[0];
if (!long) throw new Error('no thread to lengthen');
await sql`insert into approach_messages (approach_id, type, sender_type, sender_user_id, body, created_at)
  select ${long.id}::int, case when i % 2 = 0 then 3 else 6 end, case when i % 2 = 0 then 1 else 2 end,
    case when i % 2 = 0 then ${long.applicant_id}::int else ${companyUser.id}::int end,
    'Message ' || i || ' about the interview schedule and the team.', now() - interval '1 day' + i * interval '1 minute'
  from generate_series(1, 498) as i`.execute(db);
await sql`update approaches set last_message_id = (select max(id) from approach_messages where approach_id = ${long.id}::int),
  applicant_incoming_message_id = (select max(id) from approach_messages where approach_id = ${long.id}::int and sender_type = 2),
  company_incoming_message_id = (select max(id) from approach_messages where approach_id = ${long.id}::int and sender_type = 1),
  last_message_at = now() where id = ${long.id}`.execute(db);
await sql`vacuum analyze`.execute(db);
const { rows: totals } = await sql<{ threads: number; messages: number }>`select
  (select count(*)::int from approaches) as threads, (select count(*)::int from approach_messages) as messages`.execute(
  db,
);
const seedSeconds = (performance.now() - seedStarted) / 1000;
console.log(`  ${totals[0]?.threads} threads, ${totals[0]?.messages} messages in ${seedSeconds.toFixed(0)} s`);

// --- two instances --------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-bench-live-'));
const children: ChildProcess[] = [];
interface Stats {
  rss: number;
  cpu: NodeJS.CpuUsage;
  streams: number;
}
interface Instance {
  url: string;
  stats: () => Promise<Stats>;
  /** Notes when the audiences' message events reach the instance's hub (live-server.ts). */
  watch: (audiences: string[]) => Promise<unknown>;
  /** Message id → when its event reached the instance's hub, in wall-clock milliseconds. */
  arrivals: () => Promise<Map<number, number>>;
}
async function instance(): Promise<Instance> {
  const child = fork(path.join(here, 'live-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_DATABASE_URL: dbUrl.toString(), BENCH_DATA_DIR: dataDir },
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { kind: string; port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
  const ask = <T>(kind: string, answer: string, extra: object = {}) =>
    new Promise<T>((resolve) => {
      const onMessage = (m: { kind: string }) => {
        if (m.kind !== answer) return;
        child.off('message', onMessage);
        resolve(m as T);
      };
      child.on('message', onMessage);
      child.send({ kind, ...extra });
    });
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ask<Stats>('stats', 'stats'),
    watch: (audiences) => ask('watch', 'watching', { audiences }),
    arrivals: async () => new Map((await ask<{ arrivals: [number, number][] }>('arrivals', 'arrivals')).arrivals),
  };
}
const [first, second] = await Promise.all([instance(), instance()]);
if (!first || !second) throw new Error('instances did not start');

async function login(base: string, email: string, type: 1 | 2): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, type }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
const get = (base: string, token: string, url: string) =>
  fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });

// --- reads ------------------------------------------------------------------------------------
const companyToken = await login(first.url, 'company@bench.example', 2);
const { rows: longApplicant } = await sql<{
  email: string;
}>`select email from users where id = ${long.applicant_id}`.execute(db);
const applicantToken = await login(first.url, longApplicant[0]?.email ?? '', 1);

async function timeReads(label: string, token: string, url: string) {
  for (let i = 0; i < 20; i++) await (await get(first?.url ?? '', token, url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    const res = await get(first?.url ?? '', token, url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  console.log(`  ${label}: p50 ${ms(pct(times, 50))} ms, p95 ${ms(pct(times, 95))} ms`);
  return { label, p50: pct(times, 50), p95: pct(times, 95), max: Math.max(...times) };
}
console.log('Reads, one at a time…');
const reads = [
  await timeReads(
    `company thread list, page 1 (the company has ${companyThreads.toLocaleString('en-US')} threads)`,
    companyToken,
    `${C}/threads`,
  ),
  await timeReads('company thread list, unread only', companyToken, `${C}/threads?unread=true`),
  await timeReads('company thread list, searched by posting title', companyToken, `${C}/threads?q=engineer`),
  await timeReads('applicant thread list, page 1', applicantToken, `${A}/threads`),
  await timeReads('500-message conversation, newest 50 (applicant)', applicantToken, `${A}/threads/${long.code}`),
  await timeReads('500-message conversation, newest 50 (company)', companyToken, `${C}/threads/${long.code}`),
];

// --- idle streams -----------------------------------------------------------------------------
console.log(`Opening ${IDLE_STREAMS.toLocaleString('en-US')} idle streams on instance B…`);
const streamUsers = Math.ceil(IDLE_STREAMS / 10);
const { rows: idleUsers } = await sql<{ email: string }>`select email from users
  where email like 'applicant%@bench.example' and id <> ${long.applicant_id} order by id desc limit ${streamUsers}`.execute(
  db,
);
const idleTokens: string[] = [];
for (const u of idleUsers) idleTokens.push(await login(second.url, u.email, 1));
const aborts: AbortController[] = [];
async function holdStream(token: string, onEvent?: (type: string, data: string) => void) {
  const controller = new AbortController();
  aborts.push(controller);
  const res = await fetch(`${second?.url}/api/v1/live/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (!onEvent) continue;
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) onEvent(type, data);
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
}
const before = await second.stats();
for (let i = 0; i < IDLE_STREAMS; i += 100) {
  await Promise.all(
    Array.from({ length: Math.min(100, IDLE_STREAMS - i) }, (_, j) =>
      holdStream(idleTokens[(i + j) % idleTokens.length] ?? ''),
    ),
  );
}
await new Promise((r) => setTimeout(r, 5_000));
const held = await second.stats();
const IDLE_SECONDS = 30;
await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
const idle = await second.stats();
const addedMb = (held.rss - before.rss) / 1024 / 1024;
const idleCpu = ((idle.cpu.user + idle.cpu.system - held.cpu.user - held.cpu.system) / 1e6 / IDLE_SECONDS) * 100;
console.log(`  ${held.streams} streams: +${addedMb.toFixed(1)} MB, ${idleCpu.toFixed(2)} % of a core while idle`);

// --- delivery ---------------------------------------------------------------------------------
const { rows: targets } = await sql<{
  code: string;
  email: string;
  applicant_id: number;
}>`select a.thread_code as code, u.email, a.applicant_id
  from approaches a join users u on u.id = a.applicant_id
  where a.company_id = ${companyId} and a.id <> ${long.id} order by a.id limit 20`.execute(db);
/** Times are wall-clock milliseconds, comparable with the instances' notes of their hub's arrivals. */
const wallNow = () => performance.timeOrigin + performance.now();
const received = new Map<number, number>();
await second.watch(targets.map((t) => `u:${t.applicant_id}`));
for (const target of targets) {
  const token = await login(second.url, target.email, 1);
  await holdStream(token, (type, data) => {
    if (type === 'message') received.set((JSON.parse(data) as { message_id: number }).message_id, wallNow());
  });
}

interface Delivery {
  rate: number;
  sent: number;
  sendSeconds: number;
  lost: number;
  failures: number;
  p50: number;
  p99: number;
  /** From the send to the event's arrival at instance B's hub: the send, its commit, the NOTIFY. */
  reachedB: { p50: number; p99: number };
  /** From there to the receipt: instance B's write to the stream and the client's read. */
  streamLeg: { p50: number; p99: number };
}

/** Sends `rate` messages a second for SECONDS through instance A; times their arrival on B. */
async function deliver(rate: number): Promise<Delivery> {
  console.log(`Delivery at ${rate} messages/s for ${SECONDS} s, sent through A, received on B…`);
  const sentAt = new Map<number, number>();
  let failures = 0;
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * SECONDS; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const target = targets[i % targets.length];
    const t0 = wallNow();
    sends.push(
      fetch(`${first?.url}${C}/threads/${target?.code}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${companyToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Benchmark message ${i}`, client_id: randomUUID() }),
      }).then(async (res) => {
        if (res.status !== 201) {
          failures += 1;
          return;
        }
        sentAt.set(((await res.json()) as { data: { id: number } }).data.id, t0);
      }),
    );
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - start) / 1000;
  const deadline = performance.now() + 10_000;
  while ([...sentAt.keys()].some((id) => !received.has(id)) && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const latencies = [...sentAt].flatMap(([id, t0]) => {
    const t1 = received.get(id);
    return t1 === undefined ? [] : [t1 - t0];
  });
  // Read after the receipts: every event reached B's hub before its stream.
  const atB = await second?.arrivals();
  const reachedB = [...sentAt].flatMap(([id, t0]) => {
    const tB = atB?.get(id);
    return tB === undefined ? [] : [tB - t0];
  });
  const streamLeg = [...sentAt].flatMap(([id]) => {
    const tB = atB?.get(id);
    const t1 = received.get(id);
    return tB === undefined || t1 === undefined ? [] : [t1 - tB];
  });
  const result = {
    rate,
    sent: sentAt.size,
    sendSeconds,
    lost: sentAt.size - latencies.length,
    failures,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    reachedB: { p50: pct(reachedB, 50), p99: pct(reachedB, 99) },
    streamLeg: { p50: pct(streamLeg, 50), p99: pct(streamLeg, 99) },
  };
  console.log(`  p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, lost ${result.lost}, failed sends ${failures}`);
  console.log(
    `  to B's hub p50 ${ms(result.reachedB.p50)} ms, p99 ${ms(result.reachedB.p99)} ms; ` +
      `B's hub to receipt p50 ${ms(result.streamLeg.p50)} ms, p99 ${ms(result.streamLeg.p99)} ms`,
  );
  // Let the instances settle before the next rate.
  await new Promise((r) => setTimeout(r, 5_000));
  return result;
}
const deliveries: Delivery[] = [];
for (const rate of RATES) deliveries.push(await deliver(rate));

for (const controller of aborts) controller.abort();
for (const child of children) child.disconnect();
await database.close();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.end();
rmSync(dataDir, { recursive: true, force: true });

// --- RESULTS.md -------------------------------------------------------------------------------
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const maxRead = Math.max(...reads.map((r) => r.p95));
const section = `<!-- live:postgres -->
## Messaging and live events on PostgreSQL

Written by bench/live.ts on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores, Node ${process.version},
PostgreSQL, two Hashi instances (processes, pool 10 each, rate limits off), load average after the run ${loadavg()[0]?.toFixed(1)};
${(totals[0]?.threads ?? 0).toLocaleString('en-US')} threads and ${(totals[0]?.messages ?? 0).toLocaleString('en-US')} messages (seeded in ${seedSeconds.toFixed(0)} s).

| read, one at a time (${READS}×, over HTTP) | p50 (ms) | p95 (ms) | max (ms) |
|---|---|---|---|
${reads.map((r) => `| ${r.label} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`).join('\n')}

| live events | result | target |
|---|---|---|
${deliveries.map((d) => `| delivery, send through instance A → receipt on a stream held on instance B, ${d.rate} messages/s for ${SECONDS} s (${d.sent.toLocaleString('en-US')} sent in ${d.sendSeconds.toFixed(1)} s, ${d.lost} lost, ${d.failures} failed) | p50 ${ms(d.p50)} ms, p99 ${ms(d.p99)} ms (to B's hub p50 ${ms(d.reachedB.p50)}, p99 ${ms(d.reachedB.p99)}; B's hub to receipt p50 ${ms(d.streamLeg.p50)}, p99 ${ms(d.streamLeg.p99)}) | ${d.rate === 100 ? `p99 ≤ 250 ms: ${verdict(d.p99 <= 250)}` : '—'} |`).join('\n')}
| ${held.streams.toLocaleString('en-US')} idle streams held by one instance | +${addedMb.toFixed(1)} MB resident (after GC), ${idleCpu.toFixed(2)} % of a core over ${IDLE_SECONDS} s idle | ≤ 200 MB: ${verdict(addedMb <= 200)} |
| thread list and 500-message conversation | worst p95 ${ms(maxRead)} ms | p95 ≤ 50 ms: ${verdict(maxRead <= 50)} |

Delivery is measured from the start of the sending request to the event's arrival on the other
instance's stream: the send's transaction (message, notification item, e-mail notice, outbox rows),
its commit, PostgreSQL's NOTIFY to instance B's listening connection, and the write to the stream
(ADR 0028). In brackets, the same messages split at the moment their event reached instance B's
hub (noted by B, on the same machine's clock): before it, the send, its commit and the NOTIFY;
after it, B's write to the stream and the client's read. Everything runs on this one machine: PostgreSQL, both instances and the load generator
with its ${(IDLE_STREAMS + 20).toLocaleString('en-US')} open streams share its cores, so a rate the machine cannot keep up
with shows as queueing (sends taking longer than the run), not as slow delivery.
The ${IDLE_STREAMS.toLocaleString('en-US')} idle streams stay open during the delivery run.
<!-- /live:postgres -->`;
const resultsPath = path.join(here, 'RESULTS.md');
const results = readFileSync(resultsPath, 'utf8');
const pattern = /<!-- live:postgres -->[\s\S]*?<!-- \/live:postgres -->/;
writeFileSync(
  resultsPath,
  pattern.test(results) ? results.replace(pattern, section) : `${results.trimEnd()}\n\n${section}\n`,
);
console.log('bench/RESULTS.md updated.');
process.exit(0);
