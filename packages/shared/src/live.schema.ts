/**
 * The live event stream (issue 11, ADR 0028): `GET /api/v1/live/stream`, server-sent events for the
 * signed-in user's tab. Each event names what changed; the client refetches what it shows. The
 * event's `id` is the stream position a reconnecting client sends back as `Last-Event-ID`.
 */

export const LIVE_STREAM_PATH = '/api/v1/live/stream';

/** A comment line is written this often so that proxies and the client know the stream is alive. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** The client reconnects after this (doubling up to LIVE_RETRY_MAX_MS) when a stream ends. */
export const LIVE_RETRY_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

/** Spec §9: after new messages arrive, the unread-message reload flag stays raised this long. */
export const MESSAGE_RELOAD_FLAG_MS = 100;

/**
 * Each event's data. Plain types, no zod: the stream's client is in the shell's first download,
 * which must not carry zod (the bundle budget of ADR 0008); the client only reads `code`.
 */
export interface LiveEventDataMap {
  /** A message was added to a thread of the receiver (from either side, or the system). */
  message: { code: string; message_id: number };
  /** The receiver's side marked a thread read (in another tab, or on another device). */
  read: { code: string };
  /** The receiver's notification items changed (the bell's count and list). */
  notification: Record<string, never>;
  /** The server cannot replay what the client missed: it should refetch all it shows. */
  reset: Record<string, never>;
}

export type LiveEventType = keyof LiveEventDataMap;
export type LiveEventData<T extends LiveEventType> = LiveEventDataMap[T];
export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['message', 'read', 'notification', 'reset'];

/** Who receives an event: one user's tabs, or every member of a company. */
export type LiveAudience = `u:${number}` | `c:${number}`;
export const userAudience = (userId: number): LiveAudience => `u:${userId}`;
export const companyAudience = (companyId: number): LiveAudience => `c:${companyId}`;
