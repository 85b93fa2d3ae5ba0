import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicantClient, signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { linkIn, type ReceivedMail } from '../../../test/smtp.ts';
import { createTestContext, TEST_APP_URL, type TestContext } from '../../../test/test-app.ts';
import type { Deps } from '../../platform/deps.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { SmtpMailer } from '../../platform/mail/mailer.ts';
import { savedSearchJobs, sendAlertMail } from './saved-search-alerts.ts';

let ctx: TestContext;
let companyId: number;
beforeAll(async () => {
  // The clock moves hours ahead between sweeps: access tokens must outlive that.
  ctx = await createTestContext({ ACCESS_TOKEN_TTL: String(365 * 24 * 3600) });
  companyId = (await buildCompany(ctx, { name_en: 'Kumo Labs KK', name_ja: 'クモラボ株式会社' })).id;
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
const silent = { info() {}, warn() {}, error() {} };
let words = 0;
/** A word no other posting of this file contains, so each test's search matches only its own postings. */
function uniqueWord() {
  words += 1;
  return `Zq${words}xv${Date.now().toString(36)}`;
}

/**
 * A runner as a (re)started process would build it: same database, its own mailer and worker id.
 * This feature's jobs only, so other features' periodic jobs do not take turns in the counts below.
 */
function startRunner(deps: Deps = ctx.deps) {
  return new JobRunner({ db: deps.db, now: deps.now, definitions: savedSearchJobs(deps), log: silent });
}

async function sweep(runner: JobRunner) {
  await runner.ensureSchedules();
  return runner.runDue();
}

async function emailOf(a: ApplicantClient) {
  const row = await ctx.deps.db.selectFrom('users').select('email').where('id', '=', a.id).executeTakeFirstOrThrow();
  return row.email;
}
const mailsTo = (email: string) => ctx.smtp.received.filter((m) => m.to.includes(email));

async function saveSearch(a: ApplicantClient, word: string, alert = true, lang: 'en' | 'ja' = 'en') {
  const res = await a.call(
    'POST',
    '/api/v1/saved-searches',
    {
      name: `Alert ${word}`,
      conditions: { popular_keywords: word },
      alert_enabled: alert,
    },
    lang,
  );
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

const post = (word: string, extra: Parameters<typeof buildPosting>[2] = {}) =>
  buildPosting(ctx, companyId, {
    title_en: `Platform Engineer ${word}`,
    title_ja: `プラットフォームエンジニア ${word}`,
    published_at: new Date(ctx.deps.now().getTime() + 1000),
    ...extra,
  });

/** The next sweep is due an interval later. */
const nextSweep = () => ctx.advance(HOUR + 1000);

describe('saved-search alerts (real SMTP)', () => {
  it('mails a new matching posting once, with links, and a second sweep sends nothing', async () => {
    const a = await signedInApplicant(ctx);
    const email = await emailOf(a);
    const word = uniqueWord();
    await post(word, { published_at: new Date(ctx.deps.now().getTime() - HOUR) }); // before saving: never alerted
    await saveSearch(a, word);
    const posting = await post(word);
    await post(word, { status: 2 }); // a draft
    await post(`${word}other`); // another word
    await post(word, { is_closed: true, closed_at: new Date() });

    nextSweep();
    await sweep(startRunner());
    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toBe(`1 new job for your search “Alert ${word}”`);
    expect(mail.text).toContain(`Platform Engineer ${word}`);
    expect(mail.text).toContain('Kumo Labs KK');
    expect(mail.text).toContain('¥6,000,000 – ¥9,000,000');
    expect(mail.text).toContain(`${TEST_APP_URL}/jobs/${posting.id}`);
    expect(mail.text).toContain(`${TEST_APP_URL}/my-search`);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/jobs/${posting.id}"`);
    expect(mail.text.match(/\/jobs\/\d+/g)).toHaveLength(1);

    nextSweep();
    await sweep(startRunner());
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);
    const list = (await a.call('GET', '/api/v1/saved-searches')).json().data;
    expect(list[0].last_alerted_at).not.toBeNull();
  });

  it('sends nothing while the alert is off, and nothing from before it was switched on', async () => {
    const a = await signedInApplicant(ctx);
    const email = await emailOf(a);
    const word = uniqueWord();
    const id = await saveSearch(a, word, false);
    await post(word);
    nextSweep();
    await sweep(startRunner());
    ctx.advance(2000);
    expect((await a.call('PUT', `/api/v1/saved-searches/${id}/alert`, { alert_enabled: true })).statusCode).toBe(200);
    nextSweep();
    await sweep(startRunner());
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('survives a restart between preparing and sending: the posting is mailed once, not lost, not repeated', async () => {
    const a = await signedInApplicant(ctx);
    const email = await emailOf(a);
    const word = uniqueWord();
    await saveSearch(a, word);
    const first = await post(word);
    nextSweep();
    await sweep(startRunner());
    await ctx.smtp.waitFor(email);

    const second = await post(word);
    nextSweep();
    const dying = startRunner();
    await dying.ensureSchedules();
    // The sweep runs and enqueues the mail; then the process dies holding the send job.
    expect(await dying.runOne()).toBe(true);
    const held = await dying.claim();
    expect(held?.name).toBe('saved-searches.alert-send');

    // A new process (its own SMTP connection) on the same database: the job is leased, so it waits…
    const restarted = { ...ctx.deps, mailer: new SmtpMailer(ctx.smtp.url, ctx.deps.config.MAIL_FROM) };
    expect(await startRunner(restarted).runDue()).toBe(0);
    // …until the dead runner's lease runs out, then sends it, once.
    ctx.advance(11 * 60_000);
    await startRunner(restarted).runDue();
    const mail = await ctx.smtp.waitFor(email, (m) => m.text.includes(`/jobs/${second.id}`));
    expect(mail.text).not.toContain(`/jobs/${first.id}`);
    nextSweep();
    await sweep(startRunner(restarted));
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(2);
    await restarted.mailer.close();
  });

  it('retries a send that failed (SMTP down) and does not send a sent mail again', async () => {
    const a = await signedInApplicant(ctx);
    const email = await emailOf(a);
    const word = uniqueWord();
    await saveSearch(a, word);
    await post(word);
    nextSweep();
    const down = {
      ...ctx.deps,
      mailer: { send: () => Promise.reject(new Error('connection refused')), close: async () => {} },
    };
    await sweep(startRunner(down));
    const failed = await ctx.deps.db
      .selectFrom('background_jobs')
      .select(['attempts', 'last_error', 'run_at'])
      .where('name', '=', 'saved-searches.alert-send')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, last_error: 'connection refused' });
    expect(mailsTo(email)).toHaveLength(0);

    ctx.advance(31_000);
    await startRunner().runDue();
    await ctx.smtp.waitFor(email);
    const mailRow = await ctx.deps.db
      .selectFrom('saved_search_alert_mails')
      .select(['id', 'sent_at'])
      .where('applicant_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(mailRow.sent_at).not.toBeNull();
    // The same job delivered twice (a duplicate claim) finds the mail sent and does nothing.
    expect(await sendAlertMail(ctx.deps, mailRow.id)).toBe('done');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('never mails the same posting twice to an applicant, even through two saved searches', async () => {
    const a = await signedInApplicant(ctx);
    const email = await emailOf(a);
    const word = uniqueWord();
    await saveSearch(a, word);
    const res = await a.call('POST', '/api/v1/saved-searches', {
      name: 'Same word, remote',
      conditions: { popular_keywords: word, remote_work: true },
    });
    expect(res.statusCode).toBe(201);
    await post(word);
    nextSweep();
    await sweep(startRunner());
    await ctx.smtp.waitFor(email);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('mails a Japanese applicant in Japanese', async () => {
    const a = await signedInApplicant(ctx);
    await ctx.deps.db.updateTable('users').set({ locale: 'ja' }).where('id', '=', a.id).execute();
    const email = await emailOf(a);
    const word = uniqueWord();
    await saveSearch(a, word, true, 'ja');
    await post(word);
    nextSweep();
    await sweep(startRunner());
    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toBe(`保存した検索条件「Alert ${word}」に新着求人が1件あります`);
    expect(mail.text).toContain(`プラットフォームエンジニア ${word}`);
    expect(mail.text).toContain('クモラボ株式会社');
    expect(mail.text).toContain('600万円〜900万円');
    expect(mail.text).toContain('この検索条件の新着通知を停止する');
  });

  it('unsubscribes with the mail link without logging in, and refuses a tampered token', async () => {
    const a = await signedInApplicant(ctx);
    const email = await emailOf(a);
    const word = uniqueWord();
    const id = await saveSearch(a, word);
    await post(word);
    nextSweep();
    await sweep(startRunner());
    const mail: ReceivedMail = await ctx.smtp.waitFor(email);
    const link = linkIn(mail, `${TEST_APP_URL}/api/v1/saved-searches/unsubscribe?token=`);
    const path = link.slice(TEST_APP_URL.length);
    const token = new URL(link).searchParams.get('token') ?? '';

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/v1/saved-searches/unsubscribe?token=${tampered}` });
    expect(bad.statusCode).toBe(422);
    const otherSearch = Buffer.from(`${id + 1}.${a.id}`).toString('base64url');
    const forged = `${otherSearch}.${token.split('.')[1]}`;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/saved-searches/unsubscribe?token=${forged}` })).statusCode,
    ).toBe(422);
    expect((await a.call('GET', '/api/v1/saved-searches')).json().data[0].alert_enabled).toBe(true);

    const page = await ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`You will no longer receive alerts for “Alert ${word}”.`);
    expect(page.body).toContain(`「Alert ${word}」の新着通知を停止しました。`);
    const json = await ctx.app.inject({ method: 'GET', url: path, headers: { 'x-localization': 'ja' } });
    expect(json.json()).toEqual({
      message: `「Alert ${word}」の新着通知を停止しました。`,
      data: { name: `Alert ${word}`, alert_enabled: false },
    });
    expect((await a.call('GET', '/api/v1/saved-searches')).json().data[0].alert_enabled).toBe(false);

    await post(word);
    nextSweep();
    await sweep(startRunner());
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);

    await a.call('DELETE', `/api/v1/saved-searches/${id}`);
    const gone = await ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This saved search no longer exists');
  });
});
