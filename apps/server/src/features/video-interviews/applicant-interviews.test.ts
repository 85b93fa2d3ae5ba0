import { describe, expect, it } from 'vitest';
import { storedFiles } from '../profile-media/media-test-helpers.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { tusClient } from '../uploads/tus-test-helpers.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { AI, CI, sentInterview, signInAgain, updateMultipart } from './video-interviews.fixtures.ts';

const ctx = useTestContext();
const answerFiles = () => storedFiles(ctx).filter((f) => f.startsWith('video-interview-answers/'));

/** The applicant's side (spec §2, §5, §7; ADR 0047): read, answer, change, send, delete. */
describe('answering a video interview', () => {
  it('shows the steps’ content: intro, practice question, questions, recommendation, deadline and retention', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const res = await applicant.call('GET', `${AI}/${interviewId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: interviewId,
      intro: 'Thank you for your interest. Three short questions follow.',
      practice_question: { text: 'Tell us what you had for breakfast.' },
      questions: [
        { no: 1, type: 1 },
        { no: 2, type: 2 },
        { no: 3, type: 3, answer_seconds: 90, takes: 2 },
      ],
      status: 'waiting',
      can_answer: true,
      answers: [],
      recommendation: { max_width: 1280, max_height: 720, seconds: 30 },
      retention_days: 30,
      answers_deleted: false,
    });
  });

  it('saves and changes answers of each type (multipart and JSON), checking each against its question', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const update = (fields: Record<string, string>, video?: Buffer, lang: 'en' | 'ja' = 'en') =>
      updateMultipart(ctx, applicant.token, interviewId, fields, video ? { content: video } : undefined, lang);

    expect((await update({ question_no: '1', selected_option: '3' })).statusCode).toBe(200);
    const changed = await applicant.call('POST', `${AI}/${interviewId}/update`, { question_no: 1, selected_option: 1 });
    expect(changed.json().data.answers).toMatchObject([{ question_no: 1, selected_option: 1 }]);
    expect((await update({ question_no: '1', selected_option: '4' })).json().errors.selected_option).toEqual([
      'Please choose one of the options.',
    ]);
    expect((await update({ question_no: '1', text: 'Go' })).statusCode).toBe(422);

    expect((await update({ question_no: '2', text: 'あ'.repeat(400) })).statusCode).toBe(200);
    const long = await update({ question_no: '2', text: 'あ'.repeat(401) }, undefined, 'ja');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toEqual(['400文字以内で回答してください。']);
    expect((await update({ question_no: '2', text: '   ' })).statusCode).toBe(422);

    const q = await update({ question_no: '9', text: 'x' });
    expect(q.json().errors.question_no).toEqual(['This question is not part of the interview.']);
    expect((await update({ question_no: '3', text: 'no video' })).statusCode).toBe(422);
    expect((await update({ question_no: '3' }, media.text())).statusCode).toBe(415);
    expect((await update({ question_no: '3' }, media.avi())).statusCode).toBe(415);
    expect((await update({ question_no: '1', surprise: 'x' })).json().errors).toHaveProperty('surprise');
    expect(answerFiles()).toEqual([]);
  });

  it('counts takes: a video is replaced (the old file removed) until the takes are used up', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const before = answerFiles();
    const first = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: media.mp4() },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.answers[0]).toMatchObject({ takes_used: 1, video: { mime_type: 'video/mp4' } });
    const firstFiles = answerFiles().filter((f) => !before.includes(f));
    expect(firstFiles).toHaveLength(1);

    const second = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: media.mov() },
    );
    expect(second.json().data.answers[0]).toMatchObject({ takes_used: 2, video: { mime_type: 'video/quicktime' } });
    const secondFiles = answerFiles().filter((f) => !before.includes(f));
    expect(secondFiles).toHaveLength(1);
    expect(secondFiles).not.toEqual(firstFiles);

    const third = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: media.webm() },
      'ja',
    );
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.video).toEqual(['この質問の撮り直し回数をすべて使いました。']);
    expect(answerFiles().filter((f) => !before.includes(f))).toEqual(secondFiles);
    // Clearing the draft keeps the takes counted.
    expect((await applicant.call('DELETE', `${AI}/${interviewId}/answers?question_no=3`)).statusCode).toBe(204);
    expect(answerFiles().filter((f) => !before.includes(f))).toEqual([]);
    const again = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3' },
      { content: media.webm() },
    );
    expect(again.statusCode).toBe(422);
  });

  it('refuses a video over 50 MB (413) and keeps nothing', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const before = storedFiles(ctx);
    const big = media.mp4(52_428_801);
    const res = await updateMultipart(ctx, applicant.token, interviewId, { question_no: '3' }, { content: big });
    expect(res.statusCode).toBe(413);
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('takes a finished resumable upload’s reference as a video answer', async () => {
    const { applicant, interviewId } = await sentInterview(ctx);
    const tus = tusClient(ctx.app, applicant.token);
    const bytes = media.webm(12_000);
    const created = await tus.create(bytes.length, {
      filename: 'take.webm',
      filetype: 'video/webm',
      extra: { purpose: 'video_interview_answer' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const uploadId = location.split('/').pop() as string;
    // Too early: the upload is not finished, and stays to be claimed later.
    await tus.patch(location, 0, bytes.subarray(0, 5000));
    const early = await applicant.call('POST', `${AI}/${interviewId}/update`, { question_no: 3, upload_id: uploadId });
    expect(early.statusCode).toBe(409);
    await tus.patch(location, 5000, bytes.subarray(5000));
    const claimed = await applicant.call('POST', `${AI}/${interviewId}/update`, {
      question_no: 3,
      upload_id: uploadId,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.answers[0]).toMatchObject({
      video: { mime_type: 'video/webm', size: 12_000, file_name: 'take.webm' },
    });
    const served = await ctx.app.inject({ method: 'GET', url: claimed.json().data.answers[0].video.url });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // The upload is gone once claimed; a profile-video upload cannot be claimed here (another purpose).
    expect(
      (await applicant.call('POST', `${AI}/${interviewId}/update`, { question_no: 3, upload_id: uploadId })).statusCode,
    ).toBe(404);
    const profile = await tus.create(4096);
    const profileId = (profile.headers.location as string).split('/').pop();
    await tus.patch(profile.headers.location as string, 0, media.mp4());
    expect(
      (await applicant.call('POST', `${AI}/${interviewId}/update`, { question_no: 3, upload_id: profileId }))
        .statusCode,
    ).toBe(404);
    // An interview answer upload declares an mp4, mov or webm name.
    expect(
      (await tus.create(4096, { filename: 'take.avi', extra: { purpose: 'video_interview_answer' } })).statusCode,
    ).toBe(415);
  });

  it('sends only when every question is answered, then allows no change', async () => {
    const { applicant, company, interviewId } = await sentInterview(ctx);
    const send = (lang: 'en' | 'ja' = 'en') =>
      applicant.call('POST', `${AI}/${interviewId}/update`, { send: true }, lang);
    await updateMultipart(ctx, applicant.token, interviewId, { question_no: '1', selected_option: '1' });
    const early = await send('ja');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.send).toEqual(['送信する前に、すべての質問に回答してください。']);
    await updateMultipart(ctx, applicant.token, interviewId, { question_no: '2', text: 'Because.' });
    // One request may answer the last question and send.
    const done = await updateMultipart(
      ctx,
      applicant.token,
      interviewId,
      { question_no: '3', send: 'true' },
      { content: media.mp4() },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', can_answer: false });
    const after = await updateMultipart(ctx, applicant.token, interviewId, { question_no: '2', text: 'Changed' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      'This video interview has already been sent, so its answers can no longer be changed.',
    );
    expect((await send()).statusCode).toBe(409);
    expect((await applicant.call('DELETE', `${AI}/${interviewId}/answers?question_no=2`)).statusCode).toBe(409);

    // Deleting sent answers sooner than 30 days: gone for both sides, files too.
    const before = answerFiles();
    expect(before.length).toBeGreaterThan(0);
    expect((await applicant.call('DELETE', `${AI}/${interviewId}/answers`)).statusCode).toBe(204);
    expect(answerFiles().length).toBe(before.length - 1);
    expect((await applicant.call('GET', `${AI}/${interviewId}`)).json().data).toMatchObject({
      answers: [],
      answers_deleted: true,
    });
    expect((await company.call('GET', `${CI}/${interviewId}`)).json().data).toMatchObject({
      answers: [],
      answers_deleted: true,
    });
    expect((await applicant.call('DELETE', `${AI}/${interviewId}/answers`)).statusCode).toBe(409);
  });

  it('allows no answer after the deadline (409, en and ja)', async () => {
    const { applicant, company, interviewId } = await sentInterview(ctx, { days: 1 });
    ctx.advance(25 * 3_600_000);
    const again = await signInAgain(ctx, applicant.id, company.companyId);
    const late = { question_no: 2, text: 'Late' };
    const res = await again.applicant('POST', `${AI}/${interviewId}/update`, late, 'ja');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('この動画面接は締め切りを過ぎたため、回答の変更や送信はできません。');
    expect((await again.applicant('POST', `${AI}/${interviewId}/update`, late)).json().message).toBe(
      'The deadline of this video interview has passed, so answers can no longer be changed or sent.',
    );
    expect((await again.applicant('GET', `${AI}/${interviewId}`)).json().data).toMatchObject({
      status: 'expired',
      can_answer: false,
    });
  });

  it('account deletion erases the answers and their videos at once', async () => {
    const { applicant, company, interviewId } = await sentInterview(ctx);
    await updateMultipart(ctx, applicant.token, interviewId, { question_no: '3' }, { content: media.mp4() });
    const before = answerFiles();
    const res = await applicant.call('POST', '/api/v1/user/delete-account', { reason_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerFiles()).toHaveLength(before.length - 1);
    expect((await company.call('GET', `${CI}/${interviewId}`)).json().data).toMatchObject({ answers_deleted: true });
  });
});
