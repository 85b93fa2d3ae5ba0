import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { A, C, scoutedThread } from '../messaging/messaging.fixtures.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { AI, CI, createTemplate, deadlineIn, sentInterview, updateMultipart } from './video-interviews.fixtures.ts';

const ctx = useTestContext();
const DAY = 86_400_000;

type Msg = { type: number; video_interview: { id: number; deadline_at: string; answers_delete_at: string } | null };
const interviewMessages = (messages: Msg[]) => messages.filter((m) => m.type >= 7 && m.type <= 9);

/** The company's side (ADR 0047): send into a thread with a deadline, see sent answers only, rate and comment. */
describe('sending a video interview', () => {
  it('arrives in the thread as message type 7 for both sides, with the deadline and the deletion date', async () => {
    const { company, applicant, code, interviewId } = await sentInterview(ctx);
    const shown = (await company.call('GET', `${CI}/${interviewId}`)).json().data;
    expect(shown).toMatchObject({ thread_code: code, status: 'waiting', completed_at: null, answers: [], reviews: [] });
    // Retention counts from the deadline until the interview is completed (spec §4).
    expect(new Date(shown.answers_delete_at).getTime() - new Date(shown.deadline_at).getTime()).toBe(30 * DAY);

    for (const [client, base] of [
      [applicant, A],
      [company, C],
    ] as const) {
      const messages: Msg[] = (await client.call('GET', `${base}/threads/${code}`)).json().data.messages;
      const [sent] = interviewMessages(messages);
      expect(sent).toMatchObject({
        type: 7,
        sender_type: 2,
        video_interview: {
          id: interviewId,
          deadline_at: shown.deadline_at,
          answers_delete_at: shown.answers_delete_at,
        },
      });
    }
    expect((await applicant.call('GET', `${A}/unread`)).json().data.unread).toBeGreaterThan(0);
    // Other messages say nothing of an interview.
    const conv: Msg[] = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages;
    expect(conv.filter((m) => m.type === 1).every((m) => m.video_interview === null)).toBe(true);
  });

  it('refuses a deadline under an hour or over 60 days, another company’s template, an unknown thread', async () => {
    const { company, code } = await scoutedThread(ctx);
    const templateId = await createTemplate(company);
    const send = (body: Record<string, unknown>, lang: 'en' | 'ja' = 'en') =>
      company.call(
        'POST',
        CI,
        { thread_code: code, template_id: templateId, deadline_at: deadlineIn(ctx), ...body },
        lang,
      );
    const soon = await send({ deadline_at: new Date(ctx.deps.now().getTime() + 60_000).toISOString() });
    expect(soon.statusCode).toBe(422);
    expect(soon.json().errors.deadline_at).toEqual(['Choose a deadline between one hour and 60 days from now.']);
    const late = await send({ deadline_at: deadlineIn(ctx, 61) }, 'ja');
    expect(late.json().errors.deadline_at).toEqual(['締め切りは現在から1時間後〜60日後の間で選んでください。']);
    expect((await send({ deadline_at: 'next week' })).statusCode).toBe(422);

    const other = await signedInCompany(ctx);
    const foreignTemplate = await createTemplate(other);
    expect((await send({ template_id: foreignTemplate })).json().errors).toHaveProperty('template_id');
    expect((await send({ template_id: 2_147_483_648 })).statusCode).toBe(422);
    // Another company's thread is answered like an unknown one.
    const foreign = await other.call('POST', CI, {
      thread_code: code,
      template_id: foreignTemplate,
      deadline_at: deadlineIn(ctx),
    });
    const unknown = await other.call('POST', CI, {
      thread_code: 'f'.repeat(32),
      template_id: foreignTemplate,
      deadline_at: deadlineIn(ctx),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await company.call('GET', CI)).json().meta.total).toBe(0);
  });

  it('is refused in a closed thread (409, en and ja)', async () => {
    const { company, code, posting } = await scoutedThread(ctx);
    const templateId = await createTemplate(company);
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ is_closed: true, closed_at: ctx.deps.now() })
      .where('id', '=', posting.id)
      .execute();
    const body = { thread_code: code, template_id: templateId, deadline_at: deadlineIn(ctx) };
    const en = await company.call('POST', CI, body);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This conversation is closed, so a video interview cannot be sent in it.');
    expect((await company.call('POST', CI, body, 'ja')).json().message).toBe(
      'このメッセージのやりとりは終了しているため、動画面接を送れません。',
    );
  });

  it('keeps its copy of the template: a later edit or deletion does not change what was sent', async () => {
    const { company, interviewId, templateId } = await sentInterview(ctx);
    await company.call('PUT', `/api/v1/employer/video-interview-templates/${templateId}`, {
      name: 'Changed',
      intro: 'Changed',
      questions: [{ type: 2, text: 'Changed?' }],
    });
    await company.call('DELETE', `/api/v1/employer/video-interview-templates/${templateId}`);
    const shown = (await company.call('GET', `${CI}/${interviewId}`)).json().data;
    expect(shown.name).toBe('Backend engineer screening');
    expect(shown.questions).toHaveLength(3);
  });
});

