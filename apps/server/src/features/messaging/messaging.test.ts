import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { A, C, E, knowMoreThread, scoutedThread, send, V2 } from './messaging.fixtures.ts';

const ctx = useTestContext();

describe('threads', () => {
  it('shows a scout as a thread on both sides: company, posting, last message, unread, state', async () => {
    const { company, posting, applicant, code } = await scoutedThread(ctx, { body: 'Hello from the payments team.' });
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const mine = (await applicant.call('GET', `${A}/threads`)).json();
    expect(mine.meta).toMatchObject({ total: 1, current_page: 1 });
    expect(mine.data[0]).toMatchObject({
      code,
      company: { id: company.companyId },
      job_posting: { id: posting.id, title: posting.title_en },
      state: 'scouted',
      application_status: null,
      posting_closed: false,
      unread_count: 1,
      last_message: { type: 1, sender_type: 2, preview: 'Hello from the payments team.' },
    });
    const ja = (await applicant.call('GET', `${A}/threads`, undefined, 'ja')).json();
    expect(ja.data[0].job_posting.title).toBe(posting.title_ja);

    const theirs = (await company.call('GET', `${C}/threads`)).json();
    expect(theirs.data[0]).toMatchObject({ code, applicant: { id: applicant.id, name: null }, unread_count: 0 });
    expect((await applicant.call('GET', `${A}/unread`)).json().data).toEqual({ unread: 1, unread_threads: 1 });
  });

  it('leaves out what the company does not know: a save alone is no thread', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    await applicant.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    expect((await applicant.call('GET', `${A}/threads`)).json().meta.total).toBe(0);
    expect((await company.call('GET', `${C}/threads`)).json().meta.total).toBe(0);
  });

  it('searches by company or posting, filters unread, and the company filters by posting', async () => {
    const company = await signedInCompany(ctx);
    const first = await scoutedThread(ctx, { company });
    const second = await scoutedThread(ctx, { company });
    const { applicant } = first;
    const byTitle = (
      await applicant.call('GET', `${A}/threads?q=${encodeURIComponent(first.posting.title_en ?? '')}`)
    ).json();
    expect(byTitle.data.map((t: { code: string }) => t.code)).toEqual([first.code]);
    expect((await applicant.call('GET', `${A}/threads?q=no-such-company`)).json().meta.total).toBe(0);

    const onPosting = (await company.call('GET', `${C}/threads?job_posting_id=${second.posting.id}`)).json();
    expect(onPosting.data.map((t: { code: string }) => t.code)).toEqual([second.code]);

    await send(second.applicant, A, second.code, 'Thank you, I am interested.');
    const unread = (await company.call('GET', `${C}/threads?unread=true`)).json();
    expect(unread.data.map((t: { code: string }) => t.code)).toEqual([second.code]);
    expect(unread.data[0].unread_count).toBe(1);
    // Newest message first.
    const all = (await company.call('GET', `${C}/threads`)).json();
    expect(all.data.map((t: { code: string }) => t.code)).toEqual([second.code, first.code]);
  });

  it('pages newest first and still counts them all on a page past the last', async () => {
    const company = await signedInCompany(ctx);
    const older = await scoutedThread(ctx, { company });
    const newer = await scoutedThread(ctx, { company });
    const page = async (n: number) => (await company.call('GET', `${C}/threads?per_page=1&page=${n}`)).json();
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect(one.data.map((t: { code: string }) => t.code)).toEqual([newer.code]);
    expect(two.data.map((t: { code: string }) => t.code)).toEqual([older.code]);
    expect(three.data).toEqual([]);
    for (const answer of [one, two, three]) expect(answer.meta.total).toBe(2);
  });

  it('answers 422 for a bad page and a bad filter, not 500', async () => {
    const { applicant } = await scoutedThread(ctx);
    expect((await applicant.call('GET', `${A}/threads?page=0`)).statusCode).toBe(422);
    expect((await applicant.call('GET', `${A}/threads?page=abc`)).statusCode).toBe(422);
    expect((await applicant.call('GET', `${A}/threads?unread=maybe`)).statusCode).toBe(422);
    expect((await applicant.call('GET', `${A}/threads?per_page=51`)).statusCode).toBe(422);
  });
});

