import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../apps/server/src/features/profile-media/media-fixtures.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';
import { type EventStreamClient, openEventStream } from '../../apps/server/test/event-stream-client.ts';
import {
  type Applicant,
  call,
  checkLedger,
  database,
  Load,
  openPostings,
  randomIp,
  report,
  signUpApplicants,
} from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { type Cluster, startCluster, waitFor } from './topology.ts';

/**
 * The fault tests of issue 15, on the real topology (scripts/cluster/topology.ts): PostgreSQL
 * primary and replica, Redis, the S3 gateway, a worker and two API instances behind HAProxy, on
 * ports of their own. One cluster for the whole file; the faults run one after another, each
 * leaving the cluster whole again. `npm run test:cluster` runs this file (never `npm test`).
 *
 * Each test prints one line `[cluster-faults] <test>: key=value …` with what it counted.
 */

const PORTS = { lb: 39080, web: [39101, 39102], primary: 39432, replica: 39433, redis: 39379 };
const MiB = 1024 * 1024;

let cluster: Cluster;
let db: pg.Pool;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let applicants: Applicant[];
let postings: number[];

beforeAll(async () => {
  const began = Date.now();
  sink = await startSmtpSink();
  cluster = await startCluster({
    dir: path.join(tmpdir(), 'hashi-cluster-tests'),
    ports: PORTS,
    bucket: 'hashi-cluster-tests',
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Hashi <noreply@example.com>', LOG_LEVEL: 'warn' },
    log: (line) => console.log(`[cluster] ${line}`),
  });
  db = database(cluster.databaseUrl);
  // The worker writes the demo data (2,000 postings), then starts its jobs (their schedule rows).
  await waitFor(
    'the demo data and the worker’s jobs',
    async () =>
      (await db.query("select 1 from background_jobs where name = 'saved-searches.alert-sweep'")).rowCount === 1,
    180_000,
    1000,
  );
  postings = await openPostings(db, 800);
  applicants = await signUpApplicants(db, cluster.baseUrl, 5, 'load');
  report('setup', {
    seconds: Math.round((Date.now() - began) / 1000),
    postings: postings.length,
    applicants: applicants.length,
  });
}, 400_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stopAll();
  await sink?.close();
}, 120_000);

/** Live streams each instance holds, from its /metrics. */
async function liveStreams(url: string): Promise<number> {
  const res = await call(url, 'GET', '/metrics', { headers: { authorization: `Bearer ${cluster.metricsToken}` } });
  const match = String(res.body).match(/^hashi_live_streams (\d+)/m);
  return Number(match?.[1] ?? -1);
}

/** Waits until the load has made `more` more acknowledged writes than `from`. */
async function progress(load: Load, more: number, timeoutMs = 60_000) {
  const from = load.counts.saves + load.counts.applies + load.counts.messages;
  await waitFor(
    `${more} more acknowledged writes`,
    () => load.counts.saves + load.counts.applies + load.counts.messages >= from + more,
    timeoutMs,
    100,
  );
}

