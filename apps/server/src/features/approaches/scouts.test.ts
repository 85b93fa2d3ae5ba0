import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { likeApplicant, pinApplicant, scoutApplicant } from './company-approaches.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SCOUT_EXPIRY_DAYS: '7' });
});
afterAll(async () => ctx.close());

const V2 = '/api/v2/customer/approach';
const V1 = '/api/v1/approach-lists/applicants';
const DAY = 86_400_000;

async function scouted(body = 'We would love to talk to you.') {
  const a = await signedInApplicant(ctx);
  const company = await buildCompany(ctx);
  const posting = await buildPosting(ctx, company.id);
  await scoutApplicant(ctx.deps, company.id, a.id, posting.id, { body });
  return { a, company, posting };
}

async function messagesOf(applicantId: number) {
  return ctx.deps.db
    .selectFrom('approach_messages')
    .innerJoin('approaches', 'approaches.id', 'approach_messages.approach_id')
    .select(['type', 'status', 'sender_type', 'decline_reason_id'])
    .where('approaches.applicant_id', '=', applicantId)
    .orderBy('approach_messages.id')
    .execute();
}

describe('scouts', () => {
  it('lists a scout as pending and unread, with its text, until replied; Know More then shows it sent and matches', async () => {
    const { a, posting } = await scouted();
    expect((await a.call('GET', `${V2}/unread`)).json().data).toMatchObject({ scouted: 1, total_count: 1 });
    const list = (await a.call('GET', `${V2}/scouts`)).json().data;
    expect(list[0]).toMatchObject({
      unread: true,
      scout: { state: 'pending', reply: null, message: 'We would love to talk to you.' },
    });
    expect(Date.parse(list[0].scout.expires_at) - Date.parse(list[0].scout.scouted_at)).toBe(7 * DAY);
    const reply = await a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'know_more' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ scout: { state: 'sent', reply: 'know_more' } });
    expect(reply.json().data.matched_at).not.toBeNull();
    expect(reply.json().data.know_more_at).not.toBeNull();
    expect((await messagesOf(a.id)).map((m) => [m.type, m.status, m.sender_type])).toEqual([
      [1, null, 2],
      [13, 1, 1],
    ]);
    const again = await a.call(
      'POST',
      `${V2}/scout-reply`,
      { job_posting_id: posting.id, reply: 'decline', decline_reason_id: 1 },
      'ja',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このスカウトにはすでに返信済みです。');
    const matches = (await a.call('GET', `${V1}/matches`)).json().data;
    expect(matches.map((m: { job_posting: { id: number } }) => m.job_posting.id)).toEqual([posting.id]);
  });

  it('declines with a reason from the list (required), and then the posting cannot be applied to', async () => {
    const { a, posting } = await scouted();
    const noReason = await a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'decline' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('Please choose a reason for declining.');
    const unknown = await a.call('POST', `${V2}/scout-reply`, {
      job_posting_id: posting.id,
      reply: 'decline',
      decline_reason_id: 9999,
    });
    expect(unknown.statusCode).toBe(422);
    const declined = await a.call(
      'POST',
      `${V2}/scout-reply`,
      { job_posting_id: posting.id, reply: 'decline', decline_reason_id: 1 },
      'ja',
    );
    expect(declined.json().data).toMatchObject({
      scout: { state: 'declined', decline_reason: { id: 1 } },
      matched_at: null,
    });
    const apply = await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe('You declined the scout for this job, so you cannot apply to it.');
    expect((await messagesOf(a.id)).at(-1)).toMatchObject({ type: 12, status: 3, decline_reason_id: 1 });
  });

  it('applies through the scout (shown applied, a match) and counts a store-apply as the scout reply', async () => {
    const { a, posting } = await scouted();
    const reply = await a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'apply' }, 'ja');
    expect(reply.json().data).toMatchObject({
      scout: { state: 'applied' },
      application: { status: { id: 1, name: '書類選考' } },
    });
    expect(reply.json().data.matched_at).not.toBeNull();

    const other = await scouted();
    const applied = await other.a.call('POST', `${V2}/store-apply`, { job_posting_id: other.posting.id });
    expect(applied.json().data.scout).toMatchObject({ state: 'applied', reply: 'applied' });
    expect((await messagesOf(other.a.id)).map((m) => m.type)).toEqual([1, 11]);
  });

  it('expires an unreplied scout after SCOUT_EXPIRY_DAYS: shown expired, no reply accepted', async () => {
    const { a, posting } = await scouted();
    // Eight days later (the clock of the data, so that the applicant's token stays valid).
    await ctx.deps.db
      .updateTable('approaches')
      .set({
        scouted_at: new Date(ctx.deps.now().getTime() - 8 * DAY),
        scout_expires_at: new Date(ctx.deps.now().getTime() - DAY),
      })
      .where('applicant_id', '=', a.id)
      .execute();
    const list = (await a.call('GET', `${V2}/scouts`)).json().data;
    expect(list[0].scout.state).toBe('expired');
    const reply = await a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'like' }, 'ja');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('このスカウトは有効期限が切れたため、返信できません。');
  });

  it('gives simultaneous replies exactly one result', async () => {
    const { a, posting } = await scouted();
    const replies = await Promise.all([
      a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'know_more' }),
      a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'decline', decline_reason_id: 2 }),
      a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'like' }),
      a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'apply' }),
    ]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const replyMessages = (await messagesOf(a.id)).filter((m) => m.type !== 1);
    expect(replyMessages).toHaveLength(1);
    const applications = await ctx.deps.db
      .selectFrom('applications')
      .select('id')
      .where('applicant_id', '=', a.id)
      .execute();
    expect(applications.length).toBeLessThanOrEqual(1);
  });

  it('makes simultaneous scout-reply applies and store-applies one application', async () => {
    const { a, posting } = await scouted();
    const calls = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })
        : a.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'apply' }),
    );
    const codes = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const applications = await ctx.deps.db
      .selectFrom('applications')
      .select('id')
      .where('applicant_id', '=', a.id)
      .execute();
    expect(applications).toHaveLength(1);
    const item = (await a.call('GET', `${V2}/scouts`)).json().data[0];
    expect(item.scout).toMatchObject({ state: 'applied' });
  });

  it('never reaches an applicant who excluded the company, and refuses a second scout', async () => {
    const a = await signedInApplicant(ctx);
    const company = await buildCompany(ctx, { name_en: 'Excluded Works Inc.' });
    const posting = await buildPosting(ctx, company.id);
    await ctx.deps.db
      .insertInto('applicant_excluded_companies')
      .values({ applicant_id: a.id, company_name: ' excluded works inc. ' })
      .execute();
    await expect(scoutApplicant(ctx.deps, company.id, a.id, posting.id)).rejects.toMatchObject({ status: 404 });
    await expect(pinApplicant(ctx.deps, company.id, a.id, posting.id)).rejects.toMatchObject({ status: 404 });
    expect((await a.call('GET', `${V2}/scouts`)).json().data).toEqual([]);
    const b = await scouted();
    await expect(scoutApplicant(ctx.deps, b.company.id, b.a.id, b.posting.id)).rejects.toMatchObject({ status: 409 });
    const foreign = await buildCompany(ctx);
    await expect(scoutApplicant(ctx.deps, foreign.id, b.a.id, b.posting.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('pins, likes and matches', () => {
  it('matches Know More followed by a company pin, and counts the answer as interested unread', async () => {
    const a = await signedInApplicant(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    await a.call('POST', `${V2}/know-more`, { job_posting_id: posting.id });
    ctx.advance(1000);
    const row = await pinApplicant(ctx.deps, company.id, a.id, posting.id);
    expect(row.matched_at).not.toBeNull();
    expect((await a.call('GET', `${V2}/unread`)).json().data).toMatchObject({ interested: 1, saved: 1, matched: 1 });
    await a.call('PUT', `${V1}/mark-as-read-match/${row.id}`);
    await a.call('PUT', `${V1}/mark-as-read-pin/${row.id}`);
    await a.call('POST', `${V2}/read`, { list: 'interested' });
    expect((await a.call('GET', `${V2}/unread`)).json().data.total_count).toBe(0);
  });

  it('answers a company like or pin once (Know More or like), which makes a match; the pin can be hidden and shown', async () => {
    const a = await signedInApplicant(ctx);
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    const liked = await likeApplicant(ctx.deps, company.id, a.id, posting.id, { body: 'Nice profile' });
    expect(liked.matched_at).toBeNull();
    const answer = await a.call('POST', `${V1}/pin-response`, { id: liked.id, response: 'like' });
    expect(answer.json().data).toMatchObject({ pin: { response: 'liked' } });
    expect(answer.json().data.matched_at).not.toBeNull();
    const twice = await a.call('POST', `${V1}/pin-response`, { id: liked.id, response: 'know_more' });
    expect(twice.statusCode).toBe(409);
    const hidden = await a.call('PUT', `${V1}/mark-as-hidden-pin/${liked.id}`);
    expect(hidden.json().data.pin.hidden).toBe(true);
    expect((await a.call('GET', `${V1}/pins`)).json().data).toEqual([]);
    await a.call('PUT', `${V1}/mark-as-visible-pin/${liked.id}`);
    expect((await a.call('GET', `${V1}/pins`)).json().data).toHaveLength(1);
    expect((await messagesOf(a.id)).map((m) => [m.type, m.sender_type])).toEqual([
      [4, 2],
      [4, 1],
    ]);

    const noPin = await signedInApplicant(ctx);
    const saved = await noPin.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    const refused = await noPin.call('POST', `${V1}/pin-response`, { id: saved.json().data.id, response: 'like' });
    expect(refused.statusCode).toBe(409);
    const noPinMark = await noPin.call('PUT', `${V1}/mark-as-hidden-pin/${saved.json().data.id}`, undefined, 'ja');
    expect(noPinMark.statusCode).toBe(409);
    expect(noPinMark.json().message).toBe('この求人で企業からのピン留め・いいねはありません。');
  });
});
