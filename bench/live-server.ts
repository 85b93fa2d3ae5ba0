/**
 * One Hashi instance of bench/live.ts, in its own process: the whole app on the benchmark's
 * PostgreSQL database with a live hub listening on it (ADR 0028), rate limits off (the benchmark
 * sends faster than a person). Answers the parent's 'stats' message with its memory and CPU; told to
 * 'watch' audiences, notes when each of their message events reaches this instance's hub (wall-clock
 * milliseconds), and answers 'arrivals' with them, so that the parent can tell the time before an
 * event reaches the instance from the time it takes to come out of the stream.
 */
import path from 'node:path';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { createLiveHub } from '../apps/server/src/platform/live/create-live.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { RateLimiter } from '../apps/server/src/platform/rate-limit/limiter.ts';
import { benchConfig, unlimited } from './search-server.ts';

const dataDir = process.env.BENCH_DATA_DIR ?? '';
const config = benchConfig(dataDir);
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 10 });
const live = await createLiveHub({ REDIS_URL: process.env.BENCH_REDIS_URL }, database);
const app = await buildApp(
  {
    config,
    db: database.db,
    mailer: new OutboxMailer(path.join(dataDir, 'mail'), config.MAIL_FROM),
    limiter: new RateLimiter(unlimited),
    live,
    now: () => new Date(),
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

/** Message id → when its event reached this instance's hub. */
const arrivals = new Map<number, number>();
const wallNow = () => performance.timeOrigin + performance.now();

process.on('message', (message: { kind: string; audiences?: string[] }) => {
  if (message.kind === 'watch') {
    live.subscribe(message.audiences ?? [], (event) => {
      if (event.type === 'message') arrivals.set(Number(event.data.message_id), wallNow());
    });
    process.send?.({ kind: 'watching' });
  }
  if (message.kind === 'arrivals') process.send?.({ kind: 'arrivals', arrivals: [...arrivals] });
  if (message.kind === 'stats') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({
      kind: 'stats',
      rss: process.memoryUsage().rss,
      cpu: process.cpuUsage(),
      streams: live.streamCount,
    });
  }
});
process.on('disconnect', () => {
  void live.close().then(() => app.close().then(() => database.close().then(() => process.exit(0))));
});
process.send?.({ kind: 'ready', port });
