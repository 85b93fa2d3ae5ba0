import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_VIDEO_MAX_BYTES } from '@hashi/shared/profile-media.schema';
import { buildApp } from '../../app/build-app.ts';
import type { App } from '../../platform/http/app.ts';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { applicant, mediaRows, storedFiles } from '../profile-media/media-test-helpers.ts';
import { tusClient } from './tus-test-helpers.ts';

const ctx = useTestContext();
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const MiB = 1024 * 1024;

/** Files of the resumable store (its folder under the storage root). */
const resumableFiles = () => storedFiles(ctx).filter((f) => f.startsWith('resumable/'));
const uploadRows = (ownerId: number) =>
  ctx.deps.db.selectFrom('resumable_uploads').selectAll().where('owner_user_id', '=', ownerId).execute();

async function created(client: ReturnType<typeof tusClient>, size: number, filename = 'me.mp4') {
  const res = await client.create(size, { filename });
  expect(res.statusCode, res.body).toBe(201);
  const location = res.headers.location as string;
  expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
  return location;
}

describe('resumable uploads (tus)', () => {
  it('creates, takes a partial upload, tells the offset, resumes, and the claimed video is byte-identical', async () => {
    const { user, token } = await applicant(ctx);
    const client = tusClient(ctx.app, token);
    const bytes = media.mp4(3 * MiB + 123);
    const location = await created(client, bytes.length);
    expect((await uploadRows(user.id))[0]).toMatchObject({ purpose: 'profile_video', size_bytes: bytes.length });

    const first = await client.patch(location, 0, bytes.subarray(0, MiB));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(MiB));

    // The connection dropped: the client asks where to go on.
    const head = await client.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(MiB));
    expect(head.headers['upload-length']).toBe(String(bytes.length));

    // A chunk at the wrong offset is refused, and changes nothing.
    expect((await client.patch(location, 0, bytes.subarray(0, 10))).statusCode).toBe(409);
    // Not finished: the claim says so and keeps the upload.
    const early = await client.claim(location);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'conflict',
      message: 'This upload has not finished yet. Please let it finish, then try again.',
    });

    const rest = await client.patch(location, MiB, bytes.subarray(MiB));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));

    const claimed = await client.claim(location);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const { data } = claimed.json();
    expect(data).toMatchObject({ mime_type: 'video/mp4', size: bytes.length, file_name: 'me.mp4' });
    const served = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(sha256(served.rawPayload)).toBe(sha256(bytes));

    // Claimed once: the upload is gone from the store and its row with it.
    expect(await uploadRows(user.id)).toEqual([]);
    expect(resumableFiles()).toEqual([]);
    expect((await client.head(location)).statusCode).toBe(404);
    expect((await client.claim(location)).statusCode).toBe(404);
  });

  it('finishes through a second instance an upload begun through the first (shared offset and lock)', async () => {
    const second = await buildApp({ ...ctx.deps }, { logger: false });
    apps.push(second);
    await second.ready();
    const { user, token } = await applicant(ctx);
    const one = tusClient(ctx.app, token);
    const two = tusClient(second, token);
    const bytes = media.mp4(6 * MiB);
    bytes.write('somewhere in the middle', 4 * MiB, 'latin1');
    const location = await created(one, bytes.length);
    const half = bytes.length / 2;
    expect((await one.patch(location, 0, bytes.subarray(0, half))).statusCode).toBe(204);

    const head = await two.head(location);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect((await two.patch(location, half, bytes.subarray(half))).statusCode).toBe(204);
    const claimed = await two.claim(location);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const served = await second.inject({ method: 'GET', url: claimed.json().data.url });
    expect(sha256(served.rawPayload)).toBe(sha256(bytes));
    expect(await mediaRows(ctx, user.id)).toHaveLength(1);
    // Every lock was given back: nothing is held on a finished upload's row while it lived.
    expect(await uploadRows(user.id)).toEqual([]);
  });

  it('refuses what is declared wrong before a single byte, in the user’s language, keeping nothing', async () => {
    const { user, token } = await applicant(ctx);
    const client = tusClient(ctx.app, token);
    const before = storedFiles(ctx);

    const tooBig = await client.create(PROFILE_VIDEO_MAX_BYTES + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'File size is too big.', code: 'file_too_large' });
    expect((await client.create(PROFILE_VIDEO_MAX_BYTES + 1, { lang: 'ja' })).json().code).toBe('file_too_large');

    const notVideo = await client.create(1000, { filename: 'me.png', filetype: 'image/png', lang: 'ja' });
    expect(notVideo.statusCode).toBe(415);
    expect(notVideo.json().message).toBe('このファイル形式には対応していません');
    // avi only from the basic-information form (spec §5).
    expect((await client.create(1000, { filename: 'me.avi', filetype: 'video/x-msvideo' })).statusCode).toBe(415);
    const avi = await client.create(1000, {
      filename: 'me.avi',
      filetype: 'video/x-msvideo',
      extra: { context: 'basic-information' },
    });
    expect(avi.statusCode).toBe(201);
    expect((await client.create(1000, { filename: 'me.mp4', filetype: 'application/pdf' })).statusCode).toBe(415);

    const noLength = await client.create(1000, { length: null });
    expect(noLength.statusCode).toBe(422);
    expect(noLength.json().errors).toHaveProperty('upload_length');
    expect((await client.create(0)).json().code).toBe('file_missing');
    const otherPurpose = await client.create(1000, { extra: { purpose: 'cv_document' } });
    expect(otherPurpose.statusCode).toBe(422);
    expect(otherPurpose.json().errors).toHaveProperty('purpose');

    // Only the one accepted declaration left a row, and it holds no bytes yet.
    expect(await uploadRows(user.id)).toHaveLength(1);
    expect(storedFiles(ctx).filter((f) => !f.startsWith('resumable/'))).toEqual(
      before.filter((f) => !f.startsWith('resumable/')),
    );
  });

  it('refuses a finished upload whose bytes are not a video, and removes it', async () => {
    const { user, token } = await applicant(ctx);
    const client = tusClient(ctx.app, token);
    const bytes = media.text(300_000);
    const location = await created(client, bytes.length, 'movie.mp4');
    expect((await client.patch(location, 0, bytes)).statusCode).toBe(204);
    const claimed = await client.claim(location, 'ja');
    expect(claimed.statusCode).toBe(415);
    expect(claimed.json()).toEqual({ message: 'このファイル形式には対応していません', code: 'file_not_supported' });
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    expect(await uploadRows(user.id)).toEqual([]);
    expect(resumableFiles().filter((f) => f.includes(location.split('/').pop() as string))).toEqual([]);
  });

  it('cancels an upload (tus termination): its bytes and row go', async () => {
    const { user, token } = await applicant(ctx);
    const client = tusClient(ctx.app, token);
    const location = await created(client, 2 * MiB);
    expect((await client.patch(location, 0, media.mp4(MiB))).statusCode).toBe(204);
    expect((await client.terminate(location)).statusCode).toBe(204);
    expect(await uploadRows(user.id)).toEqual([]);
    expect((await client.head(location)).statusCode).toBe(404);
  });

  it('lets only the owner touch an upload: another applicant or a company user 404, an admin 403, a guest 401', async () => {
    const owner = await applicant(ctx);
    const ownerClient = tusClient(ctx.app, owner.token);
    const bytes = media.mp4(200_000);
    const location = await created(ownerClient, bytes.length);
    expect((await ownerClient.patch(location, 0, bytes.subarray(0, 100_000))).statusCode).toBe(204);

    const other = await applicant(ctx);
    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    // A company user sends resumable uploads too (a message's video only): someone else's is missing,
    // and the profile video (its claim, its creation) stays the applicants'.
    const cases: [who: string, token: string | undefined, touch: number, claim: number, create: number][] = [
      ['another applicant', other.token, 404, 404, 201],
      ['a company user', company.token, 404, 403, 403],
      ['an admin', admin.token, 403, 403, 403],
      ['a guest', undefined, 401, 401, 401],
    ];
    for (const [who, token, touch, claim, create] of cases) {
      const client = tusClient(ctx.app, token);
      expect((await client.head(location)).statusCode, `${who} HEAD`).toBe(touch);
      expect((await client.patch(location, 100_000, bytes.subarray(100_000))).statusCode, `${who} PATCH`).toBe(touch);
      expect((await client.terminate(location)).statusCode, `${who} DELETE`).toBe(touch);
      expect((await client.claim(location)).statusCode, `${who} claim`).toBe(claim);
      expect((await client.create(1000)).statusCode, `${who} create`).toBe(create);
    }
    // Nothing the others did moved the owner's upload.
    expect((await ownerClient.head(location)).headers['upload-offset']).toBe('100000');
    expect((await ownerClient.patch(location, 100_000, bytes.subarray(100_000))).statusCode).toBe(204);
    expect((await ownerClient.claim(location)).statusCode).toBe(201);
  });
});
