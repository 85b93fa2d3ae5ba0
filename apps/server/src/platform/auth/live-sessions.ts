import type { Database, ListenFn } from '../db/database.ts';
import { isSessionLive } from './sessions.repository.ts';

/** The channel the database announces ended sessions on (migration 0040). */
export const SESSIONS_CHANNEL = 'hashi_sessions';

/** How long a session found live is believed without asking again, at most (ADR 0051). */
const DEFAULT_TRUST_MS = 30_000;
/** Sessions remembered at most; the oldest found is forgotten first. */
const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * Whether a token's session is live, as `isSessionLive` says, asked of the database once per session
 * and instance in `trustMs` rather than on every signed-in request (ADR 0051). It was one statement
 * of every signed-in call; most of a page's calls come within a second of each other.
 *
 * A session ended anywhere is forgotten here at once: the database announces it when the ending
 * commits (a trigger on `sessions` and on `users`, migration 0040), whichever instance or SQL ended
 * it. Only "live" is remembered (an unknown or ended session is asked again each time, and refused).
 * The announcements come on a connection of their own; if it drops, what was missed is unknown, so
 * everything is forgotten when it is back. An answer that was being read while an announcement came
 * is not kept: it may predate the ending.
 */
export class LiveSessions {
  /** Session id → its user and until when it is believed live (insertion order: oldest first). */
  private readonly live = new Map<string, { userId: number; until: number }>();
  /** Counts announcements: a read that saw it change may have raced an ending. */
  private endings = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: { trustMs?: number; maxEntries?: number } = {},
  ) {}

  /** Listens for ended sessions; until then (and without it) every check asks the database. */
  async start(listen: ListenFn): Promise<void> {
    this.unlisten = await listen(
      SESSIONS_CHANNEL,
      (payload) => this.ended(payload),
      () => this.forgetAll(),
    );
  }

  async isLive(sessionId: string, userId: number, nowMs: number = Date.now()): Promise<boolean> {
    if (this.unlisten) {
      const known = this.live.get(sessionId);
      if (known && known.userId === userId && known.until > nowMs) return true;
    }
    const endingsBefore = this.endings;
    const live = await isSessionLive(this.db, sessionId, userId);
    if (!live) {
      this.live.delete(sessionId);
    } else if (this.unlisten && this.endings === endingsBefore) {
      this.live.delete(sessionId);
      this.live.set(sessionId, { userId, until: nowMs + (this.options.trustMs ?? DEFAULT_TRUST_MS) });
      if (this.live.size > (this.options.maxEntries ?? DEFAULT_MAX_ENTRIES)) {
        const oldest = this.live.keys().next().value;
        if (oldest !== undefined) this.live.delete(oldest);
      }
    }
    return live;
  }

  /** Sessions believed live now (for tests). */
  get size(): number {
    return this.live.size;
  }

  /**
   * The instance that ended a session forgets it at once, not when the announcement comes back a
   * moment later: the same client's next request, often on the same instance, is refused.
   */
  forgetSession(sessionId: string): void {
    this.endings += 1;
    this.live.delete(sessionId);
  }

  /** As `forgetSession`, for every session of a user (a password change, the account deleted). */
  forgetUser(userId: number): void {
    this.endings += 1;
    for (const [sessionId, entry] of this.live) if (entry.userId === userId) this.live.delete(sessionId);
  }

  private ended(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) this.forgetSession(id);
    else if (payload.startsWith('u:')) this.forgetUser(Number(id));
    else this.forgetAll();
  }

  private forgetAll(): void {
    this.endings += 1;
    this.live.clear();
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.live.clear();
  }
}