describe('an API instance killed under load (SIGKILL)', () => {
  it('is routed around within seconds; no acknowledged write is lost; retried writes make no duplicates; the event stream resumes on the other instance with nothing missed', async () => {
    const watcher = applicants[0] as Applicant;
    // A live stream through the balancer: the instance that holds it is the one killed.
    const stream1 = await openEventStream(cluster.baseUrl, watcher.token);
    expect(stream1.status).toBe(200);
    let victim = '';
    await waitFor(
      'the stream to show in an instance’s metrics',
      async () => {
        for (const name of cluster.webNames) {
          if ((await liveStreams(cluster.instanceUrls[name] as string)) > 0) victim = name;
        }
        return victim !== '';
      },
      10_000,
      200,
    );
    const survivor = cluster.webNames.find((n) => n !== victim) as string;

    const load = new Load(cluster.baseUrl, db, applicants, postings.slice(0, 200), {
      searchLoops: 2,
      pauseMs: 60,
      retry: true,
    }).start();
    await progress(load, 30);
    const killedAt = Date.now();
    await cluster.kill(victim, 'SIGKILL');
    const downMs = await cluster.waitForBalancer(victim, 'DOWN', 15_000);
    // Two failed checks a second apart: out of rotation within seconds.
    expect(downMs).toBeLessThan(5000);
    // The stream broke with its instance; the client reconnects through the balancer from where it was.
    await stream1.ended;
    const lastSeen = Math.max(0, ...stream1.events.map((e) => e.id));
    const stream2: EventStreamClient = await openEventStream(cluster.baseUrl, watcher.token, { lastEventId: lastSeen });
    const reconnectedAt = Date.now();
    expect(stream2.status).toBe(200);
    expect(await liveStreams(cluster.instanceUrls[survivor] as string)).toBeGreaterThan(0);
    // Traffic goes on through the one instance left.
    await progress(load, 100);
    const counts = await load.stop();
    const stoppedAt = Date.now();

    // Every write the service acknowledged is in the primary, once.
    const ledger = await checkLedger(db, load.ledger);
    expect(ledger.problems).toEqual([]);
    // Failures happened only around the kill, never once the balancer had taken the instance out.
    const lateFailures = load.failureTimes.filter((t) => t > killedAt + downMs + 1000);
    expect(lateFailures, counts.failures.join('\n')).toEqual([]);

    // Every message the watcher sent after its first stream opened reached it on one stream or the other.
    const mine = load.ledger.messages.filter((m) => m.applicantId === watcher.id);
    for (const m of mine) {
      const seen = (s: EventStreamClient) =>
        s.events.some((e) => e.type === 'message' && e.data.message_id === m.messageId);
      if (!seen(stream1)) await stream2.waitFor((e) => e.type === 'message' && e.data.message_id === m.messageId);
    }
    // Sent while no stream was open: delivered by the replay from Last-Event-ID.
    const whileDisconnected = mine.filter((m) => m.at > killedAt && m.at < reconnectedAt).length;
    stream1.close();
    stream2.close();

    // Sending a write again with the same key, as a client does after a failure in flight: no duplicate.
    const again = load.ledger.messages.at(-1);
    const applied = load.ledger.applies.at(-1);
    const owner = (id: number) => applicants.find((a) => a.id === id) as Applicant;
    if (again) {
      const res = await call(cluster.baseUrl, 'POST', `/api/v2/customer/messages/threads/${again.code}/messages`, {
        token: owner(again.applicantId).token,
        body: { body: 'fault test (again)', client_id: again.clientId },
      });
      expect(res.status).toBe(200);
      expect((res.body as { data: { id: number } }).data.id).toBe(again.messageId);
    }
    if (applied) {
      const res = await call(cluster.baseUrl, 'POST', '/api/v2/customer/approach/store-apply', {
        token: owner(applied.applicantId).token,
        body: { job_posting_id: applied.postingId },
      });
      expect(res.status).toBe(409);
    }
    expect((await checkLedger(db, load.ledger)).problems).toEqual([]);

    await cluster.start(victim);
    await cluster.waitForBalancer(victim, 'UP');
    report('instance killed under load', {
      victim,
      sent: counts.sent,
      failed: counts.failed,
      retried: counts.retried,
      writes_checked: ledger.checked,
      searches: counts.searches,
      balancer_down_ms: downMs,
      last_failure_after_kill_ms: load.failureTimes.length ? Math.max(...load.failureTimes) - killedAt : 0,
      load_seconds: Math.round((stoppedAt - killedAt) / 1000),
      stream_events: stream1.events.length + stream2.events.length,
      stream_events_after_reconnect: stream2.events.length,
      messages_watched: mine.length,
      messages_sent_while_disconnected: whileDisconnected,
    });
  }, 180_000);
});

