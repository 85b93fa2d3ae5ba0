import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { pinApplicant } from './company-approaches.service.ts';

const ctx = useTestContext();

const V2 = '/api/v2/customer/approach';
const ids = (res: { json(): { data: { job_posting: { id: number } }[] } }) =>
  res.json().data.map((i) => i.job_posting.id);

async function postings(n: number) {
  const company = await buildCompany(ctx);
  const list = [];
  for (let i = 0; i < n; i += 1) list.push(await buildPosting(ctx, company.id));
  return { company, postings: list };
}

describe('saved, hidden and Know More lists', () => {
  it('saves postings (newest first), hides one out of every list and makes it visible into the saved list', async () => {
    const a = await signedInApplicant(ctx);
    const {
      postings: [p1, p2],
    } = await postings(2);
    if (!p1 || !p2) throw new Error('postings');
    const saved = await a.call('POST', `${V2}/save`, { job_posting_id: p1.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ job_posting: { id: p1.id }, hidden_at: null, unread: false });
    ctx.advance(1000);
    await a.call('POST', `${V2}/save`, { job_posting_id: p2.id });
    // Saving again keeps the first save.
    const again = await a.call('POST', `${V2}/save`, { job_posting_id: p1.id });
    expect(again.json().data.saved_at).toBe(saved.json().data.saved_at);
    expect(ids(await a.call('GET', `${V2}/saves`))).toEqual([p2.id, p1.id]);

    const knowMore = await a.call('POST', `${V2}/know-more`, { job_posting_id: p1.id });
    expect(knowMore.json().data.know_more_at).not.toBeNull();
    expect(ids(await a.call('GET', `${V2}/interests`))).toEqual([p1.id]);

    const hidden = await a.call('POST', `${V2}/hide`, { job_posting_id: p1.id });
    expect(hidden.json().data.hidden_at).not.toBeNull();
    expect(ids(await a.call('GET', `${V2}/saves`))).toEqual([p2.id]);
    expect(ids(await a.call('GET', `${V2}/interests`))).toEqual([]);
    expect(ids(await a.call('GET', `${V2}/hidden`))).toEqual([p1.id]);
    expect(ids(await a.call('POST', '/api/v1/interests/search', {}))).toEqual([]);

    const visible = await a.call('POST', `${V2}/visible`, { job_posting_id: p1.id });
    expect(visible.json().data.hidden_at).toBeNull();
    expect(ids(await a.call('GET', `${V2}/hidden`))).toEqual([]);
    expect(ids(await a.call('GET', `${V2}/saves`))).toEqual([p2.id, p1.id]);
    // Know More was never cancelled by hiding.
    expect(ids(await a.call('GET', `${V2}/interests`))).toEqual([p1.id]);
    const notHidden = await a.call('POST', `${V2}/visible`, { job_posting_id: p1.id }, 'ja');
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().message).toBe('この求人は非表示になっていません。');

    // A posting hidden without being saved comes back saved, with one save message (type 14) each.
    const {
      postings: [p3],
    } = await postings(1);
    if (!p3) throw new Error('posting');
    await a.call('POST', `${V2}/hide`, { job_posting_id: p3.id });
    await a.call('POST', `${V2}/visible`, { job_posting_id: p3.id });
    expect(ids(await a.call('GET', `${V2}/saves`))).toContain(p3.id);
    const saves = await ctx.deps.db
      .selectFrom('approach_messages')
      .innerJoin('approaches', 'approaches.id', 'approach_messages.approach_id')
      .select('approaches.job_posting_id')
      .where('approaches.applicant_id', '=', a.id)
      .where('approach_messages.type', '=', 14)
      .execute();
    expect(saves.map((m) => m.job_posting_id).sort()).toEqual([p1.id, p2.id, p3.id].sort());
  });

  it('counts Know More once in the posting popularity and writes one message', async () => {
    const a = await signedInApplicant(ctx);
    const {
      postings: [p],
    } = await postings(1);
    if (!p) throw new Error('posting');
    await a.call('POST', `${V2}/know-more`, { job_posting_id: p.id });
    await a.call('POST', `${V2}/know-more`, { job_posting_id: p.id });
    const row = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['know_more_count', 'popularity_score'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.know_more_count).toBe(1);
    expect(row.popularity_score).toBeGreaterThan(p.popularity_score);
    const messages = await ctx.deps.db
      .selectFrom('approach_messages')
      .innerJoin('approaches', 'approaches.id', 'approach_messages.approach_id')
      .select(['type', 'status', 'sender_type'])
      .where('approaches.applicant_id', '=', a.id)
      .execute();
    expect(messages).toEqual([{ type: 5, status: 1, sender_type: 1 }]);
  });

  it('refuses to newly save a closed posting, but keeps a saved one visible, marked closed', async () => {
    const a = await signedInApplicant(ctx);
    const {
      postings: [kept, other],
    } = await postings(2);
    if (!kept || !other) throw new Error('postings');
    await a.call('POST', `${V2}/save`, { job_posting_id: kept.id });
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ is_closed: true, closed_at: new Date() })
      .where('id', 'in', [kept.id, other.id])
      .execute();
    expect((await a.call('POST', `${V2}/save`, { job_posting_id: other.id })).statusCode).toBe(404);
    const closedAgain = await a.call('POST', `${V2}/know-more`, { job_posting_id: kept.id });
    expect(closedAgain.statusCode).toBe(409);
    expect(closedAgain.json().message).toBe('This job is closed and no longer accepts new actions.');
    const list = await a.call('GET', `${V2}/saves`);
    expect(list.json().data[0].job_posting).toMatchObject({ id: kept.id, is_closed: true });
    const state = await a.call('GET', `${V2}/job-posting/${kept.id}`);
    expect(state.json().data).toMatchObject({ saved: true, closed: true, apply_blocked: 'not_open' });
    expect((await a.call('GET', `/api/v1/job-postings/details?id=${kept.id}`)).statusCode).toBe(200);
    expect((await a.call('GET', `/api/v1/job-postings/details?id=${other.id}`)).statusCode).toBe(404);
    const b = await signedInApplicant(ctx);
    expect((await b.call('GET', `/api/v1/job-postings/details?id=${kept.id}`)).statusCode).toBe(404);
  });

  it('answers has-approach keyed by posting id and pages the lists', async () => {
    const a = await signedInApplicant(ctx);
    const { postings: list } = await postings(3);
    for (const p of list) await a.call('POST', `${V2}/save`, { job_posting_id: p.id });
    const [first, second, third] = list;
    if (!first || !second || !third) throw new Error('postings');
    await a.call('POST', `${V2}/hide`, { job_posting_id: third.id });
    const has = await a.call('POST', `${V2}/has-approach`, { job_posting_ids: [first.id, third.id, 999_999] });
    expect(Object.keys(has.json().data).sort()).toEqual([String(first.id), String(third.id)].sort());
    expect(has.json().data[String(third.id)]).toMatchObject({ saved: true, hidden: true, applied: false });
    const page = await a.call('GET', `${V2}/saves?page=2&per_page=1`);
    expect(page.json().meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(ids(page)).toEqual([first.id]);
    const bad = await a.call('GET', `${V2}/saves?per_page=0`);
    expect(bad.statusCode).toBe(422);
  });
});

