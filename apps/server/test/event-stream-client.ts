/** One server-sent event as a client reads it. */
export interface StreamEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
}

export interface EventStreamClient {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event (already received or to come) that matches; fails after `ms`. */
  waitFor(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Reads `GET /api/v1/live/stream` over real HTTP as the web client does: fetch with the bearer
 * header and `Last-Event-ID`, frames split on blank lines (ADR 0028).
 */
export async function openEventStream(
  baseUrl: string,
  token: string | undefined,
  options: { lastEventId?: number } = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const response = await fetch(`${baseUrl}/api/v1/live/stream`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<{ match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }>();
  const receive = (event: StreamEvent) => {
    events.push(event);
    for (const waiter of waiters) {
      if (waiter.match(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  };
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has('data')) {
            receive({
              id: Number(fields.get('id')),
              type: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data') ?? '{}'),
            });
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    waitFor: (match, ms = 10_000) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter))
            reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms).unref();
      });
    },
    close: () => controller.abort(),
  };
}
