import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from './employer-approaches.fixtures.ts';
import { judgeStatusChange } from '@hashi/shared/application-status';

const ctx = useTestContext();

const E = '/api/v1/employer';
const V2 = '/api/v2/customer/approach';

type Company = Awaited<ReturnType<typeof signedInCompany>>;

async function applied(company: Company, questions = false) {
  const posting = await buildPosting(ctx, company.companyId, {
    ...(questions
      ? {
          apply_questions: JSON.stringify([
            { id: 'q1', question_en: 'Start in April?', question_ja: '4月に入社できますか？' },
          ]),
        }
      : {}),
  });
  const a = await profiledApplicant(ctx);
  const body = questions
    ? { job_posting_id: posting.id, answers: [{ question_id: 'q1', answer: 'Yes' }] }
    : { job_posting_id: posting.id };
  const res = await a.call('POST', `${V2}/store-apply`, body);
  expect(res.statusCode).toBe(201);
  const list = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data;
  return { a, posting, application: list[0] };
}

const move = (company: Company, id: number, status: number, lang: 'en' | 'ja' = 'en') =>
  company.call('PUT', `${E}/applications/${id}/status`, { status }, lang);

describe('status rule', () => {
  it('moves forward (skipping allowed), ends with reject or cancel, and stops at join, reject and cancel', () => {
    expect(judgeStatusChange(1, 2, 1)).toBe('ok');
    expect(judgeStatusChange(1, 4, 1)).toBe('ok');
    expect(judgeStatusChange(4, 7, 4)).toBe('ok');
    expect(judgeStatusChange(8, 9, 8)).toBe('ok');
    expect(judgeStatusChange(3, 2, 3)).toBe('backwards');
    expect(judgeStatusChange(7, 4, 7)).toBe('backwards');
    expect(judgeStatusChange(7, 5, 7)).toBe('ok');
    expect(judgeStatusChange(2, 6, 2)).toBe('ok');
    for (const final of [5, 6, 9]) {
      expect(judgeStatusChange(final, 2, final)).toBe('final');
      expect(judgeStatusChange(final, 10, final)).toBe('ok');
    }
    expect(judgeStatusChange(3, 3, 3)).toBe('same');
    expect(judgeStatusChange(10, 3, 3)).toBe('ok');
    expect(judgeStatusChange(10, 4, 3)).toBe('ok');
    expect(judgeStatusChange(10, 2, 3)).toBe('backwards');
    expect(judgeStatusChange(10, 5, 5)).toBe('ok');
    expect(judgeStatusChange(10, 2, 5)).toBe('final');
    expect(judgeStatusChange(1, 11, 1)).toBe('unknown');
    expect(judgeStatusChange(1, 0, 1)).toBe('unknown');
  });
});

describe('applications of the company', () => {
  it('lists its applications with the answers in the request language, paged and filtered by posting and status', async () => {
    const company = await signedInCompany(ctx);
    const first = await applied(company, true);
    const second = await applied(company);
    expect(first.application).toMatchObject({
      job_posting: { id: first.posting.id },
      applicant: { id: first.a.id, name: `Linh Nguyen${first.a.id}` },
      status: { id: 1, name: 'Document screening' },
      answers: [{ question: 'Start in April?', answer: 'Yes' }],
    });
    // The application is a message in the thread: its code leads the console to the conversation.
    const threads = (await first.a.call('GET', '/api/v2/customer/messages/threads')).json().data;
    expect(first.application.thread_code).toBe(threads[0].code);
    const ja = (await company.call('GET', `${E}/applications/${first.application.id}`, undefined, 'ja')).json().data;
    expect(ja).toMatchObject({
      applicant: { name: `Nguyen${first.a.id} Linh` },
      status: { id: 1, name: '書類選考' },
      answers: [{ question: '4月に入社できますか？' }],
    });
    const all = (await company.call('GET', `${E}/applications?per_page=1`)).json();
    expect(all.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(all.data[0].id).toBe(second.application.id);
    await move(company, second.application.id, 2);
    const interviewing = (await company.call('GET', `${E}/applications?status=2`)).json().data;
    expect(interviewing.map((x: { id: number }) => x.id)).toEqual([second.application.id]);
    const other = await signedInCompany(ctx);
    expect((await other.call('GET', `${E}/applications`)).json().data).toEqual([]);
  });

  it('counts the applications that came since the company last opened its list (the nav badge)', async () => {
    const company = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    await applied(company);
    await applied(company);
    expect((await company.call('GET', `${E}/applications/unseen`)).json().data).toEqual({ count: 2 });
    expect((await other.call('GET', `${E}/applications/unseen`)).json().data).toEqual({ count: 0 });
    expect((await company.call('POST', `${E}/applications/seen`)).json().data).toEqual({ count: 0 });
    await applied(company);
    expect((await company.call('GET', `${E}/applications/unseen`)).json().data).toEqual({ count: 1 });
    const applicant = await profiledApplicant(ctx);
    expect((await applicant.call('GET', `${E}/applications/unseen`)).statusCode).toBe(403);
  });

  it('records each change with its date and actor; the applicant sees the history, never status 10', async () => {
    const company = await signedInCompany(ctx);
    const { a, posting, application } = await applied(company);
    expect((await a.call('GET', `${V2}/unread`)).json().data.applied).toBe(0);
    const interview = await move(company, application.id, 2);
    expect((await a.call('GET', `${V2}/unread`)).json().data.applied).toBe(1);
    expect(interview.json().data.history.map((h: { status: { id: number } }) => h.status.id)).toEqual([1, 2]);
    expect((await move(company, application.id, 2)).json().data.history).toHaveLength(2);
    await move(company, application.id, 10);
    const changes = await ctx.deps.db
      .selectFrom('application_status_changes')
      .select(['status', 'changed_by_user_id'])
      .where('application_id', '=', application.id)
      .orderBy('id')
      .execute();
    expect(changes).toEqual([
      { status: 1, changed_by_user_id: a.id },
      { status: 2, changed_by_user_id: company.id },
      { status: 10, changed_by_user_id: company.id },
    ]);
    const mine = (await a.call('GET', `${V2}/job-posting/${posting.id}`)).json().data.application;
    expect(mine.status).toMatchObject({ id: 2, name: 'First interview' });
    expect(mine.history.map((h: { status: { id: number } }) => h.status.id)).toEqual([1, 2]);
    await move(company, application.id, 4);
    const later = (await a.call('GET', `${V2}/job-posting/${posting.id}`, undefined, 'ja')).json().data.application;
    expect(later.status).toMatchObject({ id: 4, name: '最終面接' });
  });

  it('refuses going back and changing a closed application, with messages in the request language', async () => {
    const company = await signedInCompany(ctx);
    const { application } = await applied(company);
    await move(company, application.id, 3);
    const back = await move(company, application.id, 2, 'ja');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('応募を前の選考段階に戻すことはできません。');
    expect((await move(company, application.id, 5)).statusCode).toBe(200);
    const closed = await move(company, application.id, 7);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'This application is closed (joined, not selected or cancelled), so its status can no longer change.',
    );
    const unknown = await move(company, application.id, 11);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.status).toEqual(['Please choose one of the application statuses.']);
    const text = await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 'two' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.status).toEqual(['Must be a number.']);
    const missing = await company.call('PUT', `${E}/applications/${application.id}/status`, {});
    expect(missing.json().errors.status).toEqual(['Required.']);
    const farPage = await company.call('GET', `${E}/applications?page=9007199254740991`);
    expect(farPage.statusCode).toBe(422);
  });
});

