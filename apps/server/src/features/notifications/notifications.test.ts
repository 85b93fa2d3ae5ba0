import { describe, expect, it } from 'vitest';
import { callAs, signedInAdmin } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { C, E, send, scoutedThread, V2 } from '../messaging/messaging.fixtures.ts';
import { warnExpiringScouts } from './scout-expiry.job.ts';

const ctx = useTestContext();
const ALL = '/api/v2/customer/notification/all';
const N = '/api/v2/customer/notifications';

type Item = { id: number; kind: string; type: number; body: string; read: boolean; link: string | null };

describe('notification/all (spec §3)', () => {
  it('tells the applicant of a scout, in their language, with the badges and a link to the conversation', async () => {
    const { applicant, posting, code, company } = await scoutedThread(ctx);
    const name = await ctx.deps.db
      .selectFrom('companies')
      .select(['name_en', 'name_ja'])
      .where('id', '=', company.companyId)
      .executeTakeFirstOrThrow();
    const en = (await applicant.call('GET', ALL)).json();
    expect(en).toMatchObject({ messages: { unread: 1 }, scouts: 1, pinned: 0, unread: 1 });
    expect(en.admin_notifications[0]).toMatchObject({
      type: 2,
      kind: 'scout',
      read: false,
      link: `/messages/${code}`,
      body: `${name.name_en} sent you a scout for “${posting.title_en}”.`,
    });
    const ja = (await applicant.call('GET', ALL, undefined, 'ja')).json();
    expect(ja.admin_notifications[0].body).toBe(`${name.name_ja}から「${posting.title_ja}」のスカウトが届きました。`);
  });

  it('folds a burst of messages in one thread into one unread item, and starts a new one after it is read', async () => {
    const { applicant, company, code } = await scoutedThread(ctx);
    for (const text of ['One', 'Two', 'Three']) await send(company, C, code, text);
    let items: Item[] = (await applicant.call('GET', N)).json().data;
    const messages = items.filter((i) => i.kind === 'message');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toMatch(/sent you 3 messages about/);
    await applicant.call('POST', `${N}/${messages[0]?.id}/read`);
    await send(company, C, code, 'Four');
    items = (await applicant.call('GET', N)).json().data;
    expect(
      items.filter((i) => i.kind === 'message').map((i) => [i.read, i.body.includes('sent you a message')]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('tells of status changes (never the invisible one) and of a match, once', async () => {
    const { applicant, company, posting } = await scoutedThread(ctx);
    await applicant.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'apply' });
    const application = (await company.call('GET', `${E}/applications?job_posting_id=${posting.id}`)).json().data[0];
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 2 });
    await company.call('PUT', `${E}/applications/${application.id}/status`, { status: 10 });
    const items: Item[] = (await applicant.call('GET', N, undefined, 'ja')).json().data;
    const kinds = items.map((i) => i.kind);
    expect(kinds.filter((k) => k === 'status')).toHaveLength(1);
    expect(items.find((i) => i.kind === 'status')?.body).toContain('一次面接');
    expect(kinds.filter((k) => k === 'match')).toHaveLength(1);
  });

  it('shows Hashi’s notices with the bell icon; opening one marks it read; all can be marked read', async () => {
    const applicant = await profiledApplicant(ctx);
    await ctx.deps.db
      .insertInto('admin_notices')
      .values({
        title_en: 'Maintenance on Sunday',
        title_ja: '日曜日のメンテナンスについて',
        body_en: 'Hashi will be unavailable from 2:00 to 4:00 JST.',
        body_ja: '2:00〜4:00（日本時間）はご利用いただけません。',
        published_at: new Date(),
      })
      .execute();
    const summary = (await applicant.call('GET', ALL, undefined, 'ja')).json();
    const notice = summary.admin_notifications[0];
    expect(notice).toMatchObject({ type: 1, kind: 'notice', body: '日曜日のメンテナンスについて', read: false });
    expect(summary.unread).toBe(1);
    const opened = (await applicant.call('GET', `${N}/${notice.id}`)).json().data;
    expect(opened).toMatchObject({ read: true, detail: 'Hashi will be unavailable from 2:00 to 4:00 JST.' });
    expect((await applicant.call('GET', ALL)).json().unread).toBe(0);
    // Read a second time: the list still has it once.
    expect((await applicant.call('GET', N)).json().meta.total).toBe(1);

    await scoutedThread(ctx);
    const read = await applicant.call('POST', `${N}/read-all`);
    expect(read.json().data).toEqual({ unread: 0 });
    expect((await applicant.call('GET', `${N}?unread=true`)).json().meta.total).toBe(0);
  });

  it('warns of a scout about to expire, once, two days ahead', async () => {
    const { applicant, posting } = await scoutedThread(ctx);
    const now = new Date();
    await ctx.deps.db
      .updateTable('approaches')
      .set({ scout_expires_at: new Date(now.getTime() + 30 * 3_600_000) })
      .where('applicant_id', '=', applicant.id)
      .where('job_posting_id', '=', posting.id)
      .execute();
    expect(await warnExpiringScouts(ctx.deps.db, now)).toBeGreaterThanOrEqual(1);
    await warnExpiringScouts(ctx.deps.db, now);
    const items: Item[] = (await applicant.call('GET', N)).json().data;
    expect(items.filter((i) => i.kind === 'scout_expiring')).toHaveLength(1);
  });
});

describe('notifications authorization', () => {
  it('only the applicant reads and marks their items; others learn nothing', async () => {
    const { applicant, company } = await scoutedThread(ctx);
    const item: Item = (await applicant.call('GET', N)).json().data.find((i: Item) => i.kind === 'scout');
    const unreadBefore = (await applicant.call('GET', ALL)).json().unread;
    const other = await profiledApplicant(ctx);
    const admin = await signedInAdmin(ctx);
    const guest = callAs(ctx, undefined);
    const unknown = await other.call('GET', `${N}/2147483647`);
    const others = await other.call('GET', `${N}/${item.id}`);
    expect(others.statusCode).toBe(404);
    expect(others.body).toBe(unknown.body);
    expect((await other.call('POST', `${N}/${item.id}/read`)).statusCode).toBe(404);
    for (const caller of [company.call, admin.call]) {
      for (const [method, url] of [
        ['GET', ALL],
        ['GET', N],
        ['GET', `${N}/${item.id}`],
        ['POST', `${N}/${item.id}/read`],
        ['POST', `${N}/read-all`],
      ] as const) {
        expect((await caller(method, url)).statusCode, `${method} ${url}`).toBe(403);
        expect((await guest(method, url)).statusCode, `guest ${method} ${url}`).toBe(401);
      }
    }
    expect((await applicant.call('GET', `${N}/2147483648`)).statusCode).toBe(422);
    expect((await applicant.call('GET', `${N}/abc`)).statusCode).toBe(422);
    expect((await applicant.call('GET', `${N}?page=0`)).statusCode).toBe(422);
    // Nothing of the applicant's was marked by the others.
    expect((await applicant.call('GET', ALL)).json().unread).toBe(unreadBefore);
    const otherItems: Item[] = (await other.call('GET', N)).json().data;
    expect(otherItems.filter((i) => i.kind !== 'notice')).toEqual([]);
  });
});
