import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { seedDemoDataOnce } from './features/demo-data/demo-data.service.ts';
import { buildApp } from './app/build-app.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { createRateLimiter } from './platform/rate-limit/create-limiter.ts';
import { backgroundJobs } from './app/background-jobs.ts';
import { JobRunner, processRole } from './platform/jobs/runner.ts';
import { createLiveHub } from './platform/live/create-live.ts';

const config = loadConfig();
// --role=web: HTTP only; --role=worker: background jobs only; default both (ARCHITECTURE.md, ADR 0016).
const role = processRole(process.argv);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateToLatest(database.db);
const mailer = createMailer(config);
const { limiter, close: closeLimiter } = createRateLimiter(config);
const live = await createLiveHub(config, database);
const deps = { config, db: database.db, mailer, limiter, live, now: () => new Date() };
const app = await buildApp(deps);
const jobs =
  role === 'web'
    ? null
    : new JobRunner({ db: database.db, now: deps.now, definitions: backgroundJobs(deps), log: app.log });
if (config.seedDemoData) {
  // Before listening, so the first page already lists jobs; a database with companies is left alone.
  const seeded = await seedDemoDataOnce(database.db);
  if (seeded) app.log.info(seeded, `demo data: ${seeded.companies} companies and ${seeded.postings} postings written`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took over 20 s; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  try {
    await live.close();
    await app.close();
    await jobs?.stop();
    await mailer.close();
    await closeLimiter();
    await database.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
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