describe('Know More, scout replies and matches', () => {
  it('lists Know More received, scout replies by kind (with the decline reason) and matches, names only when revealed', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const curious = await profiledApplicant(ctx);
    const decliner = await profiledApplicant(ctx);
    const keen = await profiledApplicant(ctx);
    await curious.call('POST', `${V2}/know-more`, { job_posting_id: posting.id });
    for (const a of [decliner, keen]) {
      const res = await company.call('POST', `${E}/applicants/${a.id}/scout`, {
        job_posting_id: posting.id,
        body: 'Hi',
      });
      expect(res.statusCode).toBe(200);
    }
    await decliner.call('POST', `${V2}/scout-reply`, {
      job_posting_id: posting.id,
      reply: 'decline',
      decline_reason_id: 1,
    });
    await keen.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'know_more' });

    const knowMore = (await company.call('GET', `${E}/know-more`)).json();
    expect(knowMore.data.map((x: { applicant: { id: number } }) => x.applicant.id).sort()).toEqual(
      [curious.id, keen.id].sort(),
    );
    expect(
      knowMore.data.find((x: { applicant: { id: number } }) => x.applicant.id === curious.id).applicant.name,
    ).toBeNull();

    const replies = (await company.call('GET', `${E}/scout-replies`)).json().data;
    expect(replies).toHaveLength(2);
    const declined = (await company.call('GET', `${E}/scout-replies?reply=declined`, undefined, 'ja')).json().data;
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({
      applicant: { id: decliner.id, name: null },
      scout_reply: 'declined',
      decline_reason: { id: 1, name: expect.any(String) },
      matched_at: null,
    });

    const matches = (await company.call('GET', `${E}/matches`)).json().data;
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      applicant: { id: keen.id, name: `Linh Nguyen${keen.id}` },
      scout_reply: 'know_more',
    });
    const bad = await company.call('GET', `${E}/scout-replies?reply=maybe`);
    expect(bad.statusCode).toBe(422);
  });

  it('leaves out an applicant who excluded the company, even one who applied', async () => {
    const company = await signedInCompany(ctx);
    const { a, application } = await applied(company);
    const name = (
      await ctx.deps.db
        .selectFrom('companies')
        .select('name_en')
        .where('id', '=', company.companyId)
        .executeTakeFirstOrThrow()
    ).name_en;
    await ctx.deps.db
      .insertInto('applicant_excluded_companies')
      .values({ applicant_id: a.id, company_name: name })
      .execute();
    expect((await company.call('GET', `${E}/applications`)).json().data).toEqual([]);
    expect((await company.call('GET', `${E}/applications/${application.id}`)).statusCode).toBe(404);
    expect((await move(company, application.id, 2)).statusCode).toBe(404);
    expect((await company.call('GET', `${E}/applicants/${a.id}`)).statusCode).toBe(404);
  });
});