describe('conversation', () => {
  it('shows every message in order, with a pending scout to answer, and reading clears the unread count', async () => {
    const { applicant, company, code } = await scoutedThread(ctx, { body: 'Our scout text.' });
    const conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(conv).toMatchObject({ pending_scout: true, can_write: true, write_block: null, contact_stage: false });
    expect(conv.messages).toHaveLength(1);
    expect(conv.messages[0]).toMatchObject({ type: 1, sender_type: 2, mine: false, body: 'Our scout text.' });

    const read = await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: conv.messages[0].id });
    expect(read.json().data).toEqual({ unread: 0, unread_threads: 0 });
    expect((await applicant.call('GET', `${A}/threads`)).json().data[0].unread_count).toBe(0);

    const sent = await send(company, C, code, 'When could you talk?');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ type: 6, sender_type: 2, mine: true, body: 'When could you talk?' });
    const again = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages;
    expect(again.map((m: { type: number }) => m.type)).toEqual([1, 6]);
    expect(again[1].mine).toBe(false);
    expect((await applicant.call('GET', `${A}/unread`)).json().data.unread).toBe(1);
  });

  it('replying to the scout in the conversation is the approach reply: the thread moves on', async () => {
    const { applicant, posting, code } = await scoutedThread(ctx);
    const reply = await applicant.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'know_more' });
    expect(reply.statusCode).toBeLessThan(300);
    const conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(conv.pending_scout).toBe(false);
    expect(conv.thread.state).toBe('matched');
    expect(conv.messages.map((m: { type: number }) => m.type)).toEqual([1, 13]);
    expect(conv.messages[1].mine).toBe(true);
  });

  it('pages back through a long conversation', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    for (let i = 1; i <= 55; i += 1) await send(company, C, code, `Message ${i}`);
    const newest = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(newest.messages).toHaveLength(50);
    expect(newest.has_earlier).toBe(true);
    expect(newest.messages.at(-1).body).toBe('Message 55');
    const earlier = (await applicant.call('GET', `${A}/threads/${code}?before=${newest.messages[0].id}`)).json().data;
    expect(earlier.messages).toHaveLength(6);
    expect(earlier.has_earlier).toBe(false);
    expect(earlier.messages[0].type).toBe(1);
  });

  it('shows status changes as system messages; the invisible status never reaches the applicant', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    expect((await applicant.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const application = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data[0];
    const code = (await applicant.call('GET', `${A}/threads`)).json().data[0].code;

    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 2 });
    let conv = (await applicant.call('GET', `${A}/threads/${code}`, undefined, 'ja')).json().data;
    const system = conv.messages.at(-1);
    expect(system).toMatchObject({ sender_type: 4, mine: false, application_status: { status: 2, label: '一次面接' } });
    expect(conv.thread.application_status).toMatchObject({ status: 2 });

    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 10 });
    conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(
      conv.messages.some((m: { application_status: { status: number } | null }) => m.application_status?.status === 10),
    ).toBe(false);
    expect(conv.thread.application_status.status).toBe(2);
    const listed = (await applicant.call('GET', `${A}/threads`)).json().data[0];
    expect(listed.last_message.application_status).toBe(2);
    expect(listed.application_status.status).toBe(2);
    const companyView = (await company.call('GET', `${C}/threads/${code}`)).json().data;
    expect(companyView.messages.at(-1).application_status.status).toBe(10);
    expect(companyView.thread.applicant.name).not.toBeNull();
  });
});

