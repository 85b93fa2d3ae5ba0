import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { backgroundJobs } from '../../app/background-jobs.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { cleanUpExpiredTokens, TOKEN_CLEANUP_JOB, TOKEN_CLEANUP_MARGIN_MS } from './token-cleanup.job.ts';

const ctx = useTestContext();

const DAY = 86_400_000;
let seq = 0;
const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** A session created `createdAgo` before now with refresh tokens expiring at the given offsets. */
async function session(userId: number, now: Date, createdAgo: number, tokenOffsets: number[], revoked = false) {
  const id = randomUUID();
  await ctx.deps.db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: at(now, -createdAgo),
      revoked_at: revoked ? at(now, -createdAgo) : null,
      revoked_reason: revoked ? 'logout' : null,
    })
    .execute();
  const tokens: number[] = [];
  for (const offset of tokenOffsets) {
    seq += 1;
    const row = await ctx.deps.db
      .insertInto('refresh_tokens')
      .values({
        session_id: id,
        token_hash: `cleanup-${seq}-${id}`,
        expires_at: at(now, offset),
        rotated_at: offset < 0 ? at(now, offset - 1000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push(row.id);
  }
  return { id, tokens };
}

async function userToken(userId: number, now: Date, purpose: string, expiresIn: number, used = false) {
  seq += 1;
  const row = await ctx.deps.db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: `cleanup-${seq}`,
      expires_at: at(now, expiresIn),
      used_at: used ? at(now, expiresIn - DAY) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function existingIds(table: 'sessions' | 'refresh_tokens' | 'user_tokens', ids: Array<string | number>) {
  const rows = await ctx.deps.db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids as never[])
    .execute();
  return rows.map((r) => r.id as string | number).sort();
}

describe('clean-up of expired sessions and tokens (ADR 0002)', () => {
  it('deletes exactly the rows past expiry and the margin, keeping live ones and what reuse detection needs', async () => {
    const now = ctx.deps.now();
    const margin = TOKEN_CLEANUP_MARGIN_MS;
    const user = await buildUser(ctx);

    // Sessions whose every refresh token expired past the margin go, revoked or not, with their tokens.
    const ended = await session(user.id, now, 40 * DAY, [-margin - 2 * DAY, -margin - DAY]);
    const endedRevoked = await session(user.id, now, 40 * DAY, [-margin - DAY], true);
    // A session whose newest token is live stays; its long-expired rotated token goes, the one
    // rotated inside the margin and the live one stay (reuse detection and the next refresh).
    const live = await session(user.id, now, 40 * DAY, [-margin - DAY, -margin + DAY, 20 * DAY]);
    // Expired, but within the margin: stays whole.
    const recent = await session(user.id, now, 2 * DAY, [-DAY]);
    // A revoked session with a token still unexpired stays (its token answers "invalid" as before).
    const revokedLive = await session(user.id, now, DAY, [DAY], true);
    // A session just created, its tokens not yet written, stays.
    const fresh = await session(user.id, now, 0, []);

    const expiredTokens = [
      await userToken(user.id, now, 'verify_email', -margin - DAY),
      await userToken(user.id, now, 'reset_password', -margin - 1000, true),
      await userToken(user.id, now, 'change_email', -margin - 3 * DAY),
    ];
    const keptTokens = [
      await userToken(user.id, now, 'verify_email', DAY),
      await userToken(user.id, now, 'reset_password', -DAY),
      await userToken(user.id, now, 'change_email', -margin + 1000, true),
    ];

    const result = await cleanUpExpiredTokens(ctx.deps.db, now);

    const allSessions = [ended, endedRevoked, live, recent, revokedLive, fresh].map((s) => s.id);
    expect(await existingIds('sessions', allSessions)).toEqual([live.id, recent.id, revokedLive.id, fresh.id].sort());
    const allRefresh = [ended, endedRevoked, live, recent, revokedLive].flatMap((s) => s.tokens);
    expect(await existingIds('refresh_tokens', allRefresh)).toEqual(
      [live.tokens[1], live.tokens[2], recent.tokens[0], revokedLive.tokens[0]].sort(),
    );
    expect(await existingIds('user_tokens', [...expiredTokens, ...keptTokens])).toEqual([...keptTokens].sort());
    // Rows of other test files may be counted too; ours are at least there.
    expect(result.sessions).toBeGreaterThanOrEqual(2);
    expect(result.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(result.userTokens).toBeGreaterThanOrEqual(3);
  });

  it('runs as a periodic background job of the app', async () => {
    const now = ctx.deps.now();
    const user = await buildUser(ctx);
    const ended = await session(user.id, now, 40 * DAY, [-TOKEN_CLEANUP_MARGIN_MS - DAY]);
    const definitions = backgroundJobs(ctx.deps).filter((d) => d.name === TOKEN_CLEANUP_JOB);
    expect(definitions).toHaveLength(1);
    expect(definitions[0]?.everyMs).toBeGreaterThan(0);
    const silent = { info() {}, warn() {}, error() {} };
    const runner = new JobRunner({ db: ctx.deps.db, now: ctx.deps.now, definitions, log: silent });
    await runner.ensureSchedules();
    expect(await runner.runDue()).toBe(1);
    expect(await existingIds('sessions', [ended.id])).toEqual([]);
    // Moved to its next time, not deleted: nothing is due until then.
    expect(await runner.runDue()).toBe(0);
  });
});
