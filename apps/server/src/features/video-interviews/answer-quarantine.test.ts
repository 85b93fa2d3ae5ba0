import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, EICAR_SIGNATURE, type RunningClamd, startClamd } from '../../../test/clamd.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { storedFiles } from '../profile-media/media-test-helpers.ts';
import { tusClient } from '../uploads/tus-test-helpers.ts';
import { AI, sentInterview, updateMultipart } from './video-interviews.fixtures.ts';

/**
 * Video answers through the quarantine (spec §8, ADR 0044/0047) against a real clamd holding the
 * EICAR signature: an infected answer — multipart or a resumable upload's reference — is kept
 * back, recorded, reported per file in the user's language, and never becomes an answer.
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

const answerFiles = () => storedFiles(ctx).filter((f) => f.startsWith('video-interview-answers/'));

describe('video answers in quarantine', () => {
  it('keeps an infected multipart answer back and reports it per file (en, ja)', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const infected = Buffer.concat([media.mp4(), EICAR]);
    const en = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: infected, filename: 'take1.mp4' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'file_quarantined',
      quarantined_files: [
        { filename: 'take1.mp4', message: 'The virus scan found a threat in this file, so it was not accepted.' },
      ],
    });
    const ja = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: infected, filename: '回答.mp4' },
      'ja',
    );
    expect(ja.json().quarantined_files).toEqual([
      {
        filename: '回答.mp4',
        message: 'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
      },
    ]);
    const rows = await ctx.deps.db
      .selectFrom('quarantined_files')
      .selectAll()
      .where('uploader_user_id', '=', applicant.id)
      .execute();
    expect(rows).toMatchObject([
      { purpose: 'video_interview_answer', file_name: 'take1.mp4', verdict: 'infected', detail: EICAR_SIGNATURE },
      { purpose: 'video_interview_answer', file_name: '回答.mp4' },
    ]);
    expect(answerFiles()).toEqual([]);
    // No take was used, and a clean file is then accepted.
    expect((await applicant.call('GET', `${AI}/${interviewId}`)).json().data.answers).toEqual([]);
    const clean = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: media.mp4() },
    );
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json().data.answers[0].takes_used).toBe(1);
  });

  it('keeps an infected resumable upload back when its reference is claimed, and removes the upload', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const tus = tusClient(ctx.app, applicant.token);
    const filesBefore = answerFiles();
    const bytes = Buffer.concat([media.webm(), EICAR]);
    const created = await tus.create(bytes.length, {
      filename: 'take.webm',
      filetype: 'video/webm',
      extra: { purpose: 'video_interview_answer' },
    });
    const location = created.headers.location as string;
    await tus.patch(location, 0, bytes);
    const uploadId = location.split('/').pop();
    const res = await applicant.call('POST', `${AI}/${interviewId}/update`, { question_no: 3, upload_id: uploadId });
    expect(res.statusCode).toBe(422);
    expect(res.json().quarantined_files).toEqual([
      { filename: 'take.webm', message: 'The virus scan found a threat in this file, so it was not accepted.' },
    ]);
    expect((await tus.head(location)).statusCode).toBe(404);
    expect(answerFiles()).toEqual(filesBefore);
  });
});