describe('who may write', () => {
  it('the applicant only after a company contact or an application; the company in any of its threads', async () => {
    const { applicant, company, code } = await knowMoreThread(ctx);
    const refused = await send(applicant, A, code, 'Hello?', randomUUID(), 'ja');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      '企業からスカウト・ピン・いいねが届くか、この求人に応募すると、メッセージを送れるようになります。',
    );
    const conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(conv).toMatchObject({ can_write: false, write_block: 'not_yet' });

    expect((await send(company, C, code, 'Thanks for your interest!')).statusCode).toBe(201);
    const companyConv = (await company.call('GET', `${C}/threads/${code}`)).json().data;
    expect(companyConv).toMatchObject({ can_write: true, write_block: null });
  });

  it('nobody writes once the posting closed, and the thread says so', async () => {
    const { applicant, company, posting, code } = await scoutedThread(ctx);
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ is_closed: true, closed_at: new Date() })
      .where('id', '=', posting.id)
      .execute();
    const byApplicant = await send(applicant, A, code, 'Still open?');
    expect(byApplicant.statusCode).toBe(409);
    expect(byApplicant.json().message).toBe('This position is closed, so no new messages can be sent in this thread.');
    expect((await send(company, C, code, 'We closed it.')).statusCode).toBe(409);
    const conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(conv).toMatchObject({ can_write: false, write_block: 'closed', thread: { posting_closed: true } });
  });

  it('an applicant who excluded the company closes the thread; the company no longer sees it', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const name = (
      await ctx.deps.db
        .selectFrom('companies')
        .select('name_en')
        .where('id', '=', company.companyId)
        .executeTakeFirstOrThrow()
    ).name_en;
    await ctx.deps.db
      .insertInto('applicant_excluded_companies')
      .values({ applicant_id: applicant.id, company_name: ` ${name.toUpperCase()} ` })
      .execute();
    expect((await send(applicant, A, code, 'Bye')).statusCode).toBe(409);
    expect((await company.call('GET', `${C}/threads/${code}`)).statusCode).toBe(404);
    expect((await send(company, C, code, 'Hello?')).statusCode).toBe(404);
    expect((await company.call('GET', `${C}/threads`)).json().meta.total).toBe(0);
  });

  it('checks the text: required, at most 4,000 characters, a client id', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const empty = await send(applicant, A, code, '   ', randomUUID(), 'ja');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['メッセージを入力してください。']);
    const long = await send(applicant, A, code, 'x'.repeat(4001));
    expect(long.json().errors.body).toEqual(['A message can have up to 4,000 characters.']);
    expect((await send(applicant, A, code, 'x'.repeat(4000))).statusCode).toBe(201);
    const noId = await applicant.call('POST', `${A}/threads/${code}/messages`, { body: 'Hi' });
    expect(noId.statusCode).toBe(422);
    const badId = await applicant.call('POST', `${A}/threads/${code}/messages`, {
      body: 'Hi',
      client_id: 'not-a-uuid',
    });
    expect(badId.statusCode).toBe(422);
  });
});

describe('contact details until the first interview', () => {
  it('filters them for both sides, then shows the company the original once the application reaches first interview', async () => {
    const { applicant, company, posting, code } = await scoutedThread(ctx);
    const text = 'Mail me at recruiter@example.co.jp or call 090-1234-5678.';
    const sent = (await send(company, C, code, text)).json().data;
    expect(sent.contact_filtered).toBe(true);
    expect(sent.body).toContain(CONTACT_MARKER);
    expect(sent.body).not.toContain('example.co.jp');
    expect(sent.body).not.toContain('5678');

    const seen = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages.at(-1);
    expect(seen).toMatchObject({ contact_filtered: true, body: sent.body });

    expect(
      (await applicant.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'apply' })).statusCode,
    ).toBeLessThan(300);
    const application = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data[0];
    // Document screening is not yet the contact stage.
    let companyView = (await company.call('GET', `${C}/threads/${code}`)).json().data;
    expect(companyView.contact_stage).toBe(false);
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 2 });

    companyView = (await company.call('GET', `${C}/threads/${code}`)).json().data;
    expect(companyView.contact_stage).toBe(true);
    const original = companyView.messages.find((m: { id: number }) => m.id === sent.id);
    expect(original).toMatchObject({ body: text, contact_filtered: false });
    // The applicant keeps seeing what was filtered when it was sent.
    const applicantView = (await applicant.call('GET', `${A}/threads/${code}`)).json().data;
    expect(applicantView.messages.find((m: { id: number }) => m.id === sent.id).body).toBe(sent.body);
    // From now on, nothing is filtered.
    const after = (await send(company, C, code, 'My number: 090-1234-5678')).json().data;
    expect(after).toMatchObject({ body: 'My number: 090-1234-5678', contact_filtered: false });
    const mine = (await send(applicant, A, code, 'Mine is linh@example.com')).json().data;
    expect(mine.body).toBe('Mine is linh@example.com');
  });
});

