import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { openReplica } from './platform/db/replica.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { ensureDemoCampaign } from './features/demo-data/demo-campaign.ts';
import { seedDemoDataOnce } from './features/demo-data/demo-data.service.ts';
import { buildApp } from './app/build-app.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { createRateLimiter } from './platform/rate-limit/create-limiter.ts';
import { backgroundJobs } from './app/background-jobs.ts';
import { JobRunner, processRole } from './platform/jobs/runner.ts';
import { createLiveHub } from './platform/live/create-live.ts';
import { createLogDestination } from './platform/logging/log-destination.ts';
import { LiveSessions } from './platform/auth/live-sessions.ts';

const config = loadConfig();
// --role=web: HTTP only; --role=worker: background jobs only; default both (ARCHITECTURE.md, ADR 0016).
const role = processRole(process.argv);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateToLatest(database.db);
const mailer = createMailer(config);
const { limiter, close: closeLimiter } = createRateLimiter(config);
const live = await createLiveHub(config, database);
// The web instances' lag-tolerant reads (ADR 0050); a worker reads the primary only.
const replica = role === 'worker' ? null : await openReplica(config, database.db);
// The sessions found live, believed for a while and forgotten when the database says one ended (ADR 0051).
const sessions = role === 'worker' ? null : new LiveSessions(database.db);
await sessions?.start(database.listen);
let draining = false;
const deps = {
  config,
  db: database.db,
  mailer,
  limiter,
  live,
  now: () => new Date(),
  draining: () => draining,
  ...(database.poolStats ? { poolStats: database.poolStats } : {}),
  ...(database.answeredWithin ? { databaseAnsweredWithin: database.answeredWithin } : {}),
  ...(replica ? { replica } : {}),
  ...(sessions ? { sessions } : {}),
};
// Logs to stdout that a slow or vanished log reader can neither stall nor crash (nor hang the exit).
const logs = createLogDestination();
const app = await buildApp(deps, { logStream: logs });
replica?.monitor.onChange((state, detail) => {
  if (state === 'fresh') app.log.info({ replica: state, detail }, 'replica reads: on');
  else app.log.warn({ replica: state, detail }, 'replica reads: off, the primary serves them');
});
const jobs =
  role === 'web'
    ? null
    : new JobRunner({
        db: database.db,
        now: deps.now,
        definitions: backgroundJobs(deps),
        log: app.log,
        leaseMs: config.JOB_LEASE_SECONDS * 1000,
      });
if (config.seedDemoData) {
  // Before listening, so the first page already lists jobs; a database with companies is left alone.
  const seeded = await seedDemoDataOnce(database.db);
  if (seeded) app.log.info(seeded, `demo data: ${seeded.companies} companies and ${seeded.postings} postings written`);
  // On every start, not only the first: the demo keeps a running referral campaign (ADR 0030 revision 2).
  const campaign = await ensureDemoCampaign(database.db, { production: config.isProduction });
  if (campaign !== null) app.log.info({ campaign }, 'demo data: a running referral campaign written');
}

/** How long stopping may take once the listener closes (in-flight requests, jobs, pools). */
const GRACE_MS = 20_000;
/**
 * On SIGTERM (an orchestrator's or a rolling restart's stop) an API instance (`--role=web`, the
 * one that runs behind a load balancer; a single all-in-one process has no one to hand over to) first
 * answers /readyz 503 and keeps serving for DRAIN_SECONDS (3 by default): over two of the load
 * balancer's health checks (`inter 1s fall 2`, scripts/cluster/topology.ts), so it is taken out before
 * it stops accepting. SIGINT (Ctrl-C at a terminal) stops at once.
 */
const DRAIN_MS = config.DRAIN_SECONDS * 1000;
let stopping = false;
/** The last log lines get a moment to go out; a log reader that does not take them cannot hold the exit. */
async function exit(code: number): Promise<never> {
  await logs.flush(1000);
  process.exit(code);
}
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Armed before anything else can wait; unref'd so that it never keeps a finished process alive.
  const drains = signal === 'SIGTERM' && role === 'web';
  const limitMs = (drains ? DRAIN_MS : 0) + GRACE_MS;
  const force = setTimeout(() => {
    app.log.error(`shutdown took over ${limitMs / 1000} s; exiting`);
    process.exit(1);
  }, limitMs);
  force.unref();
  if (drains) {
    draining = true;
    app.log.info({ signal }, `draining: /readyz answers 503 for ${DRAIN_MS / 1000} s before the listener closes`);
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  }
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    await live.close();
    await app.close();
    await sessions?.close();
    await jobs?.stop();
    await mailer.close();
    await closeLimiter();
    await replica?.close();
    await database.close();
    app.log.info('shut down cleanly');
    await exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    await exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await jobs?.start();
if (role === 'worker') {
  app.log.info(`Hashi background worker ${jobs?.workerId} is running (database: ${database.kind})`);
} else {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Hashi is running at ${config.APP_URL} (database: ${database.kind})`);
}
