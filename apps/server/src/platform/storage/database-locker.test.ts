import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { DatabaseLocker, LOCK_LEASE_MS } from './database-locker.ts';

const ctx = useTestContext();

async function uploadRow(lock: { token: string; expiresAt: Date } | null = null): Promise<string> {
  const owner = await buildUser(ctx);
  const id = `resumable/${crypto.randomUUID()}`;
  await ctx.deps.db
    .insertInto('resumable_uploads')
    .values({
      id,
      owner_user_id: owner.id,
      purpose: 'profile_video',
      file_name: 'me.mp4',
      declared_type: 'video/mp4',
      size_bytes: 10,
      context: 'other',
      created_at: ctx.deps.now(),
      lock_token: lock?.token ?? null,
      lock_expires_at: lock?.expiresAt ?? null,
    })
    .execute();
  return id;
}

const lockRow = (id: string) =>
  ctx.deps.db
    .selectFrom('resumable_uploads')
    .select(['lock_token', 'release_requested'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the database lock of resumable uploads', () => {
  it('is seen by another locker (another instance): the waiter asks, the holder lets go, the waiter gets it', async () => {
    const id = await uploadRow();
    const instanceA = new DatabaseLocker(ctx.deps.db, ctx.deps.now);
    const instanceB = new DatabaseLocker(ctx.deps.db, ctx.deps.now);
    const held = instanceA.newLock(id);
    let releaseAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      releaseAsked = resolve;
    });
    await held.lock(new AbortController().signal, () => releaseAsked());
    expect((await lockRow(id)).lock_token).not.toBeNull();

    const waiting = instanceB.newLock(id);
    let acquired = false;
    const acquiring = waiting
      .lock(new AbortController().signal, () => undefined)
      .then(() => {
        acquired = true;
      });
    await asked;
    expect(acquired).toBe(false);
    await held.unlock();
    await acquiring;
    expect(acquired).toBe(true);
    expect(await lockRow(id)).toMatchObject({ release_requested: false });
    await waiting.unlock();
    expect((await lockRow(id)).lock_token).toBeNull();
  });

  it('gives up when the request is aborted, takes over the lease of an instance that died, and refuses a missing upload', async () => {
    const live = await uploadRow({
      token: 'another-instance',
      expiresAt: new Date(ctx.deps.now().getTime() + LOCK_LEASE_MS),
    });
    const locker = new DatabaseLocker(ctx.deps.db, ctx.deps.now);
    const controller = new AbortController();
    const attempt = locker.newLock(live).lock(controller.signal, () => undefined);
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ status_code: 500 });
    expect(await lockRow(live)).toMatchObject({ lock_token: 'another-instance', release_requested: true });

    const dead = await uploadRow({ token: 'dead-instance', expiresAt: new Date(ctx.deps.now().getTime() - 1) });
    const lock = locker.newLock(dead);
    await lock.lock(new AbortController().signal, () => undefined);
    expect((await lockRow(dead)).lock_token).not.toBe('dead-instance');
    await lock.unlock();

    // An upload claimed or cancelled while a request waited: nothing to lock, answered at once.
    await expect(
      locker.newLock('resumable/gone').lock(new AbortController().signal, () => undefined),
    ).rejects.toMatchObject({
      status_code: 404,
    });
  });
});
