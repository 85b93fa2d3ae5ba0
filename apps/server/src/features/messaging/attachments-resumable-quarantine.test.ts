import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, EICAR_SIGNATURE, type RunningClamd, startClamd } from '../../../test/clamd.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { storedFiles } from '../profile-media/media-test-helpers.ts';
import { tusClient } from '../uploads/tus-test-helpers.ts';
import { samples } from './attachments.fixtures.ts';
import { A, C, scoutedThread } from './messaging.fixtures.ts';

/**
 * A message's video claimed from a resumable upload goes through the quarantine like a multipart
 * file (ADR 0044, ADR 0025 revision), against a real clamd holding the EICAR signature: an infected
 * one is kept back, recorded with purpose `message_attachment`, reported per file in the user's
 * language, and its upload removed; with the scanner down the upload stays to be claimed again.
 */
let clamd: RunningClamd;
let ctx: TestContext;

beforeAll(async () => {
  clamd = await startClamd();
  ctx = await createTestContext({ CLAMD_HOST: clamd.host, CLAMD_PORT: String(clamd.port) });
});
afterAll(async () => {
  await ctx?.close();
  await clamd?.stop();
});

const claimUrl = (base: string, code: string) => `${base}/threads/${code}/attachments/resumable`;
const attachmentFiles = () => storedFiles(ctx).filter((f) => f.startsWith('message-attachments/'));
const drafts = (uploaderId: number) =>
  ctx.deps.db.selectFrom('message_attachments').selectAll().where('uploader_user_id', '=', uploaderId).execute();

async function finished(token: string, bytes: Buffer, name: string) {
  const tus = tusClient(ctx.app, token);
  const created = await tus.create(bytes.length, { filename: name, extra: { purpose: 'message_attachment' } });
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  expect((await tus.patch(location, 0, bytes)).statusCode).toBe(204);
  return { tus, location };
}

describe('resumable message videos in quarantine', () => {
  it('keeps an infected video back on either side, per file in the user’s language, and removes the upload', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const before = attachmentFiles();
    const infected = Buffer.concat([samples.mp4(), EICAR]);

    const mine = await finished(applicant.token, infected, 'tour.mp4');
    const en = await mine.tus.claim(mine.location, 'en', claimUrl(A, code));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'file_quarantined',
      quarantined_files: [
        { filename: 'tour.mp4', message: 'The virus scan found a threat in this file, so it was not accepted.' },
      ],
    });
    expect((await mine.tus.head(mine.location)).statusCode).toBe(404);

    const theirs = await finished(company.token, infected, '会社紹介.mp4');
    const ja = await theirs.tus.claim(theirs.location, 'ja', claimUrl(C, code));
    expect(ja.statusCode).toBe(422);
    expect(ja.json().quarantined_files).toEqual([
      {
        filename: '会社紹介.mp4',
        message: 'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
      },
    ]);

    const rows = await ctx.deps.db
      .selectFrom('quarantined_files')
      .selectAll()
      .where('uploader_user_id', 'in', [applicant.id, company.id])
      .orderBy('id')
      .execute();
    expect(rows).toMatchObject([
      { purpose: 'message_attachment', file_name: 'tour.mp4', verdict: 'infected', detail: EICAR_SIGNATURE },
      { purpose: 'message_attachment', file_name: '会社紹介.mp4', uploader_user_id: company.id },
    ]);
    expect(await drafts(applicant.id)).toEqual([]);
    expect(await drafts(company.id)).toEqual([]);
    expect(attachmentFiles()).toEqual(before);

    // A clean video goes through.
    const clean = await finished(applicant.token, samples.mp4(), 'tour.mp4');
    expect((await clean.tus.claim(clean.location, 'en', claimUrl(A, code))).statusCode).toBe(201);
  });

  it('with the scanner down answers 503 and keeps the upload for another claim (runs last: it stops clamd)', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const { tus, location } = await finished(applicant.token, samples.mp4(), 'tour.mp4');
    await clamd.stop();
    const res = await tus.claim(location, 'en', claimUrl(A, code));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().code).toBe('scanner_unavailable');
    expect((await tus.head(location)).headers['upload-offset']).toBe(String(samples.mp4().length));
    expect(await drafts(applicant.id)).toEqual([]);
  });
});
