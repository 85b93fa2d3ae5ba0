import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { linkIn, type ReceivedMail } from '../../../test/smtp.ts';
import { createTestContext, TEST_APP_URL, type TestContext } from '../../../test/test-app.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { A, type Applicant, C, type Company, scoutedThread, send, V2 } from '../messaging/messaging.fixtures.ts';
import { emailNoticeJobs, NOTICE_SWEEP_JOB } from './email-notices.ts';
import { noticeUnsubscribeToken } from './notice-unsubscribe-token.ts';
import type { IsOnline, NoticeRecipient } from './online.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The clock moves many minutes ahead: access tokens must outlive that.
  ctx = await createTestContext({ ACCESS_TOKEN_TTL: String(365 * 24 * 3600) });
});
afterAll(async () => ctx.close());

const MINUTE = 60_000;
/** A job that failed would be retried and could pass by luck: every test ends with none. */
const failures: unknown[] = [];
const log = {
  info() {},
  warn: (entry: unknown) => failures.push(entry),
  error: (entry: unknown) => failures.push(entry),
};
afterEach(() => {
  expect(failures.splice(0)).toEqual([]);
});
const UNSUBSCRIBE = `${TEST_APP_URL}/api/v1/email-notices/unsubscribe?token=`;
const PREFERENCES = '/api/v1/applicant-preferences';

/**
 * A runner as a (re)started process would build it: this feature's jobs only, so other features'
 * periodic jobs do not take turns; `only` leaves some of them out (a runner stopped half-way).
 */
function startRunner(options: { isOnline?: IsOnline; only?: string } = {}) {
  const all = emailNoticeJobs(ctx.deps, { isOnline: options.isOnline });
  const definitions = options.only ? all.filter((d) => d.name === options.only) : all;
  return new JobRunner({ db: ctx.deps.db, now: ctx.deps.now, definitions, log });
}

/** Every due job of the runner, the sweep first: the sends it enqueues run in the same turn. */
async function run(runner = startRunner()) {
  await runner.ensureSchedules();
  return runner.runDue();
}

/** Past the two-minute delay, and past the sweep's one-minute interval. */
const pastDelay = () => ctx.advance(2 * MINUTE + 1000);

