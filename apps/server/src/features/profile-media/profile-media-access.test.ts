import { describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { media } from './media-fixtures.ts';
import { applicant, mediaRows, storedFiles, upload } from './media-test-helpers.ts';
import { MEDIA_URL_TTL_MS, signMediaUrl } from './media-url.ts';
import { eraseApplicantMedia } from './profile-media.service.ts';

const ctx = useTestContext();

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const del = (url: string, token: string) => ctx.app.inject({ method: 'DELETE', url, headers: bearer(token) });

describe('delete', () => {
  it('v2 deletes the photo by id: the row and the file go, a second delete is 404', async () => {
    const { user, token } = await applicant(ctx);
    const { data } = (await upload(ctx, token, 'photo', media.png())).json();
    const [row] = await mediaRows(ctx, user.id);
    const res = await del(`/api/v2/applicant/profile-photo/${data.id}`, token);
    expect(res.statusCode).toBe(204);
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    expect(storedFiles(ctx)).not.toContain(row?.storage_key);
    expect((await del(`/api/v2/applicant/profile-photo/${data.id}`, token)).statusCode).toBe(404);
    expect((await get(data.url)).statusCode).toBe(404);
  });

  it('v2 does not delete a video through the photo path, nor a photo through the video path', async () => {
    const { user, token } = await applicant(ctx);
    const photo = (await upload(ctx, token, 'photo', media.png())).json().data;
    const video = (await upload(ctx, token, 'video', media.webm())).json().data;
    expect((await del(`/api/v2/applicant/profile-photo/${video.id}`, token)).statusCode).toBe(404);
    expect((await del(`/api/v2/applicant/profile-video/${photo.id}`, token)).statusCode).toBe(404);
    expect(await mediaRows(ctx, user.id)).toHaveLength(2);
    expect((await del(`/api/v2/applicant/profile-video/${video.id}`, token)).statusCode).toBe(204);
    expect((await mediaRows(ctx, user.id)).map((r) => r.kind)).toEqual(['photo']);
  });

  it('v1 deletes the current photo or video; 404 when there is none', async () => {
    const { user, token } = await applicant(ctx);
    await upload(ctx, token, 'video', media.mp4(), { version: 'v1' });
    expect((await del('/api/v1/applicants/profile-video', token)).statusCode).toBe(204);
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    const again = await del('/api/v1/applicants/profile-video', token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
    expect((await del('/api/v1/applicants/profile-photo', token)).statusCode).toBe(404);
  });
});

describe('one applicant and another', () => {
  it('cannot delete, see or reach the other’s files', async () => {
    const owner = await applicant(ctx);
    const intruder = await applicant(ctx);
    const photo = (await upload(ctx, owner.token, 'photo', media.png())).json().data;
    const video = (await upload(ctx, owner.token, 'video', media.mp4())).json().data;
    const filesBefore = storedFiles(ctx);

    // Deleting by the owner's ids answers like an unknown id; the v1 deletes find nothing of the intruder's.
    for (const path of [`/api/v2/applicant/profile-photo/${photo.id}`, `/api/v2/applicant/profile-video/${video.id}`]) {
      const res = await del(path, intruder.token);
      expect(res.statusCode).toBe(404);
    }
    expect((await del('/api/v1/applicants/profile-photo', intruder.token)).statusCode).toBe(404);
    expect((await del('/api/v1/applicants/profile-video', intruder.token)).statusCode).toBe(404);
    expect(await mediaRows(ctx, owner.user.id)).toHaveLength(2);
    expect(storedFiles(ctx)).toEqual(filesBefore);

    // The intruder's own record and profile carry no link to the owner's files.
    const auth = (await get('/api/v1/applicants/auth', bearer(intruder.token))).json();
    expect(auth.profile_photo).toEqual({ url: null });
    expect(auth.profile_video).toEqual({ url: null });
    const profile = (await get('/api/v2/applicant/profile', bearer(intruder.token))).json().data;
    expect(profile.profile_photo).toBeNull();

    // A link of the intruder's own file does not open the owner's: the signature is bound to the file.
    const own = (await upload(ctx, intruder.token, 'photo', media.jpeg())).json().data;
    const { searchParams } = new URL(own.url, 'http://hashi.test');
    const borrowed = await get(`/api/files/profile-media/${photo.id}?${searchParams}`);
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json().code).toBe('forbidden');
    // Nor does the bearer token stand in for a link.
    expect((await get(`/api/files/profile-media/${photo.id}`, bearer(intruder.token))).statusCode).toBe(422);
  });
});

describe('signed links', () => {
  it('serve the file with its detected type, inline under a clean name, without sniffing', async () => {
    const { token } = await applicant(ctx);
    const bytes = media.png(3000);
    const { data } = (await upload(ctx, token, 'photo', bytes, { filename: 'résumé <me>.jpg' })).json();
    const res = await get(data.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe('3000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="profile-photo.png"; filename*=UTF-8''r%C3%A9sum%C3%A9%20_me_.jpg`,
    );
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('serve byte ranges, as video players ask for them', async () => {
    const { token } = await applicant(ctx);
    const bytes = media.mp4(10_000);
    bytes.write('middle', 5000, 'latin1');
    const { data } = (await upload(ctx, token, 'video', bytes)).json();
    const part = await get(data.url, { range: 'bytes=5000-5005' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('middle');
    expect(part.headers['content-range']).toBe('bytes 5000-5005/10000');
    expect(part.headers['accept-ranges']).toBe('bytes');
    const tail = await get(data.url, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 9990-9999/10000');
    const outside = await get(data.url, { range: 'bytes=10000-' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10000');
  });

  it('refuse a tampered signature, id or expiry (403) and an expired link', async () => {
    const { user, token } = await applicant(ctx);
    const { data } = (await upload(ctx, token, 'photo', media.png())).json();
    const url = new URL(data.url, 'http://hashi.test');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [
      `expires=${expires}&signature=${flipped}`,
      `expires=${expires + 3600}&signature=${signature}`,
      `expires=${expires}&signature=short`,
    ]) {
      const res = await get(`/api/files/profile-media/${data.id}?${query}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This file link is not valid.', code: 'forbidden' });
    }

    expect((await get(data.url)).statusCode).toBe(200);
    expect(new Date(data.url_expires_at).getTime()).toBe(expires * 1000);
    expect(expires * 1000 - Date.now()).toBeGreaterThanOrEqual(MEDIA_URL_TTL_MS - 5000);
    ctx.advance(expires * 1000 - Date.now() + 1000);
    const expired = await get(data.url, { 'x-localization': 'ja' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'このファイルのリンクは有効期限が切れています。ページを再読み込みしてください。',
    );

    // The record read now (after a new login: the access token expired too) carries a fresh link that works.
    const { access_token } = await loginAs(ctx, user);
    const fresh = (await get('/api/v1/applicants/auth', bearer(access_token))).json().profile_photo.url;
    expect(fresh).not.toBe(data.url);
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('are the same for a while, so the browser can cache the file', () => {
    const row = { id: 1, storage_key: 'profile-photos/00000000-0000-4000-8000-000000000000.png' };
    const at = (iso: string) => signMediaUrl(ctx.deps.config, row, new Date(iso)).url;
    expect(at('2026-11-22T10:00:01Z')).toBe(at('2026-11-22T10:14:59Z'));
    expect(at('2026-11-22T10:00:01Z')).not.toBe(at('2026-11-22T10:15:01Z'));
  });
});

describe('the applicant record and the profile', () => {
  it('carry the caller’s photo and video links', async () => {
    const { token } = await applicant(ctx);
    const photo = (await upload(ctx, token, 'photo', media.jpeg())).json().data;
    const video = (await upload(ctx, token, 'video', media.mov())).json().data;
    const auth = (await get('/api/v1/applicants/auth', bearer(token))).json();
    expect(auth.profile_photo).toEqual({ url: photo.url });
    expect(auth.profile_video).toEqual({ url: video.url });
    expect((await get(auth.profile_photo.url)).headers['content-type']).toBe('image/jpeg');

    const profile = (await get('/api/v2/applicant/profile', bearer(token))).json().data;
    expect(profile.profile_photo).toEqual(photo);
    expect(profile.profile_video).toMatchObject({ id: video.id, mime_type: 'video/quicktime', file_name: 'me.mp4' });
    const preview = (await get('/api/v2/applicant/profile/preview', bearer(token))).json().data;
    expect(preview.profile_photo.id).toBe(photo.id);

    await del('/api/v1/applicants/profile-photo', token);
    const after = (await get('/api/v1/applicants/auth', bearer(token))).json();
    expect(after.profile_photo).toEqual({ url: null });
    expect(after.profile_video.url).toBe(video.url);
  });
});

describe('eraseApplicantMedia (for account deletion)', () => {
  it('removes the applicant’s rows and files, and only theirs', async () => {
    const leaving = await applicant(ctx);
    const staying = await applicant(ctx);
    const link = (await upload(ctx, leaving.token, 'photo', media.png())).json().data.url;
    await upload(ctx, leaving.token, 'video', media.webm());
    await upload(ctx, staying.token, 'photo', media.png());
    const keys = (await mediaRows(ctx, leaving.user.id)).map((r) => r.storage_key);
    await eraseApplicantMedia(ctx.deps, leaving.user.id, { warn: () => undefined });
    expect(await mediaRows(ctx, leaving.user.id)).toEqual([]);
    expect(storedFiles(ctx).filter((f) => keys.includes(f))).toEqual([]);
    expect((await get(link)).statusCode).toBe(404);
    expect(await mediaRows(ctx, staying.user.id)).toHaveLength(1);
  });
});
