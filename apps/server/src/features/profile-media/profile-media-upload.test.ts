import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_VIDEO_MAX_BYTES } from '@hashi/shared/profile-media.schema';
import { multipart } from '../../../test/cv-fixtures.ts';
import { bearer } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { media } from './media-fixtures.ts';
import { applicant, mediaRows, STORED_NAME, storedFiles, upload, uploadPath } from './media-test-helpers.ts';
import { MEDIA_UPLOAD_LIMIT } from './profile-media.service.ts';

const ctx = useTestContext();

/** After a refused upload: no row for the applicant and not one byte left under the storage root. */
async function expectNothingStored(applicantId: number, filesBefore: string[]) {
  expect(await mediaRows(ctx, applicantId)).toEqual([]);
  expect(storedFiles(ctx)).toEqual(filesBefore);
}

describe('photo upload', () => {
  it.each([
    ['png', 'v2', media.png(), 'image/png', 'png'],
    ['jpeg', 'v2', media.jpeg(), 'image/jpeg', 'jpg'],
    ['png', 'v1', media.png(), 'image/png', 'png'],
  ] as const)('stores a %s (%s) under a generated name', async (_, version, bytes, mime, extension) => {
    const { user, token } = await applicant(ctx);
    const res = await upload(ctx, token, 'photo', bytes, { version, filename: 'My photo.jpeg' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ mime_type: mime, size: bytes.length, file_name: 'My photo.jpeg' });
    expect(data.url).toMatch(new RegExp(`^/api/files/profile-media/${data.id}\\?expires=\\d+&signature=[\\w-]{43}$`));
    const [row] = await mediaRows(ctx, user.id);
    expect(row).toMatchObject({ id: data.id, kind: 'photo', size_bytes: bytes.length });
    expect(row?.storage_key).toMatch(STORED_NAME);
    expect(row?.storage_key.endsWith(`.${extension}`)).toBe(true);
    expect(storedFiles(ctx)).toContain(row?.storage_key);
  });

  it('takes exactly 5 MB and answers 413 for one byte more, storing nothing', async () => {
    const { user, token } = await applicant(ctx);
    const ok = await upload(ctx, token, 'photo', media.png(PROFILE_PHOTO_MAX_BYTES));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.size).toBe(5_242_880);

    const other = await applicant(ctx);
    const before = storedFiles(ctx);
    const tooBig = await upload(ctx, other.token, 'photo', media.png(PROFILE_PHOTO_MAX_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'File size is too big.', code: 'file_too_large' });
    await expectNothingStored(other.user.id, before);
    expect(await mediaRows(ctx, user.id)).toHaveLength(1);
  });

  it('refuses a file whose bytes are not a photo, whatever its name says (415, in the user’s language)', async () => {
    const { user, token } = await applicant(ctx);
    const before = storedFiles(ctx);
    for (const [bytes, filename] of [
      [media.text(), 'photo.jpg'],
      [media.mp4(), 'photo.png'],
      [media.heic(), 'photo.jpeg'],
    ] as const) {
      const res = await upload(ctx, token, 'photo', bytes, { filename });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'File is not supported', code: 'file_not_supported' });
    }
    const ja = await upload(ctx, token, 'photo', media.text(), { filename: 'photo.png', lang: 'ja' });
    expect(ja.json().message).toBe('このファイル形式には対応していません');
    await expectNothingStored(user.id, before);
  });

  it('stores a path-traversal file name under a generated key and keeps only its last segment as the name', async () => {
    const { user, token } = await applicant(ctx);
    const res = await upload(ctx, token, 'photo', media.jpeg(), { filename: '../../etc/passwd.jpg' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.file_name).toBe('passwd.jpg');
    const [row] = await mediaRows(ctx, user.id);
    expect(row?.storage_key).toMatch(STORED_NAME);
    expect(storedFiles(ctx).every((f) => STORED_NAME.test(f))).toBe(true);
    const root = path.join(ctx.deps.config.dataDir, 'files');
    expect(existsSync(path.join(root, '../../etc/passwd.jpg'))).toBe(false);
    expect(existsSync(path.join(root, 'passwd.jpg'))).toBe(false);

    const windows = await upload(ctx, token, 'photo', media.png(), { filename: '..\\..\\boot.ini\u202egnp.png' });
    expect(windows.json().data.file_name).toBe('boot.inignp.png');
  });

  it('replaces the previous photo and deletes its file', async () => {
    const { user, token } = await applicant(ctx);
    const first = (await upload(ctx, token, 'photo', media.png())).json().data;
    const [firstRow] = await mediaRows(ctx, user.id);
    const second = (await upload(ctx, token, 'photo', media.jpeg())).json().data;
    expect(second.id).not.toBe(first.id);
    const rows = await mediaRows(ctx, user.id);
    expect(rows.map((r) => r.id)).toEqual([second.id]);
    expect(storedFiles(ctx)).not.toContain(firstRow?.storage_key);
    expect(storedFiles(ctx)).toContain(rows[0]?.storage_key);
  });

  it('answers a request without a file, with two files or without a token', async () => {
    const { user, token } = await applicant(ctx);
    const before = storedFiles(ctx);
    const empty = multipart([], { note: 'no file' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: uploadPath('photo'),
      payload: empty.payload,
      headers: { ...empty.headers, ...bearer(token) },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('file_missing');

    const zero = await upload(ctx, token, 'photo', Buffer.alloc(0));
    expect(zero.json().code).toBe('file_missing');

    const two = multipart([
      { filename: 'a.png', content: media.png() },
      { filename: 'b.png', content: media.png() },
    ]);
    const twoFiles = await ctx.app.inject({
      method: 'POST',
      url: uploadPath('photo'),
      payload: two.payload,
      headers: { ...two.headers, ...bearer(token) },
    });
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json()).toEqual({ message: 'File limit exceeded!', code: 'file_limit_exceeded' });

    const json = await ctx.app.inject({
      method: 'POST',
      url: uploadPath('photo'),
      payload: {},
      headers: bearer(token),
    });
    expect(json.json().code).toBe('file_missing');

    const anonymous = await ctx.app.inject({ method: 'POST', url: uploadPath('photo'), ...multipart([]) });
    expect(anonymous.statusCode).toBe(401);
    await expectNothingStored(user.id, before);
  });

  it(`counts ${MEDIA_UPLOAD_LIMIT.limit} uploads an hour per applicant, then 429 with Retry-After`, async () => {
    const { user, token } = await applicant(ctx);
    for (let i = 0; i < MEDIA_UPLOAD_LIMIT.limit; i += 1) {
      expect((await upload(ctx, token, 'photo', media.png(64))).statusCode).toBe(201);
    }
    const before = storedFiles(ctx);
    const limited = await upload(ctx, token, 'photo', media.png(64));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedFiles(ctx)).toEqual(before);
    expect(await mediaRows(ctx, user.id)).toHaveLength(1);
    // Someone else is not held back by it.
    const other = await applicant(ctx);
    expect((await upload(ctx, other.token, 'photo', media.png(64))).statusCode).toBe(201);
  });
});

