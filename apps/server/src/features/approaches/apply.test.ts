import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { setApplicationStatus } from './company-approaches.service.ts';

const ctx = useTestContext();

const V2 = '/api/v2/customer/approach';
const QUESTIONS = [
  { id: 'q1', question_en: 'Can you start in April?', question_ja: '4月から勤務できますか？' },
  { id: 'q2', question_en: 'Do you hold a visa?', question_ja: null },
];

async function postingWithQuestions(companyId?: number) {
  const company = companyId ?? (await buildCompany(ctx)).id;
  return buildPosting(ctx, company, { apply_questions: JSON.stringify(QUESTIONS) });
}

const answers = [
  { question_id: 'q1', answer: 'Yes' },
  { question_id: 'q2', answer: 'Engineer visa' },
];

/** The applicant's one application. */
async function onlyApplication(applicantId: number): Promise<{ id: number }> {
  const [application] = await ctx.deps.db
    .selectFrom('applications')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .execute();
  if (!application) throw new Error('application');
  return application;
}

describe('store-apply', () => {
  it('needs an answer to every question, in the applicant language', async () => {
    const a = await signedInApplicant(ctx);
    const posting = await postingWithQuestions();
    const state = await a.call('GET', `${V2}/job-posting/${posting.id}`, undefined, 'ja');
    expect(state.json().data.questions).toEqual([
      { id: 'q1', question: '4月から勤務できますか？' },
      { id: 'q2', question: 'Do you hold a visa?' },
    ]);
    const missing = await a.call('POST', `${V2}/store-apply`, {
      job_posting_id: posting.id,
      answers: [
        { question_id: 'q1', answer: 'Yes' },
        { question_id: 'q2', answer: '   ' },
      ],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Kindly answer all questions');
    const missingJa = await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id }, 'ja');
    expect(missingJa.json().message).toBe('すべての質問にご回答ください');
    expect(
      await ctx.deps.db.selectFrom('applications').select('id').where('applicant_id', '=', a.id).execute(),
    ).toEqual([]);
  });

  it('applies once: the application with its answers, the applied list (6 per page), the count; then 409', async () => {
    const a = await signedInApplicant(ctx);
    const posting = await postingWithQuestions();
    const applied = await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id, answers });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({
      job_posting: { id: posting.id },
      application: { status: { id: 1, name: 'Document screening' }, history: [{ status: { id: 1 } }] },
    });
    const row = await ctx.deps.db
      .selectFrom('applications')
      .select(['answers', 'status'])
      .where('applicant_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ answers, status: 1 });
    const counts = await ctx.deps.db
      .selectFrom('job_postings')
      .select('application_count')
      .where('id', '=', posting.id)
      .executeTakeFirstOrThrow();
    expect(counts.application_count).toBe(1);
    const again = await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id, answers }, 'ja');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この求人にはすでに応募済みです。');
    const list = await a.call('GET', `${V2}/applies`);
    expect(list.json().meta.per_page).toBe(6);
    expect(list.json().data.map((i: { job_posting: { id: number } }) => i.job_posting.id)).toEqual([posting.id]);
    const search = await a.call('POST', '/api/v1/applies/search', { page: 1 });
    expect(search.json()).toMatchObject({ meta: { per_page: 6, total: 1 } });
  });

  it('makes ten simultaneous applies one application; the others answer 409', async () => {
    const a = await signedInApplicant(ctx);
    const posting = await postingWithQuestions();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id, answers })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = await ctx.deps.db
      .selectFrom('applications')
      .select('id')
      .where('job_posting_id', '=', posting.id)
      .execute();
    expect(rows).toHaveLength(1);
    const posted = await ctx.deps.db
      .selectFrom('job_postings')
      .select('application_count')
      .where('id', '=', posting.id)
      .executeTakeFirstOrThrow();
    expect(posted.application_count).toBe(1);
  });

  it('shows status changes in plain words with dates, never the invisible status, and counts them unread', async () => {
    const a = await signedInApplicant(ctx);
    const posting = await postingWithQuestions();
    await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id, answers });
    const application = await onlyApplication(a.id);
    ctx.advance(60_000);
    await setApplicationStatus(ctx.deps, posting.company_id, application.id, 2);
    expect((await a.call('GET', `${V2}/unread`)).json().data.applied).toBe(1);
    ctx.advance(60_000);
    await setApplicationStatus(ctx.deps, posting.company_id, application.id, 10);
    const item = (await a.call('GET', `${V2}/applies`, undefined, 'ja')).json().data[0];
    expect(item.application.status).toEqual({ id: 2, name: '一次面接' });
    expect(item.application.history.map((h: { status: { id: number } }) => h.status.id)).toEqual([1, 2]);
    expect(item.application.history[1].changed_at).not.toBe(item.application.history[0].changed_at);
    await a.call('POST', `${V2}/read`, { list: 'applied' });
    expect((await a.call('GET', `${V2}/unread`)).json().data.applied).toBe(0);
    // Another company cannot touch it.
    const other = await buildCompany(ctx);
    await expect(setApplicationStatus(ctx.deps, other.id, application.id, 5)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a rejected posting and every posting of a company that rejected the applicant', async () => {
    const a = await signedInApplicant(ctx);
    const company = await buildCompany(ctx);
    const first = await postingWithQuestions(company.id);
    const second = await postingWithQuestions(company.id);
    await a.call('POST', `${V2}/store-apply`, { job_posting_id: first.id, answers });
    const application = await onlyApplication(a.id);
    await setApplicationStatus(ctx.deps, company.id, application.id, 5);
    const again = await a.call('POST', `${V2}/store-apply`, { job_posting_id: first.id, answers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not successful/);
    const sameCompany = await a.call('POST', `${V2}/store-apply`, { job_posting_id: second.id, answers }, 'ja');
    expect(sameCompany.statusCode).toBe(409);
    expect(sameCompany.json().message).toBe(
      'この企業では以前の応募が見送りとなったため、同社の求人には応募できません。',
    );
    const state = await a.call('GET', `${V2}/job-posting/${second.id}`);
    expect(state.json().data.apply_blocked).toBe('company_rejected');
    // Hiding the rejected application from the applicant (status 10) does not lift the rejection.
    await setApplicationStatus(ctx.deps, company.id, application.id, 10);
    const third = await postingWithQuestions(company.id);
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: third.id, answers })).statusCode).toBe(409);
    const rejectedAgain = await a.call('POST', `${V2}/store-apply`, { job_posting_id: first.id, answers });
    expect(rejectedAgain.json().message).toMatch(/not successful/);
    // Another company's posting is fine.
    const elsewhere = await postingWithQuestions();
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: elsewhere.id, answers })).statusCode).toBe(201);
  });

  it('refuses a closed posting and an unknown one', async () => {
    const a = await signedInApplicant(ctx);
    const posting = await postingWithQuestions();
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ is_closed: true, closed_at: new Date() })
      .where('id', '=', posting.id)
      .execute();
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id, answers })).statusCode).toBe(404);
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: 987_654, answers })).statusCode).toBe(404);
    const draft = await buildPosting(ctx, posting.company_id, { status: 2 });
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: draft.id })).statusCode).toBe(404);
  });
});
