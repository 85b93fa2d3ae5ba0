import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_DOCUMENT_PATH } from '@hashi/shared/profile-media.schema';
import { media } from '../src/features/profile-media/media-fixtures.ts';
import { applicant, upload } from '../src/features/profile-media/media-test-helpers.ts';
import { fileStorage } from '../src/platform/storage/storage.ts';
import { EICAR, type RunningClamd, startClamd } from './clamd.ts';
import { makePdf, makeTxt, multipart } from './cv-fixtures.ts';
import { bearer } from './factories.ts';
import { fileStores } from './file-stores.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The whole server on each file store (ADR 0044): the local disk always, and S3 when
 * TEST_S3_ENDPOINT names a real gateway (`.ci/run`'s third pass). A profile video is served by byte
 * range, deleted for good, and an infected upload is kept in the store's quarantine folder.
 */
const stores = fileStores('hashi-app');

let clamd: RunningClamd;
beforeAll(async () => {
  clamd = await startClamd();
});
afterAll(async () => clamd?.stop());

describe.each(stores)('uploads through the server on $name', (store) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ...(await store.env()), CLAMD_HOST: clamd.host, CLAMD_PORT: String(clamd.port) });
  });
  afterAll(async () => ctx?.close());

  it('serves a profile video by byte range, and deleting it removes the stored file', async () => {
    const { user, token } = await applicant(ctx);
    const bytes = media.mp4(8 * 1024 * 1024);
    bytes.write('middle', 6_000_000, 'latin1');
    const res = await upload(ctx, token, 'video', bytes);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    const part = await ctx.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=6000000-6000005' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('middle');
    expect(part.headers['content-range']).toBe(`bytes 6000000-6000005/${bytes.length}`);
    const whole = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const row = await ctx.deps.db
      .selectFrom('applicant_media')
      .select('storage_key')
      .where('applicant_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const storage = fileStorage(ctx.deps.config);
    expect(await storage.size(row.storage_key)).toBe(bytes.length);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/applicant/profile-video/${data.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storage.size(row.storage_key)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('keeps a CV file in the store, serves it as a download, and a new one replaces it there', async () => {
    const { user, token } = await applicant(ctx);
    const send = (content: Buffer, filename: string) => {
      const { payload, headers } = multipart([{ filename, content }], {});
      return ctx.app.inject({
        method: 'POST',
        url: CV_DOCUMENT_PATH,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };
    const first = await makePdf(['Linh Nguyen']);
    const res = await send(first, 'cv.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().data.url });
    expect(file.rawPayload.equals(first)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const cvKey = async () =>
      (
        await ctx.deps.db
          .selectFrom('applicant_media')
          .select('storage_key')
          .where('applicant_id', '=', user.id)
          .where('kind', '=', 'cv')
          .executeTakeFirstOrThrow()
      ).storage_key;
    const oldKey = await cvKey();
    expect((await send(makeTxt(['Linh Nguyen', 'Backend engineer']), 'cv.txt')).statusCode).toBe(201);
    const storage = fileStorage(ctx.deps.config);
    expect(await storage.size(oldKey)).toBeNull();
    expect(await storage.size(await cvKey())).toBeGreaterThan(0);
  });

  it('keeps an infected upload in the quarantine folder of the store, leaving nothing staged', async () => {
    const { user, token } = await applicant(ctx);
    const res = await upload(ctx, token, 'photo', EICAR, { filename: 'eicar.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('file_quarantined');
    const row = await ctx.deps.db
      .selectFrom('quarantined_files')
      .selectAll()
      .where('uploader_user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^quarantine\//);
    const storage = fileStorage(ctx.deps.config);
    expect(await storage.size(row.storage_key)).toBe(EICAR.length);
    expect(await storage.sweepTemp(Date.now() + 3_600_000, 0)).toBe(0);
  });
});