describe('video upload', () => {
  it.each([
    ['mp4', media.mp4(), 'video/mp4'],
    ['mov', media.mov(), 'video/quicktime'],
    ['webm', media.webm(), 'video/webm'],
  ] as const)('takes %s anywhere', async (_, bytes, mime) => {
    const { token } = await applicant(ctx);
    for (const version of ['v1', 'v2'] as const) {
      const res = await upload(ctx, token, 'video', bytes, { version });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.mime_type).toBe(mime);
    }
  });

  it.each([
    ['avi', media.avi(), 'video/x-msvideo', 'clip.avi'],
    ['wmv/asf', media.asf(), 'video/x-ms-asf', 'clip.wmv'],
    ['mpeg', media.mpeg(), 'video/mpeg', 'clip.mpeg4'],
  ] as const)('takes %s only from the basic-information form', async (_, bytes, mime, filename) => {
    const { user, token } = await applicant(ctx);
    const before = storedFiles(ctx);
    const elsewhere = await upload(ctx, token, 'video', bytes, { filename });
    expect(elsewhere.statusCode).toBe(415);
    await expectNothingStored(user.id, before);

    const byQuery = await upload(ctx, token, 'video', bytes, { filename, query: 'context=basic-information' });
    expect(byQuery.statusCode).toBe(201);
    expect(byQuery.json().data.mime_type).toBe(mime);
    const byField = await upload(ctx, token, 'video', bytes, { filename, fields: { context: 'basic-information' } });
    expect(byField.statusCode).toBe(201);
  });

  it('refuses a context it does not know, or a field that contradicts the query', async () => {
    const { token } = await applicant(ctx);
    const unknown = await upload(ctx, token, 'video', media.mp4(), { query: 'context=anywhere' });
    expect(unknown.statusCode).toBe(422);
    const contradiction = await upload(ctx, token, 'video', media.mp4(), {
      query: 'context=other',
      fields: { context: 'basic-information' },
    });
    expect(contradiction.statusCode).toBe(422);
    expect(contradiction.json().errors).toHaveProperty('context');
  });

  it('refuses a photo, a Matroska file or text named like a video', async () => {
    const { user, token } = await applicant(ctx);
    const before = storedFiles(ctx);
    for (const [bytes, filename] of [
      [media.png(), 'clip.mp4'],
      [media.mkv(), 'clip.webm'],
      [media.text(), 'clip.mov'],
    ] as const) {
      const res = await upload(ctx, token, 'video', bytes, { filename, query: 'context=basic-information' });
      expect(res.statusCode).toBe(415);
    }
    await expectNothingStored(user.id, before);
  });

  it('takes exactly 50 MB and answers 413 for one byte more, storing nothing', async () => {
    const { user, token } = await applicant(ctx);
    const ok = await upload(ctx, token, 'video', media.mp4(PROFILE_VIDEO_MAX_BYTES));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.size).toBe(52_428_800);

    const before = storedFiles(ctx);
    const tooBig = await upload(ctx, token, 'video', media.mp4(PROFILE_VIDEO_MAX_BYTES + 1), { lang: 'ja' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'ファイルサイズが大きすぎます。', code: 'file_too_large' });
    expect(storedFiles(ctx)).toEqual(before);
    // The video uploaded first is still the applicant's one.
    expect((await mediaRows(ctx, user.id)).map((r) => r.id)).toEqual([ok.json().data.id]);
  });
});
