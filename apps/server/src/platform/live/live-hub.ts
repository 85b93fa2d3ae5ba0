import type { Database, ListenFn } from '../db/database.ts';
import { allLiveEventsAfter, LIVE_CHANNEL, type LiveEventRow, latestLiveEventId } from './live-events.repository.ts';
import type { Presence } from './presence.ts';

export type LiveListener = (event: LiveEventRow) => void;

/** How many missed events an instance reads back at once after its listening connection returns. */
const CATCH_UP_BATCH = 1000;

/**
 * One per process (ADR 0028): listens on the database's `hashi_live` channel and hands each event
 * to the streams of this instance that hold its audience. Several instances each listen, so an
 * event committed through one reaches a stream held on any other.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  /** The newest event seen, for catching up after the listening connection was lost. */
  private lastSeenId = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly presence: Presence,
  ) {}

  async start(listen: ListenFn): Promise<void> {
    this.lastSeenId = await latestLiveEventId(this.db);
    this.unlisten = await listen(
      LIVE_CHANNEL,
      (payload) => this.onPayload(payload),
      () => void this.catchUp(),
    );
  }

  /** Hands the audiences' events to `listener` until the returned function is called. */
  subscribe(audiences: readonly string[], listener: LiveListener): () => void {
    for (const audience of audiences) {
      let set = this.listeners.get(audience);
      if (!set) {
        set = new Set();
        this.listeners.set(audience, set);
      }
      set.add(listener);
      this.presence.hold(audience);
    }
    return () => {
      for (const audience of audiences) {
        const set = this.listeners.get(audience);
        if (set?.delete(listener)) this.presence.release(audience);
        if (set?.size === 0) this.listeners.delete(audience);
      }
    };
  }

  /** Whether anyone of the audience holds a stream, on this instance or (with Redis) another. */
  isOnline(audience: string): Promise<boolean> {
    return this.presence.isOnline(audience);
  }

  /** With presence through Redis: whether Redis is away and "online" means this instance's streams only. */
  get presenceAway(): boolean | undefined {
    return this.presence.away;
  }

  /** Streams held on this instance (for the benchmark and the health of an instance). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private onPayload(payload: string) {
    let event: LiveEventRow;
    try {
      event = JSON.parse(payload) as LiveEventRow;
    } catch {
      return;
    }
    this.dispatch(event);
  }

  private dispatch(event: LiveEventRow) {
    // Ids of transactions that commit out of order arrive out of order: every one is delivered,
    // and only the newest is remembered for a catch-up.
    if (event.id > this.lastSeenId) this.lastSeenId = event.id;
    const set = this.listeners.get(event.audience);
    if (!set) return;
    for (const listener of set) listener(event);
  }

  /** After a reconnect of the listening connection: what was committed while it was away. */
  private async catchUp() {
    if (this.closed) return;
    for (;;) {
      const rows = await allLiveEventsAfter(this.db, this.lastSeenId, CATCH_UP_BATCH);
      for (const row of rows) this.dispatch(row);
      if (rows.length < CATCH_UP_BATCH) return;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.unlisten?.();
    this.unlisten = null;
    this.listeners.clear();
    await this.presence.close();
  }
}
