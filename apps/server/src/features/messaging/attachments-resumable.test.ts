import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@hashi/shared/message-attachment.schema';
import { useTestContext } from '../../../test/test-app.ts';
import { storedFiles } from '../profile-media/media-test-helpers.ts';
import { tusClient } from '../uploads/tus-test-helpers.ts';
import { samples, uploadAs } from './attachments.fixtures.ts';
import { A, C, knowMoreThread, scoutedThread } from './messaging.fixtures.ts';

/**
 * A message's video as a resumable (tus) upload (ADR 0025 revision, ADR 0045): created with purpose
 * `message_attachment` by either side, claimed into a draft of the thread by
 * `…/threads/{code}/attachments/resumable`, sent like any draft.
 */
const ctx = useTestContext();

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const claimUrl = (base: string, code: string) => `${base}/threads/${code}/attachments/resumable`;
const uploadRows = (ownerId: number) =>
  ctx.deps.db.selectFrom('resumable_uploads').selectAll().where('owner_user_id', '=', ownerId).execute();
const draftRows = (uploaderId: number) =>
  ctx.deps.db.selectFrom('message_attachments').selectAll().where('uploader_user_id', '=', uploaderId).execute();
const attachmentFiles = () => storedFiles(ctx).filter((f) => f.startsWith('message-attachments/'));

