import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { backgroundJobs } from '../../app/background-jobs.ts';
import { appToken } from '../../../test/factories.ts';
import { type ConsoleClient, signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { attachmentLinkForAdmin } from './attachment-links.ts';
import { ATTACHMENT_SWEEP_JOB, sweepDraftAttachments } from './attachment-sweep.job.ts';
import { samples, uploadAs } from './attachments.fixtures.ts';
import { A, C, knowMoreThread, scoutedThread } from './messaging.fixtures.ts';

const ctx = useTestContext();

const MB = 1024 * 1024;
const KEY = /^message-attachments\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

type Client = Pick<ConsoleClient, 'token' | 'call'>;

const upload = (
  client: { token: string },
  base: string,
  code: string,
  name: string,
  content: Buffer,
  lang: 'en' | 'ja' = 'en',
) => uploadAs(ctx, client, `${base}/threads/${code}/attachments`, { name, content }, lang);

async function draft(client: { token: string }, base: string, code: string, name: string, content: Buffer) {
  const res = await upload(client, base, code, name, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; kind: string; url: string; size: number; content_type: string };
}

const sendWith = (client: Client, base: string, code: string, ids: number[], body = '', clientId = randomUUID()) =>
  client.call('POST', `${base}/threads/${code}/messages`, { body, client_id: clientId, attachment_ids: ids });

/** The attachment rows of one thread. */
const rows = (code: string) =>
  ctx.deps.db
    .selectFrom('message_attachments')
    .selectAll('message_attachments')
    .innerJoin('approaches', 'approaches.id', 'message_attachments.approach_id')
    .where('approaches.thread_code', '=', code)
    .orderBy('message_attachments.id')
    .execute();
const onDisk = (key: string) => existsSync(path.join(ctx.deps.config.dataDir, 'files', key));
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('uploading attachments', () => {
  it('takes every allowed type by its bytes, as a draft of the thread and side, under a generated key', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const cases: Array<[string, Buffer, string, string]> = [
      ['photo.png', samples.png(), 'image', 'image/png'],
      ['photo.jpeg', samples.jpeg(), 'image', 'image/jpeg'],
      ['clip.mp4', samples.mp4(), 'video', 'video/mp4'],
      ['clip.mov', samples.mov(), 'video', 'video/quicktime'],
      ['portfolio.pdf', await samples.pdf(), 'document', 'application/pdf'],
      [
        'letter.docx',
        await samples.docx(),
        'document',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['sheet.xlsx', samples.xlsx(), 'document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old letter.doc', samples.cfb(), 'document', 'application/msword'],
      ['old sheet.xls', samples.cfb(), 'document', 'application/vnd.ms-excel'],
    ];
    for (const [name, content, kind, type] of cases) {
      const file = await draft(applicant, A, code, name, content);
      expect(file).toMatchObject({ name, kind, content_type: type, size: content.length });
      expect(file.url).toMatch(/^\/api\/files\/message-attachments\/\d+\?expires=\d+&signature=[\w-]+$/);
    }
    // The company uploads in the same thread as its own side.
    await draft(company, C, code, 'offer.pdf', await samples.pdf());
    const stored = await rows(code);
    expect(stored).toHaveLength(cases.length + 1);
    for (const row of stored) {
      expect(row.storage_key).toMatch(KEY);
      expect(row.message_id).toBeNull();
      expect(onDisk(row.storage_key)).toBe(true);
    }
    expect(stored.map((r) => r.sender_type)).toEqual([...cases.map(() => 1), 2]);
  });

  it('refuses by the bytes, whatever the name says, and keeps nothing', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const impostors: Array<[string, Buffer]> = [
      ['invoice.pdf', samples.exe()],
      ['IMG_0001.jpg', samples.heic()],
      ['clip.mp4', samples.webm()],
      ['letter.docx', samples.zip()],
      ['compound.pdf', samples.cfb()],
      ['notes.png', Buffer.from('just some text, not an image at all')],
    ];
    for (const [name, content] of impostors) {
      const res = await upload(applicant, A, code, name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ code: 'file_not_supported', message: 'File is not supported' });
    }
    const ja = await upload(applicant, A, code, 'invoice.pdf', samples.exe(), 'ja');
    expect(ja.json().message).toBe('このファイル形式には対応していません');
    expect(await rows(code)).toHaveLength(0);
  });

  it('refuses a photo or document over 5 MB with the spec message, and an empty request', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const big = await upload(applicant, A, code, 'big.png', samples.png(5 * MB + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'file_too_large', message: 'File size is too big.' });
    const ja = await upload(applicant, A, code, 'big.png', samples.png(5 * MB + 1), 'ja');
    expect(ja.json().message).toBe('ファイルサイズが大きすぎます。');
    // Exactly at the limit is fine.
    await draft(applicant, A, code, 'edge.png', samples.png(5 * MB));
    const empty = await upload(applicant, A, code, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(await rows(code)).toHaveLength(1);
  });

  it('answers 404 for a thread of someone else (like an unknown one), 403 to an applicant who may not write yet, 401 to a guest', async () => {
    const { code } = await scoutedThread(ctx);
    const other = await scoutedThread(ctx);
    const theirs = await upload(other.applicant, A, code, 'a.png', samples.png());
    expect(theirs.statusCode).toBe(404);
    expect((await upload(other.applicant, A, 'no-such-code', 'a.png', samples.png())).json()).toEqual(theirs.json());
    expect((await upload(other.company, C, code, 'a.png', samples.png())).statusCode).toBe(404);

    const early = await knowMoreThread(ctx);
    expect((await upload(early.applicant, A, early.code, 'a.png', samples.png())).statusCode).toBe(403);
    expect((await upload(early.company, C, early.code, 'a.png', samples.png())).statusCode).toBe(201);

    const guest = await uploadAs(ctx, { token: await appToken(ctx) }, `${A}/threads/${code}/attachments`, {
      name: 'a.png',
      content: samples.png(),
    });
    expect(guest.statusCode).toBe(401);
    expect(await rows(code)).toHaveLength(0);
    expect(await rows(early.code)).toHaveLength(1);
  });

  it('counts uploads per user: the 61st in an hour answers 429 with Retry-After, before reading the file', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    for (let i = 0; i < 60; i++) {
      expect((await upload(applicant, A, code, 'notes.png', Buffer.from('text'))).statusCode).toBe(415);
    }
    const limited = await upload(applicant, A, code, 'desk.png', samples.png());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows(code)).toHaveLength(0);
  });

  it('filters contact details out of the name until the contact stage; the company alone sees the original then', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const file = await draft(applicant, A, code, 'cv taro.yamada@example.com.pdf', await samples.pdf());
    expect(file.name).toContain(CONTACT_MARKER);
    expect(file.name).not.toContain('example.com');
    expect((await sendWith(applicant, A, code, [file.id])).statusCode).toBe(201);
    const seen = (await company.call('GET', `${C}/threads/${code}`)).json().data.messages.at(-1);
    expect(seen.attachments[0].name).toBe(file.name);
  });
});

