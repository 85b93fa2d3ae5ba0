import { describe, expect, it } from 'vitest';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { samples, uploadAs } from './attachments.fixtures.ts';
import { REPORT_LIMIT } from './message-reports.service.ts';
import { A, type Applicant, C, type Company, E, scoutedThread, send, V2 } from './messaging.fixtures.ts';

const ctx = useTestContext();
const ADMIN = '/api/v1/admin/message-reports';

type Client = { call: Applicant['call'] };
type Msg = { id: number; body: string | null; mine: boolean; report_notice: string | null; reportable: boolean };

const report = (
  client: Client,
  base: string,
  code: string,
  id: number,
  body: unknown = { reason: 'spam' },
  lang: 'en' | 'ja' = 'en',
) => client.call('POST', `${base}/threads/${code}/messages/${id}/report`, body, lang);
const messagesOf = async (client: Client, base: string, code: string): Promise<Msg[]> =>
  (await client.call('GET', `${base}/threads/${code}`)).json().data.messages;
const byId = async (client: Client, base: string, code: string, id: number) =>
  (await messagesOf(client, base, code)).find((m) => m.id === id);

/** A scouted thread in which the company wrote a text, and the text's id. */
async function companyWrote(text: string, company?: Company) {
  const thread = await scoutedThread(ctx, company ? { company } : {});
  const sent = await send(thread.company, C, thread.code, text);
  expect(sent.statusCode).toBe(201);
  return { ...thread, messageId: sent.json().data.id as number };
}

