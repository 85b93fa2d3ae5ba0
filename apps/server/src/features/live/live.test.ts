import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAudience } from '@hashi/shared/live.schema';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { type EventStreamClient, openEventStream } from '../../../test/event-stream-client.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { pruneLiveEvents, recordLiveEvent } from '../../platform/live/live-events.repository.ts';
import { A, C, E, scoutedThread, send } from '../messaging/messaging.fixtures.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { buildPosting } from '../../../test/job-factories.ts';

const ctx = useTestContext();
let baseUrl = '';
const streams: EventStreamClient[] = [];

async function stream(token: string | undefined, lastEventId?: number) {
  const client = await openEventStream(baseUrl, token, lastEventId === undefined ? {} : { lastEventId });
  streams.push(client);
  return client;
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => {
  for (const client of streams) client.close();
});

describe('the live event stream', () => {
  it('refuses a guest and an invalid token, and says why in JSON', async () => {
    const guest = await fetch(`${baseUrl}/api/v1/live/stream`);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { code: string }).code).toBe('unauthenticated');
    expect((await stream('not-a-token')).status).toBe(401);
  });

  it('brings a company message to the applicant and an applicant reply to every member of the company', async () => {
    const { company, applicant, code, posting } = await scoutedThread(ctx);
    const mine = await stream(applicant.token);
    const theirs = await stream(company.token);
    const stranger = await stream((await signedInApplicant(ctx)).token);
    expect(mine.status).toBe(200);

    const sent = (await send(company, C, code, 'Could we talk on Friday?')).json().data;
    expect((await mine.waitFor((e) => e.type === 'message' && e.data.message_id === sent.id)).data).toEqual({
      code,
      message_id: sent.id,
    });
    // A message's bell item rides on the message's event; a like is an item of its own.
    expect(
      await company.call('POST', `${E}/applicants/${applicant.id}/like`, { job_posting_id: posting.id }),
    ).toMatchObject({
      statusCode: 200,
    });
    await mine.waitFor((e) => e.type === 'notification');

    const reply = (await send(applicant, A, code, 'Friday suits me.')).json().data;
    await theirs.waitFor((e) => e.type === 'message' && e.data.message_id === reply.id);
    await mine.waitFor((e) => e.type === 'message' && e.data.message_id === reply.id);

    // The other applicant's stream saw none of it: a thread's code never reaches a stranger.
    const marker = await stream(applicant.token);
    await ctx.deps.db.transaction().execute((trx) => recordLiveEvent(trx, [userAudience(applicant.id)], 'reset', {}));
    await marker.waitFor((e) => e.type === 'reset');
    expect(stranger.events.filter((e) => JSON.stringify(e.data).includes(code))).toEqual([]);
  });

  it("tells the side's other tabs that a thread was read, only when the mark moves", async () => {
    const { company, applicant, code } = await scoutedThread(ctx);
    const otherTab = await stream(applicant.token);
    const sent = (await send(company, C, code, 'Any questions?')).json().data;
    await otherTab.waitFor((e) => e.type === 'message' && e.data.message_id === sent.id);
    await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: sent.id });
    const read = await otherTab.waitFor((e) => e.type === 'read');
    expect(read.data).toEqual({ code });
    await applicant.call('POST', `${A}/threads/${code}/read`, { last_message_id: sent.id });
    await applicant.call('POST', '/api/v2/customer/notifications/read-all');
    await otherTab.waitFor((e) => e.type === 'notification' && e.id > read.id);
    expect(otherTab.events.filter((e) => e.type === 'read')).toHaveLength(1);
  });

  it('sends nothing for a change that rolls back', async () => {
    const applicant = await signedInApplicant(ctx);
    const tab = await stream(applicant.token);
    await expect(
      ctx.deps.db.transaction().execute(async (trx) => {
        await recordLiveEvent(trx, [userAudience(applicant.id)], 'notification', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.deps.db.transaction().execute((trx) => recordLiveEvent(trx, [userAudience(applicant.id)], 'reset', {}));
    await tab.waitFor((e) => e.type === 'reset');
    expect(tab.events.map((e) => e.type)).toEqual(['reset']);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, once each', async () => {
    const { company, applicant, code } = await scoutedThread(ctx);
    const first = await stream(applicant.token);
    const one = (await send(company, C, code, 'First.')).json().data;
    const seen = await first.waitFor((e) => e.type === 'message' && e.data.message_id === one.id);
    first.close();
    const two = (await send(company, C, code, 'Second.')).json().data;
    const three = (await send(company, C, code, 'Third.')).json().data;

    const again = await stream(applicant.token, seen.id);
    await again.waitFor((e) => e.type === 'message' && e.data.message_id === three.id);
    const messages = again.events.filter((e) => e.type === 'message').map((e) => e.data.message_id);
    expect(messages).toEqual([two.id, three.id]);
    const ids = again.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > seen.id)).toBe(true);
  });

  it('sends a reset when what the client missed is no longer kept', async () => {
    const applicant = await signedInApplicant(ctx);
    const tab = await stream(applicant.token);
    await ctx.deps.db
      .transaction()
      .execute((trx) => recordLiveEvent(trx, [userAudience(applicant.id)], 'notification', {}));
    const seen = await tab.waitFor((e) => e.type === 'notification');
    tab.close();
    // A day later the pruning job has dropped every event the client could have missed.
    expect(await pruneLiveEvents(ctx.deps.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    const back = await stream(applicant.token, seen.id);
    const reset = await back.waitFor((e) => e.type === 'reset');
    expect(reset.id).toBeGreaterThanOrEqual(seen.id);
  });

  it('ignores a Last-Event-ID that is not a position', async () => {
    const applicant = await signedInApplicant(ctx);
    const res = await fetch(`${baseUrl}/api/v1/live/stream`, {
      headers: { authorization: `Bearer ${applicant.token}`, 'last-event-id': '1; drop table users' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.body?.cancel();
  });

  it("gives a company member the company's events and an admin only their own", async () => {
    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const applicant = await profiledApplicant(ctx);
    const console = await stream(company.token);
    const adminTab = await stream(admin.token);
    await applicant.call('POST', '/api/v2/customer/approach/know-more', { job_posting_id: posting.id });
    const know = await console.waitFor((e) => e.type === 'message');
    expect(typeof know.data.code).toBe('string');
    await ctx.deps.db.transaction().execute((trx) => recordLiveEvent(trx, [userAudience(admin.id)], 'reset', {}));
    await adminTab.waitFor((e) => e.type === 'reset');
    expect(adminTab.events.map((e) => e.type)).toEqual(['reset']);
  });

  it('knows who is online while a stream is held', async () => {
    const applicant = await signedInApplicant(ctx);
    expect(await ctx.deps.live.isOnline(userAudience(applicant.id))).toBe(false);
    const tab = await stream(applicant.token);
    expect(tab.status).toBe(200);
    expect(await ctx.deps.live.isOnline(userAudience(applicant.id))).toBe(true);
    tab.close();
    await tab.ended;
    await expect.poll(() => ctx.deps.live.isOnline(userAudience(applicant.id))).toBe(false);
  });
});