describe('sending attachments', () => {
  it('sends files without text; both parties see them with links', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    const photo = await draft(applicant, A, code, 'desk.png', samples.png());
    const pdf = await draft(applicant, A, code, 'portfolio.pdf', await samples.pdf());
    const sent = await sendWith(applicant, A, code, [photo.id, pdf.id]);
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    expect(message.body).toBeNull();
    expect(message.attachments.map((f: { id: number }) => f.id)).toEqual([photo.id, pdf.id]);

    const theirs = (await company.call('GET', `${C}/threads/${code}`)).json().data.messages.at(-1);
    expect(theirs).toMatchObject({ id: message.id, mine: false });
    expect(theirs.attachments).toEqual([
      expect.objectContaining({ id: photo.id, name: 'desk.png', kind: 'image', content_type: 'image/png' }),
      expect.objectContaining({ id: pdf.id, name: 'portfolio.pdf', kind: 'document' }),
    ]);
    const mine = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages.at(-1);
    expect(mine.attachments).toHaveLength(2);
    expect((await rows(code)).every((r) => r.message_id === message.id)).toBe(true);
    // The lists say files came, where a text would be previewed.
    const listed = (await company.call('GET', `${C}/threads`))
      .json()
      .data.find((t: { code: string }) => t.code === code);
    expect(listed.last_message).toMatchObject({ preview: null, attachments: 2, sender_type: 1 });
  });

  it('still needs a text or a file', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const res = await sendWith(applicant, A, code, [], '   ');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toEqual(['Please write a message.']);
  });

  it('refuses more than five files and a video with anything else: File limit exceeded!', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await draft(applicant, A, code, `p${i}.png`, samples.png())).id);
    const six = await sendWith(applicant, A, code, ids, 'six files');
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.attachment_ids).toEqual(['File limit exceeded!']);

    const video = await draft(applicant, A, code, 'clip.mp4', samples.mp4());
    const mixed = await sendWith(applicant, A, code, [video.id, ids[0] as number]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.attachment_ids).toEqual(['File limit exceeded!']);
    const ja = await applicant.call(
      'POST',
      `${A}/threads/${code}/messages`,
      { body: '', client_id: randomUUID(), attachment_ids: [video.id, ids[0]] },
      'ja',
    );
    expect(ja.json().errors.attachment_ids).toEqual(['アップロードできるファイル数を超えています！']);

    expect((await sendWith(applicant, A, code, [video.id])).statusCode).toBe(201);
    expect((await sendWith(applicant, A, code, ids.slice(0, 5))).statusCode).toBe(201);
    expect((await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages.length).toBe(3);
  });

  it("refuses someone else's draft, another thread's and the other side's, sending nothing", async () => {
    const company = await signedInCompany(ctx);
    const first = await scoutedThread(ctx, { company });
    const second = await scoutedThread(ctx, { company });
    const otherApplicants = await draft(second.applicant, A, second.code, 'theirs.png', samples.png());
    const companyDraft = await draft(company, C, first.code, 'offer.pdf', await samples.pdf());
    const ownOtherThread = await draft(company, C, second.code, 'other.pdf', await samples.pdf());
    for (const id of [otherApplicants.id, companyDraft.id]) {
      const res = await sendWith(first.applicant, A, first.code, [id], 'here');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.attachment_ids).toEqual(['This file is no longer available. Please attach it again.']);
    }
    expect((await sendWith(company, C, first.code, [ownOtherThread.id], 'x')).statusCode).toBe(422);
    expect((await rows(first.code)).every((r) => r.message_id === null)).toBe(true);
    // A draft already sent cannot go twice.
    expect((await sendWith(company, C, first.code, [companyDraft.id])).statusCode).toBe(201);
    expect((await sendWith(company, C, first.code, [companyDraft.id])).statusCode).toBe(422);
    const texts = (await first.applicant.call('GET', `${A}/threads/${first.code}`)).json().data.messages;
    expect(texts).toHaveLength(2);
  });

  it('answers a resend with the stored message and its files', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const file = await draft(applicant, A, code, 'photo.png', samples.png());
    const clientId = randomUUID();
    const first = await sendWith(applicant, A, code, [file.id], 'With a photo', clientId);
    expect(first.statusCode).toBe(201);
    const again = await sendWith(applicant, A, code, [file.id], 'With a photo', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.attachments.map((f: { id: number }) => f.id)).toEqual([file.id]);
    expect((await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages).toHaveLength(2);
  });
});

