import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import type { Database, ListenFn } from '../db/database.ts';
import { LiveSessions } from './live-sessions.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

/** The database, counting the statements sent through it. */
function counted(db: Database) {
  const counter = { statements: 0 };
  const wrapped = db.withPlugin({
    transformQuery: (args) => {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: wrapped, counter };
}

/** A signed-in applicant's session, as its token names it. */
async function session(): Promise<{ sessionId: string; userId: number; token: string }> {
  const applicant = await signedInApplicant(ctx);
  const payload = JSON.parse(Buffer.from(applicant.token.split('.')[1] as string, 'base64url').toString('utf8'));
  return { sessionId: payload.sid as string, userId: Number(payload.sub), token: applicant.token };
}

const sessionsOf = async (db: Database) => {
  const sessions = new LiveSessions(db);
  await sessions.start(ctx.listen);
  return sessions;
};

describe('the sessions an instance believes live (ADR 0051)', () => {
  it('asks the database once for a live session, then not again', async () => {
    const { db, counter } = counted(ctx.deps.db);
    const sessions = await sessionsOf(db);
    const { sessionId, userId } = await session();
    expect(await sessions.isLive(sessionId, userId)).toBe(true);
    expect(counter.statements).toBe(1);
    for (let i = 0; i < 5; i += 1) expect(await sessions.isLive(sessionId, userId)).toBe(true);
    expect(counter.statements).toBe(1);
    // Another user's claim on the same session is asked (and refused), never taken from memory.
    expect(await sessions.isLive(sessionId, userId + 1)).toBe(false);
    expect(counter.statements).toBe(2);
    await sessions.close();
  });

  it('forgets a session revoked by any path, on every instance, when the database announces it', async () => {
    const [one, two] = [await sessionsOf(ctx.deps.db), await sessionsOf(ctx.deps.db)];
    const { sessionId, userId } = await session();
    expect(await one.isLive(sessionId, userId)).toBe(true);
    expect(await two.isLive(sessionId, userId)).toBe(true);
    // Not through the app: an operator's SQL is announced as well (the trigger of migration 0040).
    await ctx.deps.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
    await expect.poll(() => one.size + two.size).toBe(0);
    expect(await one.isLive(sessionId, userId)).toBe(false);
    expect(await two.isLive(sessionId, userId)).toBe(false);
    await one.close();
    await two.close();
  });

  it('forgets every session of a user deleted, and a session deleted', async () => {
    const sessions = await sessionsOf(ctx.deps.db);
    const [a, b] = [await session(), await session()];
    expect(await sessions.isLive(a.sessionId, a.userId)).toBe(true);
    expect(await sessions.isLive(b.sessionId, b.userId)).toBe(true);
    await ctx.deps.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', a.userId).execute();
    await expect.poll(() => sessions.size).toBe(1);
    expect(await sessions.isLive(a.sessionId, a.userId)).toBe(false);
    await ctx.deps.db.deleteFrom('sessions').where('id', '=', b.sessionId).execute();
    await expect.poll(() => sessions.size).toBe(0);
    expect(await sessions.isLive(b.sessionId, b.userId)).toBe(false);
    await sessions.close();
  });

  it('refuses a logged-out token at once on the instance that logged it out', async () => {
    const { token } = await session();
    const me = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/applicant-basic-personal-information',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_invalid');
  });

  it('asks again after the time a session is believed, and for everything once announcements were missed', async () => {
    let reconnect: () => void = () => {};
    const listen: ListenFn = async (channel, onNotify, onReconnect) => {
      reconnect = onReconnect;
      return ctx.listen(channel, onNotify, onReconnect);
    };
    const { db, counter } = counted(ctx.deps.db);
    const sessions = new LiveSessions(db, { trustMs: 1_000 });
    await sessions.start(listen);
    const { sessionId, userId } = await session();
    const now = Date.now();
    await sessions.isLive(sessionId, userId, now);
    await sessions.isLive(sessionId, userId, now + 999);
    expect(counter.statements).toBe(1);
    await sessions.isLive(sessionId, userId, now + 1_000);
    expect(counter.statements).toBe(2);
    // The listening connection came back: what ended meanwhile is unknown.
    reconnect();
    expect(sessions.size).toBe(0);
    await sessions.isLive(sessionId, userId, now + 1_001);
    expect(counter.statements).toBe(3);
    await sessions.close();
  });

  it('does not keep an answer read while a session ended, nor anything before it listens', async () => {
    const { sessionId, userId } = await session();
    let sessions: LiveSessions | null = null;
    // The ending is announced while the answer (read before it) is on its way back.
    const racing = ctx.deps.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        sessions?.forgetSession('another session');
        return args.result;
      },
    });
    sessions = new LiveSessions(racing);
    expect(await sessions.isLive(sessionId, userId)).toBe(true);
    expect(sessions.size).toBe(0);
    await sessions.start(ctx.listen);
    expect(await sessions.isLive(sessionId, userId)).toBe(true);
    expect(sessions.size).toBe(0);
    await sessions.close();

    const { db, counter } = counted(ctx.deps.db);
    const unstarted = new LiveSessions(db);
    await unstarted.isLive(sessionId, userId);
    await unstarted.isLive(sessionId, userId);
    expect(counter.statements).toBe(2);
  });
});
