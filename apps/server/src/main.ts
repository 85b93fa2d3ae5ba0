import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { buildApp } from './platform/http/app.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { createRateLimiter } from './platform/rate-limit/create-limiter.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateToLatest(database.db);
const mailer = createMailer(config);
const { limiter, close: closeLimiter } = createRateLimiter(config);
const app = await buildApp({ config, db: database.db, mailer, limiter, now: () => new Date() });

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
    await app.close();
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

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Hashi is running at ${config.APP_URL} (database: ${database.kind})`);