/** A PATCH over a real socket that sends `sent` bytes of `chunk` and stays open (its instance is killed meanwhile). */
function openPatch(origin: string, location: string, token: string, offset: number, chunk: Buffer, sent: number) {
  const req = httpRequest(`${origin}${location}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(chunk.length),
    },
  });
  const closed = new Promise<void>((resolve) => {
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });
  return new Promise<{ closed: Promise<void> }>((resolve) =>
    req.write(chunk.subarray(0, sent), () => resolve({ closed })),
  );
}

describe('a resumable upload across instances', () => {
  it('started through one instance, finishes through the other after the first is killed, byte-identical', async () => {
    const [owner] = await signUpApplicants(db, cluster.baseUrl, 1, 'upload');
    const token = (owner as Applicant).token;
    const first = 'web-1';
    const firstUrl = cluster.instanceUrls[first] as string;
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const bytes = media.mp4(12 * MiB + 4321);
    bytes.write('past the cut', 9 * MiB, 'latin1');
    const metadata = [
      ['filename', 'me.mp4'],
      ['filetype', 'video/mp4'],
      ['purpose', 'profile_video'],
    ]
      .map(([k, v]) => `${k} ${Buffer.from(v as string).toString('base64')}`)
      .join(',');
    const created = await fetch(`${firstUrl}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('location') as string;
    const firstChunk = await fetch(`${firstUrl}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(0, 5 * MiB),
    });
    expect(firstChunk.status).toBe(204);
    // The second chunk is on its way through the first instance when that instance is killed.
    const cut = await openPatch(firstUrl, location, token, 5 * MiB, bytes.subarray(5 * MiB), MiB);
    await cluster.kill(first, 'SIGKILL');
    await cut.closed;

    // Through the balancer (only the other instance is left): ask where the upload stands, send the rest.
    // The killed instance's lock on the upload is a lease in the database (15 s): until it lapses the
    // other instance answers 423, and a tus client asks again.
    let offset = -1;
    let attempts = 0;
    const resumedAt = Date.now();
    await waitFor(
      'the upload to finish through the other instance',
      async () => {
        attempts += 1;
        try {
          const head = await fetch(`${cluster.baseUrl}${location}`, { method: 'HEAD', headers: tus });
          if (head.status !== 200) return false;
          offset = Number(head.headers.get('upload-offset'));
          const rest = await fetch(`${cluster.baseUrl}${location}`, {
            method: 'PATCH',
            headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
            body: bytes.subarray(offset),
          });
          return rest.status === 204 && rest.headers.get('upload-offset') === String(bytes.length);
        } catch {
          return false;
        }
      },
      60_000,
      1000,
    );
    const claimed = await call(cluster.baseUrl, 'POST', '/api/v2/applicant/profile-video', {
      token,
      body: { upload_id: location.split('/').pop() },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    const served = await fetch(`${cluster.baseUrl}${(claimed.body as { data: { url: string } }).data.url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    const back = Buffer.from(await served.arrayBuffer());
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(back.length).toBe(bytes.length);
    expect(sha(back)).toBe(sha(bytes));

    await cluster.start(first);
    await cluster.waitForBalancer(first, 'UP');
    report('resumable upload across instances', {
      bytes: bytes.length,
      offset_kept_at_kill: offset,
      resume_attempts: attempts,
      resume_ms: Date.now() - resumedAt,
      sha256_equal: 'yes',
    });
  }, 120_000);
});

describe('a rolling restart under load (each instance SIGTERMed and started again in turn)', () => {
  it('fails no request', async () => {
    // Postings the first test's applications left alone: a second application would be a 409.
    const load = new Load(cluster.baseUrl, db, applicants, postings.slice(200, 399), {
      searchLoops: 2,
      pauseMs: 60,
      retry: false,
    }).start();
    await progress(load, 20);
    const began = Date.now();
    const restarts: string[] = [];
    for (const name of cluster.webNames) {
      const t = Date.now();
      await cluster.restart(name);
      await cluster.waitForBalancer(name, 'UP');
      restarts.push(`${name}:${Math.round((Date.now() - t) / 100) / 10}s`);
      await progress(load, 10);
    }
    const counts = await load.stop();
    const ledger = await checkLedger(db, load.ledger);
    report('rolling restart under load', {
      sent: counts.sent,
      failed: counts.failed,
      writes_checked: ledger.checked,
      searches: counts.searches,
      restarts: restarts.join(','),
      seconds: Math.round((Date.now() - began) / 1000),
    });
    expect(counts.failures).toEqual([]);
    expect(counts.failed).toBe(0);
    expect(ledger.problems).toEqual([]);
  }, 180_000);
});

/**
 * Holds the SMTP sink, lets `trigger` set a mail job going, and SIGKILLs the worker while that job
 * (`jobName`) is inside the SMTP exchange; answers the job's id. The message was never accepted.
 */
