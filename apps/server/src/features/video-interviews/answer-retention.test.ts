import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStores } from '../../../test/file-stores.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { sweepInterviewAnswers } from './answer-retention.job.ts';
import { AI, CI, sentInterview, signInAgain, updateMultipart } from './video-interviews.fixtures.ts';

const DAY = 86_400_000;

/**
 * The retention rule (spec §4, ADR 0047) with a moved clock, on every file store a suite runs on
 * (the disk, and the S3 gateway when TEST_S3_ENDPOINT is set): answers and videos go 30 days after
 * completion, or after an unanswered deadline; from the store too; a second run changes nothing.
 */
describe.each(fileStores('hashi-vi-retention'))('video interview answer retention on $name', (store) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(await store.env());
  });
  afterAll(async () => ctx?.close());

  const keysOf = async (interviewId: number) =>
    (
      await ctx.deps.db
        .selectFrom('video_interview_answers')
        .select('storage_key')
        .where('interview_id', '=', interviewId)
        .where('storage_key', 'is not', null)
        .execute()
    ).map((r) => r.storage_key as string);

  it('deletes a completed interview’s answers 30 days after completion, and an unanswered one’s 30 days after its deadline', async () => {
    const done = await sentInterview(ctx, { days: 3 });
    const token = done.applicant.token;
    await updateMultipart(ctx, token, done.interviewId, { question_no: '1', selected_option: '1' });
    await updateMultipart(ctx, token, done.interviewId, { question_no: '2', text: 'Hello' });
    const sent = await updateMultipart(
      ctx,
      token,
      done.interviewId,
      { question_no: '3', send: 'true' },
      { content: media.mp4() },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const deleteAt = sent.json().data.answers_delete_at;

    const unanswered = await sentInterview(ctx, { days: 3 });
    await updateMultipart(
      ctx,
      unanswered.applicant.token,
      unanswered.interviewId,
      { question_no: '3' },
      { content: media.webm() },
    );

    const doneKeys = await keysOf(done.interviewId);
    const draftKeys = await keysOf(unanswered.interviewId);
    expect(doneKeys).toHaveLength(1);
    expect(draftKeys).toHaveLength(1);
    const storage = fileStorage(ctx.deps.config);
    for (const key of [...doneKeys, ...draftKeys]) expect(await storage.size(key)).toBeGreaterThan(0);

    // 29 days on: nothing is due.
    ctx.advance(29 * DAY);
    expect(await sweepInterviewAnswers(ctx.deps)).toBe(0);
    expect(await keysOf(done.interviewId)).toEqual(doneKeys);

    // Past the completed interview's date (told to both sides) and past the other's deadline + 30 days.
    ctx.advance(new Date(deleteAt).getTime() - ctx.deps.now().getTime() + 3 * DAY + 60_000);
    expect(await sweepInterviewAnswers(ctx.deps)).toBe(2);
    for (const key of [...doneKeys, ...draftKeys]) expect(await storage.size(key)).toBeNull();
    expect(await keysOf(done.interviewId)).toEqual([]);
    const rows = await ctx.deps.db
      .selectFrom('video_interview_answers')
      .select('id')
      .where('interview_id', 'in', [done.interviewId, unanswered.interviewId])
      .execute();
    expect(rows).toEqual([]);
    const again = await signInAgain(ctx, done.applicant.id, done.company.companyId);
    expect((await again.applicant('GET', `${AI}/${done.interviewId}`)).json().data).toMatchObject({
      answers: [],
      answers_deleted: true,
      answers_delete_at: deleteAt,
    });
    expect((await again.company('GET', `${CI}/${done.interviewId}`)).json().data).toMatchObject({
      answers: [],
      answers_deleted: true,
    });

    // Idempotent: a second run finds nothing and changes nothing.
    expect(await sweepInterviewAnswers(ctx.deps)).toBe(0);
  });

  it('finishes a run cut short: an object already gone is no obstacle', async () => {
    const { applicant, interviewId } = await sentInterview(ctx, { days: 1 });
    await updateMultipart(ctx, applicant.token, interviewId, { question_no: '3' }, { content: media.mp4() });
    const [key] = await keysOf(interviewId);
    if (!key) throw new Error('no video stored');
    await fileStorage(ctx.deps.config).remove(key);
    ctx.advance(32 * DAY);
    expect(await sweepInterviewAnswers(ctx.deps)).toBe(1);
    expect(await keysOf(interviewId)).toEqual([]);
  });
});