describe('races', () => {
  it('two sends with the same client id make one message', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const id = randomUUID();
    const results = await Promise.all([1, 2, 3, 4].map(() => send(applicant, A, code, 'Once only', id)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages;
    expect(conv.filter((m: { body: string | null }) => m.body === 'Once only')).toHaveLength(1);
  });

  it('simultaneous read marks and sends keep the unread count exact', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const first = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages[0];
    const results = await Promise.all([
      ...[1, 2, 3, 4, 5].map((i) => send(company, C, code, `Burst ${i}`)),
      applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: first.id }),
      applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: first.id }),
    ]);
    expect(results.every((r) => r.statusCode < 300)).toBe(true);
    // The applicant read the scout only: the five messages stay unread, whatever the order.
    expect((await applicant.call('GET', `${A}/unread`)).json().data.unread).toBe(5);
    const conv = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages;
    await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: conv.at(-1).id });
    expect((await applicant.call('GET', `${A}/unread`)).json().data.unread).toBe(0);
  });
});

describe('unread only (ADR 0042)', () => {
  type Client = Awaited<ReturnType<typeof scoutedThread>>['applicant'];
  /** The side's unread-only list, checked against the badge's count of threads with unread messages. */
  async function unreadCodes(client: Client, base: string): Promise<string[]> {
    const list = (await client.call('GET', `${base}/threads?unread=true`)).json();
    const badge = (await client.call('GET', `${base}/unread`)).json().data;
    expect(list.meta.total).toBe(badge.unread_threads);
    return list.data.map((t: { code: string }) => t.code);
  }
  const newest = async (client: Client, base: string, code: string) =>
    (await client.call('GET', `${base}/threads/${code}`)).json().data.messages.at(-1).id as number;

  it('follows what each side reads as new: the application, status changes, texts, and the read marks', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    expect((await applicant.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const code = (await applicant.call('GET', `${A}/threads`)).json().data[0].code;
    const application = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data[0];
    // The application is new to the company alone.
    expect(await unreadCodes(company, C)).toEqual([code]);
    expect(await unreadCodes(applicant, A)).toEqual([]);

    // A status change is new to the applicant; the company has still not read the application.
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 2 });
    expect(await unreadCodes(applicant, A)).toEqual([code]);
    expect(await unreadCodes(company, C)).toEqual([code]);
    await company.call('POST', `${C}/threads/${code}/read`, { last_message_id: await newest(company, C, code) });
    expect(await unreadCodes(company, C)).toEqual([]);

    // The invisible status is never new to the applicant: reading up to what they see clears it.
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 10 });
    await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: await newest(applicant, A, code) });
    expect(await unreadCodes(applicant, A)).toEqual([]);

    // One's own text is never unread for oneself; the other side's is, until read.
    expect((await send(company, C, code, 'When could you come in?')).statusCode).toBe(201);
    expect(await unreadCodes(company, C)).toEqual([]);
    expect(await unreadCodes(applicant, A)).toEqual([code]);
    expect((await send(applicant, A, code, 'Tuesday works for me.')).statusCode).toBe(201);
    expect(await unreadCodes(applicant, A)).toEqual([]);
    expect(await unreadCodes(company, C)).toEqual([code]);
  });

  it('keeps the unread-only list exact under simultaneous sends and read marks', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const scout = await newest(applicant, A, code);
    await Promise.all([
      ...[1, 2, 3].map((i) => send(company, C, code, `Burst ${i}`)),
      applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: scout }),
    ]);
    expect(await unreadCodes(applicant, A)).toEqual([code]);
    await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: await newest(applicant, A, code) });
    expect(await unreadCodes(applicant, A)).toEqual([]);
  });
});

describe('contact details in scout texts', () => {
  it('filters them like any message: the preview and the conversation show the marker', async () => {
    const { applicant, company, code } = await scoutedThread(ctx, {
      body: 'Please reply to hr@example.co.jp or LINE ID: hashi_hr',
    });
    const listed = (await applicant.call('GET', `${A}/threads`)).json().data[0];
    expect(listed.last_message.preview).not.toContain('example.co.jp');
    expect(listed.last_message.preview).toContain(CONTACT_MARKER);
    const scout = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages[0];
    expect(scout).toMatchObject({ type: 1, contact_filtered: true });
    expect(scout.body).not.toContain('hashi_hr');
    const theirs = (await company.call('GET', `${C}/threads/${code}`)).json().data.messages[0];
    expect(theirs.body).toBe(scout.body);
  });
});
