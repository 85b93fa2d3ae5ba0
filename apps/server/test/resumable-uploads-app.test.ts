import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUMABLE_UPLOADS_PATH } from '@hashi/shared/profile-media.schema';
import { buildApp } from '../src/app/build-app.ts';
import { media } from '../src/features/profile-media/media-fixtures.ts';
import { applicant, mediaRows } from '../src/features/profile-media/media-test-helpers.ts';
import { tusClient } from '../src/features/uploads/tus-test-helpers.ts';
import type { App } from '../src/platform/http/app.ts';
import { fileStorage } from '../src/platform/storage/storage.ts';
import { EICAR, EICAR_SIGNATURE, type RunningClamd, startClamd } from './clamd.ts';
import { bearer } from './factories.ts';
import { fileStores } from './file-stores.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Resumable uploads through the whole server on each store (ADR 0045): the local disk always, and
 * S3 when TEST_S3_ENDPOINT names a real gateway (as object-storage-app.test.ts). An upload whose
 * connection is cut half-way through one instance is finished through another, byte-identical; an
 * EICAR upload is quarantined by a real clamd when claimed; with the scanner down the upload stays.
 */
const stores = fileStores('hashi-tus');

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const MiB = 1024 * 1024;

let clamd: RunningClamd;
beforeAll(async () => {
  clamd = await startClamd();
});
afterAll(async () => clamd?.stop());

/** A PATCH over a real socket that sends `sent` of `chunk`'s bytes and then drops the connection. */
function cutPatch(origin: string, location: string, token: string, offset: number, chunk: Buffer, sent: number) {
  return new Promise<void>((resolve) => {
    const req = httpRequest(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        ...bearer(token),
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(chunk.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(chunk.subarray(0, sent), () => req.destroy());
  });
}

describe.each(stores)('resumable uploads through the server on $name', (store) => {
  let ctx: TestContext;
  const apps: App[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ ...(await store.env()), CLAMD_HOST: clamd.host, CLAMD_PORT: String(clamd.port) });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await ctx?.close();
  });

  /** Another instance on the same database and store, with stores and scanner of its own (a copied config). */
  async function secondInstance(): Promise<App> {
    const app = await buildApp({ ...ctx.deps, config: { ...ctx.deps.config } }, { logger: false });
    apps.push(app);
    await app.ready();
    return app;
  }

  it('resumes an upload cut half-way on one instance from another, byte-identical by checksum', async () => {
    const { user, token } = await applicant(ctx);
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const second = await secondInstance();
    const one = tusClient(ctx.app, token);
    const two = tusClient(second, token);
    const bytes = media.mp4(12 * MiB + 4321);
    bytes.write('past the cut', 9 * MiB, 'latin1');

    const createdRes = await one.create(bytes.length);
    expect(createdRes.statusCode, createdRes.body).toBe(201);
    const location = createdRes.headers.location as string;
    expect(location.startsWith(`${RESUMABLE_UPLOADS_PATH}/`)).toBe(true);
    expect((await one.patch(location, 0, bytes.subarray(0, 5 * MiB))).statusCode).toBe(204);
    // The second chunk's connection drops after 1 MiB of its 7.
    await cutPatch(origin, location, token, 5 * MiB, bytes.subarray(5 * MiB), MiB);

    // The other instance takes over from whatever offset the store kept. As a tus client does, it
    // asks again on 409: the cut request may still be landing its last bytes when the HEAD is
    // answered (the lock makes each request see a consistent offset, not the order they arrive in).
    let offset = -1;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const head = await two.head(location);
      expect(head.statusCode, head.body).toBe(200);
      offset = Number(head.headers['upload-offset']);
      const rest = await two.patch(location, offset, bytes.subarray(offset));
      if (rest.statusCode === 409) continue;
      expect(rest.statusCode, rest.body).toBe(204);
      expect(rest.headers['upload-offset']).toBe(String(bytes.length));
      break;
    }
    expect(offset).toBeGreaterThanOrEqual(5 * MiB);
    expect(offset).toBeLessThanOrEqual(6 * MiB);

    const claimed = await two.claim(location);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const served = await second.inject({ method: 'GET', url: claimed.json().data.url });
    expect(sha256(served.rawPayload)).toBe(sha256(bytes));
    const [row] = await mediaRows(ctx, user.id);
    expect(await fileStorage(ctx.deps.config).size(row?.storage_key as string)).toBe(bytes.length);
    expect(
      await ctx.deps.db.selectFrom('resumable_uploads').selectAll().where('owner_user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect((await one.head(location)).statusCode).toBe(404);
  });

  it('quarantines an EICAR upload when claimed: reported per file in the user’s language, never visible, removed', async () => {
    const { user, token } = await applicant(ctx);
    const client = tusClient(ctx.app, token);
    const created = await client.create(EICAR.length, { filename: 'answer.mp4' });
    const location = created.headers.location as string;
    expect((await client.patch(location, 0, EICAR)).statusCode).toBe(204);
    const claimed = await client.claim(location, 'ja');
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json()).toEqual({
      code: 'file_quarantined',
      message: 'ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。',
      quarantined_files: [
        {
          filename: 'answer.mp4',
          message: 'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
        },
      ],
    });
    const kept = await ctx.deps.db
      .selectFrom('quarantined_files')
      .selectAll()
      .where('uploader_user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ purpose: 'profile_video', verdict: 'infected', detail: EICAR_SIGNATURE });
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    expect((await client.head(location)).statusCode).toBe(404);
    expect((await client.claim(location)).statusCode).toBe(404);
  });
});

describe('resumable uploads with the scanner down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A port nothing listens on: clamd is configured but unreachable.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    ctx = await createTestContext({ CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(port), CLAMD_TIMEOUT_SECONDS: '2' });
  });
  afterAll(async () => ctx?.close());

  it('answers 503 with Retry-After and keeps the finished upload to be claimed again', async () => {
    const { user, token } = await applicant(ctx);
    const client = tusClient(ctx.app, token);
    const bytes = media.mp4(100_000);
    const location = (await client.create(bytes.length)).headers.location as string;
    expect((await client.patch(location, 0, bytes)).statusCode).toBe(204);
    const claimed = await client.claim(location);
    expect(claimed.statusCode).toBe(503);
    expect(claimed.headers['retry-after']).toBe('30');
    expect(claimed.json().code).toBe('scanner_unavailable');
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    const head = await client.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
  });
});