describe('reporting a message', () => {
  it('the applicant reports the company’s message: hidden for them at once, unchanged for the company', async () => {
    const { applicant, company, code, messageId } = await companyWrote('Send us ¥50,000 to secure your interview.');
    const before = await byId(applicant, A, code, messageId);
    expect(before).toMatchObject({ body: 'Send us ¥50,000 to secure your interview.', reportable: true });

    const res = await report(applicant, A, code, messageId, { reason: 'scam', note: 'Asked me for money.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      report: { message_id: messageId, reason: 'scam', note: 'Asked me for money.' },
      message: { id: messageId, body: null, report_notice: 'reported', reportable: false },
    });

    expect(await byId(applicant, A, code, messageId)).toMatchObject({ body: null, report_notice: 'reported' });
    const listed = (await applicant.call('GET', `${A}/threads`)).json().data[0];
    expect(listed.last_message).toMatchObject({ preview: null, report_notice: 'reported' });
    expect(JSON.stringify(listed)).not.toContain('50,000');

    // While pending, the sender sees nothing different.
    expect(await byId(company, C, code, messageId)).toMatchObject({
      body: 'Send us ¥50,000 to secure your interview.',
      report_notice: null,
      reportable: false,
    });
    const theirs = (await company.call('GET', `${C}/threads`)).json().data[0];
    expect(theirs.last_message).toMatchObject({
      preview: 'Send us ¥50,000 to secure your interview.',
      report_notice: null,
    });
  });

  it('the company reports the applicant’s message, with "other" and its note', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const sent = await send(applicant, A, code, 'You people are useless.');
    const id = sent.json().data.id;

    const noNote = await report(company, C, code, id, { reason: 'other' }, 'ja');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['このメッセージの問題点を簡単にご記入ください。']);
    const tooLong = await report(company, C, code, id, { reason: 'other', note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['note']);
    const badReason = await report(company, C, code, id, { reason: 'boring' });
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().errors.reason).toEqual(['Choose a reason for the report.']);

    const res = await report(company, C, code, id, { reason: 'other', note: '  Insults our recruiter.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.report).toMatchObject({ reason: 'other', note: 'Insults our recruiter.' });
    expect(await byId(company, C, code, id)).toMatchObject({ body: null, report_notice: 'reported' });
    expect((await company.call('GET', `${C}/threads`)).json().data[0].last_message.preview).toBeNull();
    expect(await byId(applicant, A, code, id)).toMatchObject({ body: 'You people are useless.', report_notice: null });
  });

  it('is idempotent: a second report answers the first and adds none', async () => {
    const { applicant, company, code, messageId } = await companyWrote('Buy our course first.');
    const first = await report(applicant, A, code, messageId, { reason: 'spam' });
    const again = await report(applicant, A, code, messageId, { reason: 'harassment' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.report).toEqual(first.json().data.report);
    const rows = await ctx.deps.db
      .selectFrom('message_reports')
      .select(['reason'])
      .where('message_id', '=', messageId)
      .execute();
    expect(rows).toEqual([{ reason: 'spam' }]);
    // Still one report, and the message stays hidden, for the reporter only.
    expect(await byId(applicant, A, code, messageId)).toMatchObject({ report_notice: 'reported' });
    expect(await byId(company, C, code, messageId)).toMatchObject({ report_notice: null });
  });

  it('refuses the side’s own message and the system’s with a localized 400', async () => {
    const { applicant, company, code, messageId } = await companyWrote('Hello.');
    const own = await report(company, C, code, messageId, { reason: 'spam' }, 'ja');
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('ご自身が送信したメッセージは通報できません。');
    expect((await report(company, C, code, messageId)).json().message).toBe('You cannot report a message you sent.');

    const posting = await buildPosting(ctx, company.companyId);
    const other = await profiledApplicant(ctx);
    expect((await other.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const application = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data[0];
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 2 });
    const otherCode = (await other.call('GET', `${A}/threads`)).json().data[0].code;
    const system = (await messagesOf(other, A, otherCode)).at(-1)!;
    expect(system).toMatchObject({ sender_type: 4, reportable: false });
    const refused = await report(other, A, otherCode, system.id, { reason: 'spam' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Messages from Hashi cannot be reported.');
    expect(applicant.id).not.toBe(other.id);
  });

  it('another thread’s message and an unknown id are the same 404', async () => {
    const mine = await companyWrote('Hello from thread one.');
    const theirs = await companyWrote('Hello from thread two.');
    const unknown = await report(mine.applicant, A, mine.code, 2_000_000_000);
    const elsewhere = await report(mine.applicant, A, mine.code, theirs.messageId);
    expect(unknown.statusCode).toBe(404);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toBe(unknown.body);
    // Another's thread code is the same 404, and nothing was recorded.
    const othersThread = await report(mine.applicant, A, theirs.code, theirs.messageId);
    expect(othersThread.body).toBe(unknown.body);
    const count = await ctx.deps.db
      .selectFrom('message_reports')
      .select('id')
      .where('message_id', '=', theirs.messageId)
      .execute();
    expect(count).toEqual([]);
    expect((await report(mine.applicant, A, mine.code, 0)).statusCode).toBe(422);
  });

  it(`counts ${REPORT_LIMIT.limit} reports an hour per user, then 429 with Retry-After`, async () => {
    const { applicant, code, messageId } = await companyWrote('Hello.');
    for (let i = 0; i < REPORT_LIMIT.limit; i += 1) {
      expect((await report(applicant, A, code, messageId)).statusCode).toBeLessThan(300);
    }
    const limited = await report(applicant, A, code, messageId);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('deciding on a report', () => {
  it('upheld: still hidden for the reporter, marked for the sender; restored: shown again to both', async () => {
    const admin = await signedInAdmin(ctx);
    const { applicant, company, code, messageId } = await companyWrote('Tell me your bank account number.');
    await report(applicant, A, code, messageId, { reason: 'personal_information' });
    const { id } = (await admin.call('GET', ADMIN)).json().data.find((r: { id: number }) => r.id > 0);

    const upheld = await admin.call('POST', `${ADMIN}/${id}/uphold`, { note: 'Clear phishing.' });
    expect(upheld.statusCode).toBe(200);
    expect(upheld.json().data).toMatchObject({ status: 'upheld', admin_note: 'Clear phishing.' });
    expect(await byId(applicant, A, code, messageId)).toMatchObject({ body: null, report_notice: 'removed' });
    expect((await applicant.call('GET', `${A}/threads`)).json().data[0].last_message).toMatchObject({
      preview: null,
      report_notice: 'removed',
    });
    expect(await byId(company, C, code, messageId)).toMatchObject({
      body: 'Tell me your bank account number.',
      report_notice: 'removed_by_team',
    });

    // A decision can be changed: restored, the message shows again for everyone.
    const restored = await admin.call('POST', `${ADMIN}/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'restored', admin_note: null });
    expect(await byId(applicant, A, code, messageId)).toMatchObject({
      body: 'Tell me your bank account number.',
      report_notice: null,
      reportable: false,
    });
    expect(await byId(company, C, code, messageId)).toMatchObject({ report_notice: null });
    expect((await applicant.call('GET', `${A}/threads`)).json().data[0].last_message.preview).toBe(
      'Tell me your bank account number.',
    );
  });
});

describe('the admins’ queue', () => {
  it('lists by status, newest first, with the pending count; the detail shows only the reported message', async () => {
    const admin = await signedInAdmin(ctx);
    const company = await signedInCompany(ctx);
    const first = await companyWrote('Mail me at recruiter@example.com for the offer.', company);
    const second = await scoutedThread(ctx, { company });
    const sent = await send(second.applicant, A, second.code, 'This is my private rant.');
    await report(first.applicant, A, first.code, first.messageId, { reason: 'personal_information' });
    await report(company, C, second.code, sent.json().data.id, { reason: 'harassment' });

    const pending = (await admin.call('GET', `${ADMIN}?status=pending`)).json();
    const pendingBefore = pending.pending_count;
    expect(pending.data[0]).toMatchObject({ reason: 'harassment', reporter_side: 'company', status: 'pending' });
    expect(pending.data[1]).toMatchObject({
      reason: 'personal_information',
      reporter_side: 'applicant',
      company: { id: company.companyId },
      job_posting: { id: first.posting.id, title: first.posting.title_en },
      applicant: { id: first.applicant.id },
      decided_at: null,
    });
    expect(pending.meta.total).toBe(pendingBefore);
    const jaList = (await admin.call('GET', ADMIN, undefined, 'ja')).json();
    expect(jaList.data[1].job_posting.title).toBe(first.posting.title_ja);

    const reportId = pending.data[1].id;
    const detail = (await admin.call('GET', `${ADMIN}/${reportId}`, undefined, 'ja')).json().data;
    expect(detail).toMatchObject({
      id: reportId,
      reason: 'personal_information',
      note: null,
      message: { id: first.messageId, contact_filtered: true },
      thread: { state: 'scouted', application_status: null },
    });
    // What the recipient saw: the contact details filtered out; no other message of the thread.
    expect(detail.message.body).toContain(CONTACT_MARKER);
    const text = JSON.stringify(detail);
    expect(text).not.toContain('recruiter@example.com');
    expect(text).not.toContain('We would love to talk');
    expect(text).not.toContain('private rant');
    expect(detail.applicant.name).not.toBe('');

    await admin.call('POST', `${ADMIN}/${reportId}/uphold`);
    const after = (await admin.call('GET', `${ADMIN}?status=upheld`)).json();
    expect(after.pending_count).toBe(pendingBefore - 1);
    expect(after.data[0]).toMatchObject({ id: reportId, status: 'upheld' });
    expect(after.data[0].decided_at).not.toBeNull();
    expect(
      (await admin.call('GET', `${ADMIN}?status=restored`)).json().data.some((r: { id: number }) => r.id === reportId),
    ).toBe(false);
  });

  it('shows the original text only when the recipient, a company at the contact stage, saw it', async () => {
    const admin = await signedInAdmin(ctx);
    const { applicant, company, posting, code } = await scoutedThread(ctx);
    const text = 'Call me on 090-1234-5678, you are wasting my time.';
    const id = (await send(applicant, A, code, text)).json().data.id;
    await report(company, C, code, id, { reason: 'harassment' });
    const reportId = (await admin.call('GET', ADMIN)).json().data[0].id;
    const before = (await admin.call('GET', `${ADMIN}/${reportId}`)).json().data;
    expect(before.message).toMatchObject({ id, contact_filtered: true });
    expect(before.message.body).not.toContain('5678');

    await applicant.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'apply' });
    const application = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data[0];
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 2 });
    const after = (await admin.call('GET', `${ADMIN}/${reportId}`)).json().data;
    expect(after.message).toMatchObject({ body: text, contact_filtered: false });
    expect(after.thread).toMatchObject({ state: 'applied', application_status: { status: 2 } });
  });

  it("gives the admin handling a report the message's files, by signed links that download", async () => {
    const admin = await signedInAdmin(ctx);
    const { company, applicant, code } = await scoutedThread(ctx);
    const upload = await uploadAs(ctx, company, `${C}/threads/${code}/attachments`, {
      name: 'offer.pdf',
      content: await samples.pdf(),
    });
    expect(upload.statusCode).toBe(201);
    const sent = await company.call('POST', `${C}/threads/${code}/messages`, {
      body: 'The offer, as promised.',
      client_id: crypto.randomUUID(),
      attachment_ids: [upload.json().data.id],
    });
    expect(sent.statusCode).toBe(201);
    await report(applicant, A, code, sent.json().data.id, { reason: 'scam' });
    // Hidden for the reporter, files included.
    expect((await byId(applicant, A, code, sent.json().data.id)) as unknown).toMatchObject({ attachments: [] });

    const reportId = (await admin.call('GET', ADMIN)).json().data[0].id;
    const detail = (await admin.call('GET', `${ADMIN}/${reportId}`)).json().data;
    expect(detail.message.attachments).toMatchObject([{ name: 'offer.pdf', kind: 'document' }]);
    const file = await ctx.app.inject({ method: 'GET', url: detail.message.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an unknown report 404 and a bad filter 422, never 500', async () => {
    const admin = await signedInAdmin(ctx);
    expect((await admin.call('GET', `${ADMIN}/2147483647`)).statusCode).toBe(404);
    expect((await admin.call('POST', `${ADMIN}/2147483647/uphold`, {})).statusCode).toBe(404);
    expect((await admin.call('GET', `${ADMIN}?status=closed`)).statusCode).toBe(422);
    expect((await admin.call('POST', `${ADMIN}/1/restore`, { note: 'x'.repeat(1001) })).statusCode).toBe(422);
  });
});

describe('the API document', () => {
  it('documents the report and the admins’ routes with their reasons', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const applicant = doc.paths['/api/v2/customer/messages/threads/{code}/messages/{id}/report'].post;
    expect(applicant.requestBody.content['application/json'].schema.properties.reason.enum).toContain('scam');
    expect(doc.paths).toHaveProperty(['/api/v1/employer/messages/threads/{code}/messages/{id}/report', 'post']);
    expect(doc.paths).toHaveProperty(['/api/v1/admin/message-reports', 'get']);
    expect(doc.paths).toHaveProperty(['/api/v1/admin/message-reports/{id}/uphold', 'post']);
    expect(doc.paths).toHaveProperty(['/api/v1/admin/message-reports/{id}/restore', 'post']);
  });
});
