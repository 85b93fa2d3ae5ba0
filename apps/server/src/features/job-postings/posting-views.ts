import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { recordPostingViews } from './job-postings.repository.ts';

/**
 * The views of postings this instance answered, written to the database in batches (ADR 0051).
 *
 * A view used to be one UPDATE of the posting's row, in the request: every guest opening a posting
 * wrote to the primary, and since the popularity score is indexed, each of those updates touched
 * every index of the table (the search document's among them). Views are counted here instead and
 * added every `flushMs` in one statement: a posting opened fifty times in that window is one row
 * changed once. The counters and the popularity order lag by up to `flushMs`; an instance that dies
 * loses at most that window's views (a stop, SIGTERM, writes them). `flushMs` 0 writes each view in
 * its request, as before (one instance on the embedded database, and the tests that read counters).
 */
export class PostingViews {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly flushMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Counts one view of the posting: written now (`flushMs` 0) or with the next batch. */
  async record(postingId: number): Promise<void> {
    if (this.flushMs === 0) {
      await recordPostingViews(this.db, new Map([[postingId, 1]]));
      return;
    }
    this.pending.set(postingId, (this.pending.get(postingId) ?? 0) + 1);
    this.schedule();
  }

  /** The next batch's write, unless one is due already. */
  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Writes the views counted so far; a batch that fails is kept for the next (nothing is lost on a busy database). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    // One batch at a time: a slow one is not overtaken (and two never lock the same rows at once).
    this.writing = this.writing.then(async () => {
      try {
        await recordPostingViews(this.db, batch);
      } catch (error) {
        this.log.error({ err: error, postings: batch.size }, 'posting views not written; kept for the next batch');
        for (const [id, count] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + count);
        if (this.pending.size > 0) this.schedule();
      }
    });
    return this.writing;
  }

  /** On closing: the last batch written. */
  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