const mailsTo = (email: string) => ctx.smtp.received.filter((m) => m.to.includes(email));
const onlyMailTo = (email: string): ReceivedMail => {
  const mails = mailsTo(email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
};

async function companyNames(companyId: number) {
  return ctx.deps.db
    .selectFrom('companies')
    .select(['name_en', 'name_ja'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

const setLocale = (userId: number, locale: 'en' | 'ja') =>
  ctx.deps.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();

const path = (url: string) => url.slice(TEST_APP_URL.length);
const inject = (method: 'GET' | 'POST', url: string, html = false) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...(html ? { accept: 'text/html' } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(method === 'POST' ? { payload: 'List-Unsubscribe=One-Click' } : {}),
  });

async function emailChoices(applicant: Applicant): Promise<number[]> {
  return (await applicant.call('GET', PREFERENCES)).json().data.email_notification_ids;
}

async function readAll(applicant: Applicant, code: string) {
  const messages = (await applicant.call('GET', `${A}/threads/${code}`)).json().data.messages;
  const read = await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: messages.at(-1).id });
  expect(read.statusCode).toBe(200);
}

describe('applicant notices', () => {
  it('a scout and a burst of five messages send one mail after the delay, in English, without the texts', async () => {
    const { company, posting, applicant, code } = await scoutedThread(ctx, { body: 'Scout text 41.' });
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(company, C, code, `Burst message ${i}: call me on 090-1234-5678`)).statusCode).toBe(201);
    }
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(0); // not due yet: a reader in the conversation is never mailed

    pastDelay();
    await run();
    const mail = onlyMailTo(applicant.email);
    const { name_en } = await companyNames(company.companyId);
    expect(mail.subject).toBe(`${name_en} sent you a message on Hashi`);
    expect(mail.text).toContain(`Job: ${posting.title_en} at ${name_en}`);
    expect(mail.text).toContain('You have 6 unread messages in this conversation.');
    expect(mail.text).toContain(`Open the conversation: ${TEST_APP_URL}/messages/${code}`);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/messages/${code}"`);
    expect(mail.text).not.toContain('Burst message');
    expect(mail.text).not.toContain('Scout text');
    expect(mail.text).toContain('“Scouts and messages from companies” is on in your email notification settings');
    const unsubscribe = linkIn(mail, UNSUBSCRIBE);
    expect(mail.text).toContain(`Stop emails about “Scouts and messages from companies”: ${unsubscribe}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    pastDelay();
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });

  it('mails a thread at most once per 15 minutes: a later message waits for the window', async () => {
    const { company, applicant, code } = await scoutedThread(ctx);
    pastDelay();
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(1);

    await send(company, C, code, 'One more thing.');
    ctx.advance(3 * MINUTE);
    await run();
    ctx.advance(7 * MINUTE); // 10 minutes after the first mail
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(1);

    ctx.advance(5 * MINUTE + 2000); // the window has passed
    await run();
    const mails = mailsTo(applicant.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('You have 2 unread messages in this conversation.');
  });

  it('sends nothing for a thread read before the mail is due', async () => {
    const { company, applicant, code } = await scoutedThread(ctx);
    await send(company, C, code, 'Are you free on Monday?');
    await readAll(applicant, code);
    pastDelay();
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(0);
  });

  it('sends nothing while the recipient is online, asks about the right recipient, and mails once they are away', async () => {
    const { applicant } = await scoutedThread(ctx);
    const asked: NoticeRecipient[] = [];
    const isOnline: IsOnline = async (recipient) => {
      asked.push(recipient);
      return recipient.kind === 'applicant' && recipient.userId === applicant.id;
    };
    pastDelay();
    await run(startRunner({ isOnline }));
    expect(asked).toContainEqual({ kind: 'applicant', userId: applicant.id });
    expect(mailsTo(applicant.email)).toHaveLength(0);

    // Still online a while later: still nothing. Gone with the thread unread: one mail.
    ctx.advance(15 * MINUTE + 1000);
    await run(startRunner({ isOnline }));
    expect(mailsTo(applicant.email)).toHaveLength(0);
    ctx.advance(15 * MINUTE + 1000);
    await run(startRunner());
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });

  it('an online reader who reads the thread is never mailed about it', async () => {
    const { applicant, code } = await scoutedThread(ctx);
    const isOnline: IsOnline = async (recipient) => recipient.kind === 'applicant' && recipient.userId === applicant.id;
    pastDelay();
    await run(startRunner({ isOnline }));
    await readAll(applicant, code);
    ctx.advance(15 * MINUTE + 1000);
    await run(startRunner());
    expect(mailsTo(applicant.email)).toHaveLength(0);
  });

  it('follows the e-mail choices: a new applicant has scouts and application updates on; switched off, nothing', async () => {
    const first = await scoutedThread(ctx);
    expect(await emailChoices(first.applicant)).toEqual([1, 4]);

    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    const saved = await applicant.call('PUT', PREFERENCES, { email_notification_ids: [4] });
    expect(saved.statusCode).toBe(200);
    const scout = await company.call('POST', `/api/v1/employer/applicants/${applicant.id}/scout`, {
      job_posting_id: posting.id,
      body: 'A scout the applicant chose not to be mailed about.',
    });
    expect(scout.statusCode).toBe(200);
    pastDelay();
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(0);
    expect(mailsTo(first.applicant.email)).toHaveLength(1);
  });

  it('a pin mails only an applicant who chose "Companies interested in my profile"', async () => {
    const company = await signedInCompany(ctx);
    const [quiet, keen] = [await profiledApplicant(ctx), await profiledApplicant(ctx)];
    await keen.call('PUT', PREFERENCES, { email_notification_ids: [1, 4, 5] });
    for (const applicant of [quiet, keen]) {
      const posting = await buildPosting(ctx, company.companyId);
      const pin = await company.call('POST', `/api/v1/employer/applicants/${applicant.id}/pin`, {
        job_posting_id: posting.id,
      });
      expect(pin.statusCode).toBe(200);
    }
    pastDelay();
    await run();
    expect(mailsTo(quiet.email)).toHaveLength(0);
    const { name_en } = await companyNames(company.companyId);
    expect(onlyMailTo(keen.email).subject).toBe(`${name_en} is interested in your profile`);
  });

  it('writes in the applicant’s language: Japanese', async () => {
    const { company, posting, applicant, code } = await scoutedThread(ctx);
    await setLocale(applicant.id, 'ja');
    pastDelay();
    await run();
    const mail = onlyMailTo(applicant.email);
    const { name_ja } = await companyNames(company.companyId);
    expect(mail.subject).toBe(`${name_ja}からメッセージが届いています`);
    expect(mail.text).toContain(`求人：${posting.title_ja}（${name_ja}）`);
    expect(mail.text).toContain('このやりとりに未読のメッセージが1件あります。');
    expect(mail.text).toContain(`メッセージを開く: ${TEST_APP_URL}/messages/${code}`);
    expect(mail.text).toContain('『企業からのスカウト・メッセージ』のメールを停止する');
  });

  it('mails an application status change as an update on the application', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    expect((await applicant.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const application = await ctx.deps.db
      .selectFrom('applications')
      .select('id')
      .where('applicant_id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    const changed = await company.call('PUT', `/api/v1/employer/applications/${application.id}/status`, { status: 2 });
    expect(changed.statusCode).toBe(200);
    pastDelay();
    await run();
    const { name_en } = await companyNames(company.companyId);
    expect(onlyMailTo(applicant.email).subject).toBe(`Your application to ${name_en} has an update`);
  });
});

describe('one-click unsubscribe', () => {
  async function mailedApplicant() {
    const thread = await scoutedThread(ctx);
    pastDelay();
    await run();
    const mail = onlyMailTo(thread.applicant.email);
    return { ...thread, link: path(linkIn(mail, UNSUBSCRIBE)) };
  }

  it('GET asks without changing anything; POST stops that kind, idempotently, and no mail follows', async () => {
    const { company, applicant, code, link } = await mailedApplicant();
    const page = await inject('GET', link, true);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop emails about “Scouts and messages from companies”?');
    expect(page.body).toContain('『企業からのスカウト・メッセージ』のメールを停止しますか？');
    expect(page.body).toContain(`<form method="post" action="${link.replaceAll('&', '&amp;')}">`);
    const asJson = await inject('GET', link);
    expect(asJson.json().data).toEqual({ kind: 'messages', subscribed: true });
    expect(await emailChoices(applicant)).toEqual([1, 4]);

    const oneClick = await inject('POST', link);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      message: 'You will no longer receive emails about “Scouts and messages from companies”.',
      data: { kind: 'messages', subscribed: false },
    });
    expect(await emailChoices(applicant)).toEqual([4]);
    const again = await inject('POST', link, true);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You will no longer receive emails about “Scouts and messages from companies”.');
    expect((await inject('GET', link)).json().data).toEqual({ kind: 'messages', subscribed: false });

    await send(company, C, code, 'Still there?');
    ctx.advance(16 * MINUTE);
    await run();
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });

  it('answers 422 to a tampered or forged token and 404 to an account that is gone, changing nothing', async () => {
    const { applicant, link } = await mailedApplicant();
    const token = decodeURIComponent(link.split('token=')[1]!);
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherUser = Buffer.from(`${applicant.id + 1}.messages`).toString('base64url');
    const samePurposeOtherSecret = noticeUnsubscribeToken(
      new TextEncoder().encode('x'.repeat(48)),
      applicant.id,
      'messages',
    );
    // A saved-search link's signature (same secret, another purpose) is no notice link.
    const savedSearchPayload = Buffer.from(`${applicant.id}.messages`).toString('base64url');
    const otherPurpose = `${savedSearchPayload}.${createHmac('sha256', ctx.deps.config.jwtSecret)
      .update(`hashi:saved-search-unsubscribe:v1:${savedSearchPayload}`)
      .digest('base64url')}`;
    for (const bad of [flipped, `${otherUser}.${signature}`, samePurposeOtherSecret, otherPurpose, 'nonsense']) {
      const url = `/api/v1/email-notices/unsubscribe?token=${encodeURIComponent(bad)}`;
      const posted = await inject('POST', url);
      expect(posted.statusCode).toBe(422);
      expect(posted.json().message).toBe(
        'This link is not valid. Please open the link from the email again, or change your email notifications in your settings.',
      );
      const page = await inject('GET', url, true);
      expect(page.statusCode).toBe(422);
      expect(page.body).toContain('このリンクは無効です。');
    }
    expect(await emailChoices(applicant)).toEqual([1, 4]);

    await ctx.deps.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', applicant.id).execute();
    const gone = await inject('POST', link);
    expect(gone.statusCode).toBe(404);
  });

  it('gives an applicant with no preferences yet the defaults less the kind stopped', async () => {
    const applicant = await profiledApplicant(ctx);
    const token = noticeUnsubscribeToken(ctx.deps.config.jwtSecret, applicant.id, 'status');
    const res = await inject('POST', `/api/v1/email-notices/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.json().data).toEqual({ kind: 'status', subscribed: false });
    expect(await emailChoices(applicant)).toEqual([1]);
  });
});