/** A finished (or, with `sent`, partly sent) resumable upload of `bytes` for a message; its URL. */
async function videoUpload(token: string, bytes: Buffer, o: { name?: string; sent?: number } = {}) {
  const tus = tusClient(ctx.app, token);
  const created = await tus.create(bytes.length, {
    filename: o.name ?? 'tour.mp4',
    filetype: 'video/mp4',
    extra: { purpose: 'message_attachment' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const sent = await tus.patch(location, 0, bytes.subarray(0, o.sent ?? bytes.length));
  expect(sent.statusCode, sent.body).toBe(204);
  return location;
}

describe('a video attachment through a resumable upload', () => {
  it('the applicant claims a finished upload into a draft and sends it; the company sees the same bytes', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const bytes = samples.mp4(3 * 1024 * 1024 + 17);
    const location = await videoUpload(applicant.token, bytes, { name: 'office tour.mp4' });
    const claimed = await tusClient(ctx.app, applicant.token).claim(location, 'en', claimUrl(A, code));
    expect(claimed.statusCode, claimed.body).toBe(201);
    const file = claimed.json().data;
    expect(file).toMatchObject({
      name: 'office tour.mp4',
      kind: 'video',
      content_type: 'video/mp4',
      size: bytes.length,
    });
    // The upload is gone once claimed: the bytes now live as the draft's file.
    expect(await uploadRows(applicant.id)).toEqual([]);
    expect((await tusClient(ctx.app, applicant.token).head(location)).statusCode).toBe(404);

    const sent = await applicant.call('POST', `${A}/threads/${code}/messages`, {
      body: '',
      client_id: randomUUID(),
      attachment_ids: [file.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (await company.call('GET', `${C}/threads/${code}`)).json().data.messages.at(-1);
    expect(seen.attachments).toEqual([
      expect.objectContaining({ id: file.id, kind: 'video', name: 'office tour.mp4' }),
    ]);
    const served = await ctx.app.inject({ method: 'GET', url: seen.attachments[0].url });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sha256(bytes));
  });

  it('the company claims its own upload into a draft of its side and sends it with a text', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const location = await videoUpload(company.token, samples.mov(), { name: 'team.mov' });
    const claimed = await tusClient(ctx.app, company.token).claim(location, 'ja', claimUrl(C, code));
    expect(claimed.statusCode, claimed.body).toBe(201);
    const file = claimed.json().data;
    expect(file).toMatchObject({ name: 'team.mov', kind: 'video', content_type: 'video/quicktime' });
    expect((await draftRows(company.id))[0]).toMatchObject({ sender_type: 2, message_id: null });

    const sent = await company.call('POST', `${C}/threads/${code}/messages`, {
      body: 'Our team',
      client_id: randomUUID(),
      attachment_ids: [file.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages.at(-1);
    expect(seen).toMatchObject({ body: 'Our team', attachments: [expect.objectContaining({ id: file.id })] });
  });

  it('answers 409 to an unfinished upload and keeps it, to be claimed once finished', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const bytes = samples.mp4(200_000);
    const location = await videoUpload(applicant.token, bytes, { sent: 50_000 });
    const tus = tusClient(ctx.app, applicant.token);
    const early = await tus.claim(location, 'ja', claimUrl(A, code));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'conflict',
      message: 'アップロードがまだ完了していません。完了してからもう一度お試しください。',
    });
    expect(await draftRows(applicant.id)).toEqual([]);
    expect((await tus.patch(location, 50_000, bytes.subarray(50_000))).statusCode).toBe(204);
    expect((await tus.claim(location, 'en', claimUrl(A, code))).statusCode).toBe(201);
  });

  it('refuses finished bytes that are not an mp4 or QuickTime video (a photo, a webm, text), removing the upload', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const tus = tusClient(ctx.app, applicant.token);
    const before = attachmentFiles();
    for (const bytes of [samples.png(), samples.webm(), Buffer.from('plain text, not a video at all')]) {
      const location = await videoUpload(applicant.token, bytes);
      const claimed = await tus.claim(location, 'ja', claimUrl(A, code));
      expect(claimed.statusCode).toBe(415);
      expect(claimed.json()).toEqual({ message: 'このファイル形式には対応していません', code: 'file_not_supported' });
      expect((await tus.head(location)).statusCode).toBe(404);
    }
    expect(await uploadRows(applicant.id)).toEqual([]);
    expect(await draftRows(applicant.id)).toEqual([]);
    expect(attachmentFiles()).toEqual(before);
  });

  it('refuses at creation a video over 50 MB, another extension or type, and a purpose the side may not use', async () => {
    const { applicant, company } = await scoutedThread(ctx);
    const tus = tusClient(ctx.app, applicant.token);
    const extra = { purpose: 'message_attachment' };
    const tooBig = await tus.create(ATTACHMENT_MAX_BYTES.video + 1, { extra, lang: 'ja' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'ファイルサイズが大きすぎます。', code: 'file_too_large' });
    expect((await tus.create(ATTACHMENT_MAX_BYTES.video, { extra })).statusCode).toBe(201);
    // Photos and documents stay single requests; a webm is not a message's video (spec §5).
    expect((await tus.create(1000, { filename: 'desk.png', filetype: 'image/png', extra })).statusCode).toBe(415);
    expect((await tus.create(1000, { filename: 'clip.webm', filetype: 'video/webm', extra })).statusCode).toBe(415);
    expect((await tus.create(1000, { filename: 'clip.mp4', filetype: 'application/pdf', extra })).statusCode).toBe(415);
    const context = await tus.create(1000, { extra: { ...extra, context: 'basic-information' } });
    expect(context.statusCode).toBe(422);
    expect(context.json().errors).toHaveProperty('context');
    // A company member uploads only a message's video.
    const companyTus = tusClient(ctx.app, company.token);
    expect((await companyTus.create(1000)).statusCode).toBe(403);
    expect((await companyTus.create(1000, { extra: { purpose: 'video_interview_answer' } })).statusCode).toBe(403);
    expect((await companyTus.create(1000, { extra })).statusCode).toBe(201);
  });

  it('does not cross purposes: a profile-video upload is no attachment, an attachment upload no profile video', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const tus = tusClient(ctx.app, applicant.token);
    const profile = await tus.create(4096);
    const profileLocation = profile.headers.location as string;
    await tus.patch(profileLocation, 0, samples.mp4());
    expect((await tus.claim(profileLocation, 'en', claimUrl(A, code))).statusCode).toBe(404);
    const attachment = await videoUpload(applicant.token, samples.mp4());
    expect((await tus.claim(attachment)).statusCode).toBe(404);
    // Both are still there for their own claims.
    expect((await tus.claim(profileLocation)).statusCode).toBe(201);
    expect((await tus.claim(attachment, 'en', claimUrl(A, code))).statusCode).toBe(201);
  });

  it('checks the thread and the right to write before the upload is touched, and counts the hourly limit', async () => {
    const early = await knowMoreThread(ctx);
    const location = await videoUpload(early.applicant.token, samples.mp4());
    const tus = tusClient(ctx.app, early.applicant.token);
    // The applicant may not write before the company did: 403, the upload kept.
    expect((await tus.claim(location, 'en', claimUrl(A, early.code))).statusCode).toBe(403);
    expect(await uploadRows(early.applicant.id)).toHaveLength(1);
    expect((await tus.claim(location, 'en', claimUrl(A, 'no-such-code'))).statusCode).toBe(404);

    const { applicant, code } = await scoutedThread(ctx);
    for (let i = 0; i < 60; i++) {
      const refused = await uploadAs(ctx, applicant, `${A}/threads/${code}/attachments`, {
        name: 'notes.png',
        content: Buffer.from('text'),
      });
      expect(refused.statusCode).toBe(415);
    }
    const mine = await videoUpload(applicant.token, samples.mp4());
    const limited = await tusClient(ctx.app, applicant.token).claim(mine, 'en', claimUrl(A, code));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await uploadRows(applicant.id)).toHaveLength(1);
  });

  it('answers 422 to a claim without an upload id', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const res = await applicant.call('POST', claimUrl(A, code), {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('upload_id');
  });
});