describe('downloading attachments', () => {
  async function sentThread() {
    const thread = await scoutedThread(ctx);
    const photo = await draft(thread.applicant, A, thread.code, 'desk.png', samples.png(3000));
    const pdf = await draft(thread.applicant, A, thread.code, 'résumé.pdf', await samples.pdf());
    const video = await draft(thread.company, C, thread.code, 'office tour.mp4', samples.mp4(8192));
    expect((await sendWith(thread.applicant, A, thread.code, [photo.id, pdf.id], 'files')).statusCode).toBe(201);
    expect((await sendWith(thread.company, C, thread.code, [video.id])).statusCode).toBe(201);
    return { ...thread, photo, pdf, video };
  }

  it('serves the two parties through signed links: images inline, documents as downloads, video in ranges', async () => {
    const { applicant, company, code } = await sentThread();
    const mine = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages;
    const [photo, pdf] = mine.at(-2).attachments;
    const image = await fetchFile(photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.length).toBe(3000);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="desk.png"/);

    const theirs = (await company.call('GET', `${C}/threads/${code}`)).json().data.messages;
    const companyPdf = theirs.at(-2).attachments[1];
    const doc = await fetchFile(companyPdf.url);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(
      /^attachment; filename="attachment.pdf"; filename\*=UTF-8''r%C3%A9sum%C3%A9.pdf$/,
    );
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.id).toBe(companyPdf.id);

    const video = mine.at(-1).attachments[0];
    const part = await fetchFile(video.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-99/8192');
    expect(part.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('answers 404 to everyone else: another applicant or company, a guest, a tampered or expired link', async () => {
    const { code, photo } = await sentThread();
    const stranger = await scoutedThread(ctx);
    expect((await stranger.applicant.call('GET', `${A}/threads/${code}`)).statusCode).toBe(404);
    expect((await stranger.company.call('GET', `${C}/threads/${code}`)).statusCode).toBe(404);

    const unknown = await fetchFile('/api/files/message-attachments/99999999?expires=1&signature=abc');
    expect(unknown.statusCode).toBe(404);
    const bare = await fetchFile(`/api/files/message-attachments/${photo.id}`);
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual(unknown.json());
    const tampered = photo.url.replace(/signature=./, (s) =>
      s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`,
    );
    expect((await fetchFile(tampered)).statusCode).toBe(404);
    const otherId = photo.url.replace(`/${photo.id}?`, `/${photo.id + 1}?`);
    expect((await fetchFile(otherId)).statusCode).toBe(404);
    const later = photo.url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`);
    expect((await fetchFile(later)).statusCode).toBe(404);
    expect((await fetchFile(photo.url)).statusCode).toBe(200);
    ctx.advance(2 * 3_600_000);
    expect((await fetchFile(photo.url)).statusCode).toBe(404);
  });

  it('gives the admin moderation a link to a sent file, never to a draft', async () => {
    const { applicant, code, photo } = await sentThread();
    const link = await attachmentLinkForAdmin(ctx.deps, photo.id);
    expect(link).toMatchObject({ id: photo.id, name: 'desk.png', kind: 'image' });
    expect((await fetchFile(link?.url ?? '')).statusCode).toBe(200);
    const unsent = await draft(applicant, A, code, 'draft.png', samples.png());
    expect(await attachmentLinkForAdmin(ctx.deps, unsent.id)).toBeNull();
    expect(await attachmentLinkForAdmin(ctx.deps, 99_999_999)).toBeNull();
  });
});

describe('the draft sweeper', () => {
  it('deletes drafts older than a day, row and file, and keeps sent files', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const sent = await draft(applicant, A, code, 'sent.png', samples.png());
    const old = await draft(applicant, A, code, 'old.png', samples.png());
    const fresh = await draft(applicant, A, code, 'fresh.png', samples.png());
    expect((await sendWith(applicant, A, code, [sent.id])).statusCode).toBe(201);
    ctx.advance(23 * 3_600_000);
    expect((await rows(code)).length).toBe(3);
    await sweepDraftAttachments(ctx.deps);
    expect((await rows(code)).length).toBe(3);
    // The fresh draft was uploaded later than the old one: make it two hours younger.
    await sql`update message_attachments set created_at = ${ctx.deps.now()} where id = ${fresh.id}`.execute(
      ctx.deps.db,
    );
    ctx.advance(2 * 3_600_000);
    const before = await rows(code);
    const oldKey = before.find((r) => r.id === old.id)?.storage_key ?? '';
    expect(onDisk(oldKey)).toBe(true);

    const job = backgroundJobs(ctx.deps).find((d) => d.name === ATTACHMENT_SWEEP_JOB);
    expect(job?.everyMs).toBeGreaterThan(0);
    await job?.handle(undefined, { jobId: 'test', attempt: 1 });

    const after = await rows(code);
    expect(after.map((r) => r.id)).toEqual([sent.id, fresh.id]);
    expect(onDisk(oldKey)).toBe(false);
    expect(after.every((r) => onDisk(r.storage_key))).toBe(true);
  });
});

describe('account deletion', () => {
  it('erases the files of the deleted applicant’s threads, rows and files, and leaves other threads alone', async () => {
    const company = await signedInCompany(ctx);
    const gone = await scoutedThread(ctx, { company });
    const stays = await scoutedThread(ctx, { company });
    const mine = await draft(gone.applicant, A, gone.code, 'cv.pdf', await samples.pdf());
    const theirs = await draft(company, C, gone.code, 'offer.pdf', await samples.pdf());
    expect((await sendWith(gone.applicant, A, gone.code, [mine.id], 'my cv')).statusCode).toBe(201);
    expect((await sendWith(company, C, gone.code, [theirs.id], 'our offer')).statusCode).toBe(201);
    await draft(company, C, stays.code, 'other.pdf', await samples.pdf());
    const keys = (await rows(gone.code)).map((r) => r.storage_key);
    expect(keys).toHaveLength(2);

    const deleted = await gone.applicant.call('POST', '/api/v1/user/delete-account', { reason_id: 1 });
    expect(deleted.statusCode).toBe(200);
    expect(await rows(gone.code)).toHaveLength(0);
    expect(keys.map(onDisk)).toEqual([false, false]);
    const other = await rows(stays.code);
    expect(other).toHaveLength(1);
    expect(onDisk(other[0]?.storage_key ?? '')).toBe(true);
  });
});