async function killWorkerInsideSmtp(jobName: string, trigger: () => Promise<void>): Promise<string> {
  sink.hold();
  await trigger();
  await waitFor(`${jobName} to be in the SMTP exchange`, () => sink.heldCount() === 1, 60_000, 100);
  const job = await db.query<{ id: string }>(
    'select id::text from background_jobs where name = $1 and locked_by is not null',
    [jobName],
  );
  expect(job.rows).toHaveLength(1);
  const jobId = job.rows[0]?.id as string;
  await cluster.kill('worker', 'SIGKILL');
  // The connection went with the worker before the server's answer: the message is not delivered.
  await waitFor('the SMTP session to close', () => sink.heldCount() === 0, 10_000, 100);
  const held = await db.query<{ locked_until: Date }>('select locked_until from background_jobs where id = $1', [
    jobId,
  ]);
  expect(held.rows[0]?.locked_until.getTime()).toBeGreaterThan(Date.now());
  sink.release();
  return jobId;
}

/**
 * Starts the worker again and ends the dead worker's lease on `jobId`. The runner's lease is 10
 * minutes (JobRunner's default; no setting shortens it): the test moves the lease's end to now, as
 * 10 minutes of waiting would. Waits until the job is done and `done()` holds.
 */
async function rerunAfterLease(jobId: string, done: () => Promise<boolean>): Promise<void> {
  await cluster.start('worker');
  await db.query('update background_jobs set locked_until = now() where id = $1', [jobId]);
  await waitFor(
    'the job to be run again by the restarted worker',
    async () =>
      (await db.query('select 1 from background_jobs where id = $1', [jobId])).rowCount === 0 && (await done()),
    60_000,
    250,
  );
}