describe('company notices', () => {
  async function memberEmails(company: Company) {
    const second = await signedInCompany(ctx, company.companyId);
    return [company.email, second.email];
  }

  it('mails every member about a new application, named, with the console link; a Japanese member in Japanese', async () => {
    const company = await signedInCompany(ctx);
    const [first, second] = await memberEmails(company);
    const secondId = (
      await ctx.deps.db.selectFrom('users').select('id').where('email', '=', second!).executeTakeFirstOrThrow()
    ).id;
    await setLocale(secondId, 'ja');
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    expect((await applicant.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const code = (await applicant.call('GET', `${A}/threads`)).json().data[0].code as string;
    pastDelay();
    await run();

    const mail = onlyMailTo(first!);
    expect(mail.subject).toBe(`New application for “${posting.title_en}”`);
    expect(mail.text).toContain(`Job: ${posting.title_en} · Applicant: Linh Nguyen${applicant.id}`);
    expect(mail.text).toContain(`${TEST_APP_URL}/employer/messages/${code}`);
    expect(mail.text).toContain('Stop emails about “New applications”');
    const ja = onlyMailTo(second!);
    expect(ja.subject).toBe(`求人「${posting.title_ja}」に新しい応募がありました`);
    expect(ja.text).toContain(`求職者：Nguyen${applicant.id} Linhさん`);
    // The applicant made the application: they are not mailed about it.
    expect(mailsTo(applicant.email)).toHaveLength(0);
  });

  it('folds an application and a message after it into one mail with a stop link for each', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    expect((await applicant.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const code = (await applicant.call('GET', `${A}/threads`)).json().data[0].code as string;
    expect((await send(applicant, A, code, 'My portfolio is on the profile.')).statusCode).toBe(201);
    pastDelay();
    await run();
    const mail = onlyMailTo(company.email);
    expect(mail.subject).toBe(`New application for “${posting.title_en}”`);
    expect(mail.text).toContain('You have 2 unread messages in this conversation.');
    expect(mail.text).toContain('with “New applications”, “Messages from applicants” emails on');
    expect(mail.text).toContain('Stop emails about “New applications”');
    expect(mail.text).toContain('Stop emails about “Messages from applicants”');
  });

  it('mails a reply without a name the company may not know, and a member who stopped replies gets none', async () => {
    const { company, posting, applicant, code } = await scoutedThread(ctx);
    const [first, second] = await memberEmails(company);
    pastDelay();
    await run(); // the scout's own mail to the applicant
    expect((await send(applicant, A, code, 'Thank you, tell me more.')).statusCode).toBe(201);
    pastDelay();
    await run();
    const mail = onlyMailTo(first!);
    expect(mail.subject).toBe(`An applicant sent you a message about “${posting.title_en}”`);
    expect(mail.text).not.toContain('Nguyen');
    expect(mail.text).not.toContain('tell me more');
    expect(mail.text).toContain(`${TEST_APP_URL}/employer/messages/${code}`);
    const stop = path(linkIn(onlyMailTo(second!), UNSUBSCRIBE));
    expect((await inject('POST', stop)).json().data).toEqual({ kind: 'replies', subscribed: false });

    await send(applicant, A, code, 'One more question.');
    ctx.advance(16 * MINUTE);
    await run();
    expect(mailsTo(first!)).toHaveLength(2);
    expect(mailsTo(second!)).toHaveLength(1);
  });
});

describe('durability', () => {
  /** Whatever earlier tests left waiting is mailed first, so each test sees only its own jobs. */
  async function flush() {
    ctx.advance(16 * MINUTE);
    await run();
  }

  it('a sweep taken by a runner that died runs again after its lease, and mails once', async () => {
    await flush();
    const { applicant } = await scoutedThread(ctx);
    pastDelay();
    const dead = startRunner();
    await dead.ensureSchedules();
    expect((await dead.claim())?.name).toBe(NOTICE_SWEEP_JOB); // claimed, then the process is gone
    const restarted = startRunner();
    await run(restarted);
    expect(mailsTo(applicant.email)).toHaveLength(0); // still leased to the dead runner

    ctx.advance(10 * MINUTE + 1000);
    await run(restarted);
    expect(mailsTo(applicant.email)).toHaveLength(1);
    ctx.advance(16 * MINUTE);
    await run(startRunner());
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });

  it('a mail decided before a stop is sent once by the restarted process, even after a send was abandoned', async () => {
    await flush();
    const { applicant } = await scoutedThread(ctx);
    pastDelay();
    // The sweep runs and commits its decision; the process stops before any send.
    await run(startRunner({ only: NOTICE_SWEEP_JOB }));
    expect(mailsTo(applicant.email)).toHaveLength(0);
    // A restarted process claims the send and dies mid-way (before SMTP).
    const dying = startRunner();
    const claimed = await dying.claim();
    expect(claimed?.name).toBe('email-notices.send');
    await run(startRunner());
    expect(mailsTo(applicant.email)).toHaveLength(0);

    ctx.advance(10 * MINUTE + 1000);
    await run(startRunner());
    expect(mailsTo(applicant.email)).toHaveLength(1);
    await run(startRunner());
    ctx.advance(16 * MINUTE);
    await run(startRunner());
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });
});