describe('the company sees answers once sent', () => {
  it('never a draft; after sending every answer with its video served by range, and its team’s reviews', async () => {
    const { company, applicant, code, interviewId } = await sentInterview(ctx);
    const video = media.webm(8192);
    await updateMultipart(ctx, applicant.token, interviewId, { question_no: '1', selected_option: '2' });
    await updateMultipart(ctx, applicant.token, interviewId, { question_no: '2', text: 'I love ramen.' });
    const saved = await updateMultipart(ctx, applicant.token, interviewId, { question_no: '3' }, { content: video });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await company.call('GET', `${CI}/${interviewId}`)).json().data.answers).toEqual([]);

    const sent = await applicant.call('POST', `${AI}/${interviewId}/update`, { send: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const shown = (await company.call('GET', `${CI}/${interviewId}`)).json().data;
    expect(shown.status).toBe('completed');
    expect(new Date(shown.answers_delete_at).getTime() - new Date(shown.completed_at).getTime()).toBe(30 * DAY);
    expect(shown.answers).toMatchObject([
      { question_no: 1, type: 1, selected_option: 2, text: null, video: null },
      { question_no: 2, type: 2, text: 'I love ramen.' },
      { question_no: 3, type: 3, takes_used: 1, video: { mime_type: 'video/webm', size: 8192 } },
    ]);

    const url: string = shown.answers[2].video.url;
    const whole = await ctx.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/webm',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/8192');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    // A tampered or expired link is a 404 like an unknown file.
    expect((await ctx.app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(404);

    // The thread: one answer message (8) per question, then the completion (9), all about this interview.
    const messages: Msg[] = (await company.call('GET', `${C}/threads/${code}`)).json().data.messages;
    expect(interviewMessages(messages).map((m) => [m.type, m.video_interview?.id])).toEqual([
      [7, interviewId],
      [8, interviewId],
      [8, interviewId],
      [8, interviewId],
      [9, interviewId],
    ]);

    // Reviews: each member's own, for the team only; never a score made by the system.
    const teammate = await signedInCompany(ctx, company.companyId);
    const mine = await company.call('PUT', `${CI}/${interviewId}/review`, { rating: 4, comment: 'Clear answers.' });
    expect(mine.json().data).toMatchObject({ rating: 4, comment: 'Clear answers.', mine: true });
    await teammate.call('PUT', `${CI}/${interviewId}/review`, { comment: 'Agree.' });
    await company.call('PUT', `${CI}/${interviewId}/review`, { rating: 5, comment: null });
    const reviews = (await teammate.call('GET', `${CI}/${interviewId}`)).json().data.reviews;
    expect(reviews).toHaveLength(2);
    expect(reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: company.id, rating: 5, comment: null, mine: false }),
        expect.objectContaining({ user_id: teammate.id, rating: null, comment: 'Agree.', mine: true }),
      ]),
    );
    expect((await company.call('PUT', `${CI}/${interviewId}/review`, { rating: 6 })).statusCode).toBe(422);
    expect((await company.call('PUT', `${CI}/${interviewId}/review`, { score: 99 })).statusCode).toBe(422);
    // Nothing in the applicant's view tells of the team's reviews.
    expect((await applicant.call('GET', `${AI}/${interviewId}`)).json().data).not.toHaveProperty('reviews');

    const list = (await company.call('GET', `${CI}?thread_code=${code}`)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: interviewId, status: 'completed' });

    // Last, as it outlives the sessions too: a link past its expiry is a 404.
    ctx.advance(2 * 3_600_000);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
