import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { loadConfig } from '../../platform/config.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { buildApp } from '../../app/build-app.ts';
import type { App } from '../../platform/http/app.ts';
import { OutboxMailer } from '../../platform/mail/mailer.ts';
import { LiveHub } from '../../platform/live/live-hub.ts';
import { MemoryPresence } from '../../platform/live/presence.ts';
import { MemoryRateLimitStore, RateLimiter } from '../../platform/rate-limit/limiter.ts';

/** Embedded mode without SMTP_URL: mail goes to the outbox and is read at /dev/mail. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-outbox-'));
let database: DatabaseHandle;

async function appIn(nodeEnv: 'development' | 'production'): Promise<App> {
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    DATA_DIR: dataDir,
    JWT_SECRET: 'outbox-test-secret-outbox-test-secret',
    LOG_LEVEL: 'silent',
    // Production refuses to start without a virus scanner (ADR 0044); this test uploads nothing.
    ALLOW_UNSCANNED_UPLOADS: 'true',
  });
  const mailer = new OutboxMailer(path.join(dataDir, 'mail'), config.MAIL_FROM);
  const app = await buildApp(
    {
      config,
      db: database.db,
      mailer,
      limiter: new RateLimiter(new MemoryRateLimitStore()),
      // The mailbox pages hold no streams: a hub that is not listening is enough.
      live: new LiveHub(database.db, new MemoryPresence()),
      now: () => new Date(),
    },
    { logger: false },
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the dev mailbox', () => {
  it('lists the verification mail of a sign-up and shows it with its link', async () => {
    const app = await appIn('development');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email: 'outbox@example.com', password: 'Bridge2026x', terms_agreed: true, locale: 'ja' },
      remoteAddress: randomIp(),
    });
    expect(signup.statusCode).toBe(201);
    const list = await app.inject({ url: '/dev/mail.json' });
    const [mail] = list.json() as Array<{ id: string; to: string; subject: string; text: string }>;
    expect(mail?.to).toBe('outbox@example.com');
    expect(mail?.subject).toBe('【Hashi】メールアドレスのご確認');
    const page = await app.inject({ url: '/dev/mail' });
    expect(page.body).toContain('outbox@example.com');
    const shown = await app.inject({ url: `/dev/mail/${mail?.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('/email-verification?token=');
    expect((await app.inject({ url: '/dev/mail/..%2F..%2Fjwt-secret' })).statusCode).toBe(404);
    await app.close();
  });

  it('does not exist in production', async () => {
    const app = await appIn('production');
    expect((await app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/mail.json' })).statusCode).toBe(404);
    await app.close();
  });
});