describe('unread counts', () => {
  it('counts company pins as unread saved items until read, per list or per item', async () => {
    const a = await signedInApplicant(ctx);
    const {
      company,
      postings: [p1, p2],
    } = await postings(2);
    if (!p1 || !p2) throw new Error('postings');
    await pinApplicant(ctx.deps, company.id, a.id, p1.id);
    await pinApplicant(ctx.deps, company.id, a.id, p2.id);
    const unread = await a.call('GET', `${V2}/unread`);
    expect(unread.json().data).toEqual({ scouted: 0, saved: 2, applied: 0, interested: 0, matched: 0, total_count: 2 });
    const pins = await a.call('GET', '/api/v1/approach-lists/applicants/pins');
    expect(pins.json().data.map((i: { unread: boolean }) => i.unread)).toEqual([true, true]);
    const one = pins.json().data[0].id;
    const afterOne = await a.call('POST', `${V2}/read`, { list: 'saved', approach_id: one });
    expect(afterOne.json().data.saved).toBe(1);
    const afterAll = await a.call('POST', `${V2}/read`, { list: 'saved' });
    expect(afterAll.json().data.total_count).toBe(0);
    const b = await signedInApplicant(ctx);
    expect((await b.call('POST', `${V2}/read`, { list: 'saved', approach_id: one })).statusCode).toBe(404);
  });
});

describe('recommend and the API document', () => {
  it('recommends with reasons, leaving out postings the applicant hid or applied to', async () => {
    const a = await signedInApplicant(ctx);
    const first = await a.call('GET', `${V2}/recommend?per_page=50`);
    expect(first.statusCode).toBe(200);
    const recommended = first.json().data as { id: number; reasons: string[] }[];
    expect(recommended.length).toBeGreaterThan(1);
    expect(Array.isArray(recommended[0]?.reasons)).toBe(true);
    const [hide, apply] = recommended;
    if (!hide || !apply) throw new Error('recommendations');
    await a.call('POST', `${V2}/hide`, { job_posting_id: hide.id });
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: apply.id })).statusCode).toBe(201);
    const later = (await a.call('GET', `${V2}/recommend?per_page=50`)).json();
    const after = later.data.map((p: { id: number }) => p.id);
    expect(after).not.toContain(hide.id);
    expect(after).not.toContain(apply.id);
    // Left out before paging: the total drops by two and every page but the last is full.
    expect(later.meta.total).toBe(first.json().meta.total - 2);
    const firstPage = (await a.call('GET', `${V2}/recommend?per_page=1`)).json();
    expect(firstPage.data.map((p: { id: number }) => p.id)).toEqual([after[0]]);
    expect(firstPage.meta).toMatchObject({ total: later.meta.total, last_page: later.meta.total });
  });

  it('documents the approach endpoints', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${V2}/store-apply`,
        `${V2}/job-posting/{id}`,
        '/api/v1/approach-lists/applicants/pin-response',
        '/api/v1/applies/search',
      ]),
    );
  });
});
