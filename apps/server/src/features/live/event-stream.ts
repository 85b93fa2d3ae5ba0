import type { ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, type LiveAudience } from '@hashi/shared/live.schema';
import type { Deps } from '../../platform/deps.ts';
import {
  type LiveEventRow,
  latestLiveEventId,
  liveEventsAfter,
  oldestLiveEventId,
} from '../../platform/live/live-events.repository.ts';

/** A reconnecting client is sent at most this many missed events; beyond that, a reset. */
const REPLAY_LIMIT = 500;

/** `Last-Event-ID` as a stream position, or null when absent or not one of ours. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

function frame(event: Pick<LiveEventRow, 'id' | 'type' | 'data'>): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Serves one server-sent event stream (ADR 0028) until the client goes or `endAt` passes (the
 * access token's end: the client comes back with a fresh one and its `Last-Event-ID`).
 * Subscribes first and replays after, so nothing committed in between is lost; events seen in
 * both are written once.
 */
export async function serveEventStream(
  deps: Deps,
  res: ServerResponse,
  options: { audiences: LiveAudience[]; lastEventId: number | null; endAfterMs: number },
): Promise<void> {
  const sent = new Set<number>();
  let replaying = true;
  const held: LiveEventRow[] = [];
  const write = (event: LiveEventRow) => {
    if (sent.has(event.id)) return;
    sent.add(event.id);
    // Only the recent ids matter for the replay overlap; keep the set small on long streams.
    if (sent.size > 2 * REPLAY_LIMIT) sent.delete(sent.values().next().value as number);
    res.write(frame(event));
  };
  const unsubscribe = deps.live.subscribe(options.audiences, (event) => {
    if (replaying) held.push(event);
    else write(event);
  });

  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);

  const heartbeat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
  const end = setTimeout(() => res.end(), options.endAfterMs);
  const stop = () => {
    clearInterval(heartbeat);
    clearTimeout(end);
    unsubscribe();
  };
  res.on('close', stop);

  try {
    if (options.lastEventId !== null) {
      const missed = await liveEventsAfter(deps.db, options.audiences, options.lastEventId, REPLAY_LIMIT);
      const oldest = await oldestLiveEventId(deps.db);
      // Pruned events, or more than a replay holds: the client must refetch what it shows.
      const gap = oldest === null ? options.lastEventId > 0 && missed.length === 0 : options.lastEventId < oldest - 1;
      if (gap || missed.length === REPLAY_LIMIT) {
        // The reset carries the newest position, so the next reconnect starts from there.
        const newest = Math.max(options.lastEventId, await latestLiveEventId(deps.db));
        res.write(frame({ id: newest, type: 'reset', data: {} }));
        for (const event of missed) sent.add(event.id);
      } else {
        for (const event of missed) write(event);
      }
    }
  } finally {
    replaying = false;
    for (const event of held) write(event);
    held.length = 0;
  }
}