describe('the worker killed mid-job (SIGKILL)', () => {
  it('runs a saved-search alert e-mail again once its lease is over, and the mail goes out once', async () => {
    const [alerted] = await signUpApplicants(db, cluster.baseUrl, 1, 'alert');
    const applicant = alerted as Applicant;
    // A saved search of the last posting's job role; that posting is then published anew: the next sweep alerts it.
    const posting = postings.at(-1) as number;
    const { rows } = await db.query<{ job_position_id: number }>(
      'select job_position_id from job_postings where id = $1',
      [posting],
    );
    const saved = await call(cluster.baseUrl, 'POST', '/api/v1/saved-searches', {
      token: applicant.token,
      body: { name: 'fault test', conditions: { job_position_id: rows[0]?.job_position_id }, alert_enabled: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    await db.query('update job_postings set published_at = now() where id = $1', [posting]);
    const mailsBefore = sink.received.length;
    // The sweep prepares the mail and enqueues its send; the send is killed inside the SMTP exchange.
    const jobId = await killWorkerInsideSmtp('saved-searches.alert-send', async () => {
      await db.query("update background_jobs set run_at = now() where name = 'saved-searches.alert-sweep'");
    });
    const unsent = await db.query(
      'select 1 from saved_search_alert_mails where applicant_id = $1 and sent_at is null',
      [applicant.id],
    );
    expect(unsent.rowCount).toBe(1);

    await rerunAfterLease(
      jobId,
      async () =>
        (
          await db.query('select 1 from saved_search_alert_mails where applicant_id = $1 and sent_at is not null', [
            applicant.id,
          ])
        ).rowCount === 1,
    );
    const delivered = sink.received.slice(mailsBefore).filter((m) => m.to.includes(applicant.email));
    expect(delivered).toHaveLength(1);
    report('worker killed mid-job (alert e-mail)', {
      jobs_killed: 1,
      mails_delivered: delivered.length,
      alert_rows_sent: 1,
    });
  }, 180_000);

  it('runs a referral reward e-mail again once its lease is over: one mail, one code, one notification', async () => {
    const [winner] = await signUpApplicants(db, cluster.baseUrl, 1, 'reward');
    const applicant = winner as Applicant;
    // A reward as the month-end sweep leaves it (reward-settlement.ts): a code assigned and its send
    // job enqueued, in one transaction.
    const code = `FAULT-${Date.now()}`;
    const client = await db.connect();
    let rewardId = 0;
    try {
      await client.query('begin');
      const gift = await client.query<{ id: number }>(
        'insert into gift_codes (code, amount_yen) values ($1, 5000) returning id',
        [code],
      );
      const reward = await client.query<{ id: number }>(
        `insert into campaign_rewards (campaign_id, user_id, role, dedupe_key, amount_yen, qualified_at, period_month,
                                       status, gift_code_id, assigned_at)
         values ((select min(id) from campaigns), $1, 'participant', $2, 5000, now(), date_trunc('month', now())::date,
                 'assigned', $3, now()) returning id`,
        [applicant.id, `fault-test:${applicant.id}`, gift.rows[0]?.id],
      );
      rewardId = Number(reward.rows[0]?.id);
      await client.query('commit');
    } finally {
      client.release();
    }
    const mailsBefore = sink.received.length;
    const jobId = await killWorkerInsideSmtp('referral.reward-send', async () => {
      await db.query("insert into background_jobs (name, payload, run_at) values ('referral.reward-send', $1, now())", [
        JSON.stringify({ reward_id: rewardId }),
      ]);
    });
    const status = async () =>
      (await db.query<{ status: string }>('select status from campaign_rewards where id = $1', [rewardId])).rows[0]
        ?.status;
    expect(await status()).toBe('assigned');

    await rerunAfterLease(jobId, async () => (await status()) === 'sent');
    const delivered = sink.received.slice(mailsBefore).filter((m) => m.to.includes(applicant.email));
    expect(delivered).toHaveLength(1);
    const notices = await db.query("select 1 from notifications where user_id = $1 and kind = 'reward'", [
      applicant.id,
    ]);
    expect(notices.rowCount).toBe(1);
    report('worker killed mid-job (referral reward e-mail)', {
      jobs_killed: 1,
      mails_delivered: delivered.length,
      reward_notifications: notices.rowCount ?? 0,
    });
  }, 180_000);

  it('runs a retention deletion again once its lease is over: what was due is deleted, the rest kept', async () => {
    // Answered inquiries past the retention (a year by default) and three that must stay.
    const insert = (status: string, answeredAgo: string | null) =>
      db.query<{ id: number }>(
        `insert into inquiries (name, email, country_id, question, locale, status, answered_at, created_at)
         values ('Fault Test', 'fault@example.com', (select min(id) from countries), 'A question?', 'en', $1,
                 now() - $2::interval, now() - interval '3 years') returning id`,
        [status, answeredAgo ?? '0 seconds'],
      );
    const due: number[] = [];
    for (let i = 0; i < 3; i += 1) due.push(Number((await insert('answered', '2 years')).rows[0]?.id));
    const kept = [
      Number((await insert('answered', '10 days')).rows[0]?.id),
      Number((await insert('open', '2 years')).rows[0]?.id),
    ];
    await db.query("update inquiries set answered_at = null where id = $1 and status = 'open'", [kept[1]]);

    // A row lock held by the test stops the job inside its DELETE: the worker is killed there.
    const blocker = await db.connect();
    await blocker.query('begin');
    await blocker.query('select id from inquiries where id = $1 for update', [due[0]]);
    await db.query("update background_jobs set run_at = now() where name = 'inquiries.retention'");
    await waitFor(
      'the retention job to wait on the locked row',
      async () =>
        (
          await db.query(
            "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'delete from \"inquiries\"%'",
          )
        ).rowCount === 1,
      60_000,
      100,
    );
    const job = await db.query<{ id: string }>(
      "select id::text from background_jobs where name = 'inquiries.retention' and locked_by is not null",
    );
    expect(job.rows).toHaveLength(1);
    const jobId = job.rows[0]?.id as string;
    await cluster.kill('worker', 'SIGKILL');
    // PostgreSQL ends the dead worker's waiting statement (client_connection_check_interval): the
    // killed run deleted nothing.
    await waitFor(
      'the dead worker’s statement to end',
      async () =>
        (
          await db.query(
            "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'delete from \"inquiries\"%'",
          )
        ).rowCount === 0,
      30_000,
      100,
    );
    await blocker.query('rollback');
    blocker.release();
    const untouched = await db.query('select 1 from inquiries where id = any($1::int[])', [due]);
    expect(untouched.rowCount).toBe(due.length);

    await cluster.start('worker');
    // The 10-minute lease, moved to its end (see above).
    await db.query('update background_jobs set locked_until = now() where id = $1', [jobId]);
    await waitFor(
      'the retention job to run again and be rescheduled',
      async () =>
        (
          await db.query(
            'select 1 from background_jobs where id = $1 and locked_by is null and attempts = 0 and run_at > now()',
            [jobId],
          )
        ).rowCount === 1,
      60_000,
      250,
    );
    const left = await db.query<{ id: number }>('select id from inquiries where id = any($1::int[]) order by id', [
      [...due, ...kept],
    ]);
    expect(left.rows.map((r) => Number(r.id))).toEqual(kept);
    report('worker killed mid-job (retention deletion)', {
      jobs_killed: 1,
      due_rows: due.length,
      deleted: due.length - left.rows.filter((r) => due.includes(Number(r.id))).length,
      kept: left.rows.length,
    });
  }, 180_000);
});

/** A gauge's value on one instance, from its /metrics (`name{labels} value`); NaN when absent. */
async function gauge(url: string, series: string): Promise<number> {
  const res = await call(url, 'GET', '/metrics', { headers: { authorization: `Bearer ${cluster.metricsToken}` } });
  const escaped = series.replace(/[{}"=]/g, (c) => `\\${c}`);
  const match = String(res.body).match(new RegExp(`^${escaped} (\\S+)$`, 'm'));
  return Number(match?.[1] ?? Number.NaN);
}

/** Waits until `series` reads `value` on every API instance; answers the milliseconds it took. */
async function everyInstance(series: string, value: number, timeoutMs = 30_000): Promise<number> {
  const began = Date.now();
  await waitFor(
    `${series} = ${value} on every instance`,
    async () => {
      for (const url of Object.values(cluster.instanceUrls)) if ((await gauge(url, series)) !== value) return false;
      return true;
    },
    timeoutMs,
    200,
  );
  return Date.now() - began;
}

describe('Redis going away and coming back (SIGKILL, then started again)', () => {
  it('keeps every request answered while it is away, and the instances share it again once it is back', async () => {
    // Postings of its own (an application made twice is a 409), as each test under load has.
    const load = new Load(cluster.baseUrl, db, applicants, postings.slice(400, 599), {
      searchLoops: 2,
      pauseMs: 60,
      retry: false,
    }).start();
    await progress(load, 10);
    await cluster.kill('redis', 'SIGKILL');
    const away = Date.now();
    // Each instance notices at its next use of Redis for rate limits: a login is counted there. It
    // is answered, as wrong passwords are, and refused on time (the local limit) rather than failing.
    const logins: number[] = [];
    for (const url of Object.values(cluster.instanceUrls)) {
      const reply = await call(url, 'POST', '/api/v1/login', {
        body: { email: applicants[0]?.email, password: 'not-the-password-1', type: 1 },
        headers: { 'x-forwarded-for': randomIp() },
      });
      logins.push(reply.status);
    }
    expect(logins.every((status) => status === 401 || status === 422)).toBe(true);
    const noticedMs = await everyInstance('hashi_redis_away{use="rate_limits"}', 1);
    await progress(load, 30);
    const whileAway = { sent: load.counts.sent, failed: load.counts.failed };
    await cluster.start('redis');
    await waitFor(
      'Redis answering again',
      async () => (await call(cluster.baseUrl, 'GET', '/readyz')).status === 200,
      30_000,
    );
    const backMs = await everyInstance('hashi_redis_away{use="rate_limits"}', 0);
    await everyInstance('hashi_redis_away{use="presence"}', 0);
    await progress(load, 10);
    const counts = await load.stop();
    const ledger = await checkLedger(db, load.ledger);
    report('Redis away and back', {
      sent: counts.sent,
      failed: counts.failed,
      writes_checked: ledger.checked,
      away_seconds: Math.round((Date.now() - away) / 1000),
      noticed_ms: noticedMs,
      shared_again_ms: backMs,
      failed_while_away: whileAway.failed,
    });
    expect(counts.failures).toEqual([]);
    expect(ledger.problems).toEqual([]);
  }, 180_000);
});

describe('the replica falling behind, then stopping (ADR 0050)', () => {
  let replicaAdmin: pg.Pool;
  beforeAll(() => {
    replicaAdmin = database(cluster.replicaUrl);
    // Its idle connection ends when the test stops the replica: that is no failure.
    replicaAdmin.on('error', () => {});
  });
  afterAll(async () => {
    await replicaAdmin.query('select pg_wal_replay_resume()').catch(() => {});
    await replicaAdmin.end();
  });

  it('shows an admin their own new article at once on every instance, and everyone else once the primary takes the reads', async () => {
    await everyInstance('hashi_replica_reads', 1);
    const hash = await hashPassword('Bridge2026x');
    const email = `cluster-admin-${Date.now()}@example.com`;
    await db.query(
      `insert into users (email, password_hash, email_verified_at, password_set_at, registered_at, type, current_step)
       values ($1, $2, now(), now(), now(), 3, 4)`,
      [email, hash],
    );
    const login = await call(cluster.baseUrl, 'POST', '/api/v1/login', {
      body: { email, password: 'Bridge2026x', type: 3 },
      headers: { 'x-forwarded-for': randomIp() },
    });
    const adminToken = (login.body as { access_token: string }).access_token;
    const guest = await call(cluster.baseUrl, 'POST', '/oauth/token', {
      body: { grant_type: 'client_credentials', client_id: 'hashi-web' },
    });
    const guestToken = (guest.body as { access_token: string }).access_token;
    const slugs = async (url: string, token: string) => {
      const res = await call(url, 'GET', '/api/v1/blog-articles', { token });
      expect(res.status).toBe(200);
      return (res.body as { data: Array<{ slug: string }> }).data.map((a) => a.slug);
    };

    // The replica stops replaying: from here on it falls behind the primary.
    await replicaAdmin.query('select pg_wal_replay_pause()');
    const paused = Date.now();
    const slug = `replica-fault-${Date.now()}`;
    const text = (s: string) => `${s} of an article written while the replica lags`;
    const created = await call(cluster.baseUrl, 'POST', '/api/v1/admin/blog-articles', {
      token: adminToken,
      body: {
        slug,
        title_en: text('Title'),
        title_ja: 'レプリカが遅れている間の記事',
        summary_en: text('Summary'),
        summary_ja: 'レプリカの遅れを試す記事の要約',
        body_en: text('Body'),
        body_ja: 'レプリカの遅れを試す記事の本文',
        published: true,
      },
    });
    expect(created.status).toBe(201);
    // The author's next reads, on either instance, come from the primary (their mark is in Redis).
    for (const url of Object.values(cluster.instanceUrls)) expect(await slugs(url, adminToken)).toContain(slug);
    const guestSawAtOnce = (await slugs(cluster.baseUrl, guestToken)).includes(slug);
    // Past the allowed lag (5 s) the instances stop reading the replica; the guest then sees it too.
    await everyInstance('hashi_replica_reads', 0, 20_000);
    const offAfterPauseMs = Date.now() - paused;
    for (const url of Object.values(cluster.instanceUrls)) expect(await slugs(url, guestToken)).toContain(slug);
    await replicaAdmin.query('select pg_wal_replay_resume()');
    const backMs = await everyInstance('hashi_replica_reads', 1, 20_000);
    report('replica falling behind', {
      author_read_own_write_on: Object.keys(cluster.instanceUrls).length,
      guest_saw_it_at_once: String(guestSawAtOnce),
      reads_off_after_pause_ms: offAfterPauseMs,
      reads_back_after_resume_ms: backMs,
    });
  }, 120_000);

  it('answers every request while it is stopped and after it starts again', async () => {
    const load = new Load(cluster.baseUrl, db, applicants, postings.slice(600, 799), {
      searchLoops: 3,
      pauseMs: 40,
      retry: false,
    }).start();
    await progress(load, 10);
    const searchesBefore = load.counts.searches;
    await cluster.kill('postgres-replica', 'SIGINT');
    const offMs = await everyInstance('hashi_replica_reads', 0, 20_000);
    await progress(load, 20);
    const searchesWhileDown = load.counts.searches - searchesBefore;
    await cluster.start('postgres-replica');
    const backMs = await everyInstance('hashi_replica_reads', 1, 60_000);
    await progress(load, 10);
    const counts = await load.stop();
    const ledger = await checkLedger(db, load.ledger);
    report('replica stopped and started', {
      sent: counts.sent,
      failed: counts.failed,
      writes_checked: ledger.checked,
      searches_while_down: searchesWhileDown,
      reads_off_after_ms: offMs,
      reads_back_after_start_ms: backMs,
    });
    expect(counts.failures).toEqual([]);
    expect(ledger.problems).toEqual([]);
  }, 180_000);
});
