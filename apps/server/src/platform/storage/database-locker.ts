import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Database } from '../db/database.ts';
import {
  releaseUploadLock,
  renewUploadLock,
  requestUploadLockRelease,
  tryTakeUploadLock,
} from './resumable-uploads.repository.ts';

/** How long a lock is good for without renewal: an instance that dies frees its uploads after this. */
export const LOCK_LEASE_MS = 15_000;
/** How often a holder renews its lease and looks whether another request asked for the lock. */
const RENEW_MS = 500;
/** How often a waiting request tries again. */
const RETRY_MS = 100;
/** A request waits this long for a lock before tus answers it with its lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;

/**
 * The tus lock (ADR 0045) kept in the database, not in process memory: a lease on the upload's row
 * (`resumable_uploads.lock_token`), so that every instance of the server sees the same lock. A
 * request that wants a held lock marks the row `release_requested`; the holder sees it on its next
 * renewal and lets go (tus's "request release": a PATCH on a half-open connection gives way to the
 * resume), exactly what tus's in-memory locker does within one process.
 */
export class DatabaseLocker implements Locker {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  newLock(id: string): Lock {
    return new DatabaseLock(this.db, this.now, id);
  }
}

class DatabaseLock implements Lock {
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = false;
    while (!signal.aborted && Date.now() < deadline) {
      const now = this.now();
      const state = await tryTakeUploadLock(this.db, this.id, this.token, now, this.leaseEnd());
      if (state === 'taken') {
        this.keepRenewing(requestRelease);
        return;
      }
      // Claimed, cancelled or expired while this request waited: nothing left to lock.
      if (state === 'missing') throw ERRORS.FILE_NOT_FOUND;
      if (!asked) {
        await requestUploadLockRelease(this.db, this.id);
        asked = true;
      }
      await pause(RETRY_MS, signal);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.renewal = undefined;
    await releaseUploadLock(this.db, this.id, this.token);
  }

  private leaseEnd(): Date {
    return new Date(this.now().getTime() + LOCK_LEASE_MS);
  }

  private keepRenewing(requestRelease: RequestRelease): void {
    let released = false;
    let busy = false;
    this.renewal = setInterval(() => {
      if (busy) return;
      busy = true;
      renewUploadLock(this.db, this.id, this.token, this.leaseEnd())
        .then(async (state) => {
          if (released) return;
          if (state === null || state.releaseRequested) {
            released = true;
            await requestRelease();
          }
        })
        // A failed renewal is tried again on the next tick; the lease covers a few of them.
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, RENEW_MS);
    this.renewal.unref();
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
