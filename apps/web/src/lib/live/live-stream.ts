import {
  LIVE_EVENT_TYPES,
  LIVE_RETRY_MAX_MS,
  LIVE_RETRY_MS,
  LIVE_STREAM_PATH,
  type LiveEventType,
} from '@hashi/shared/live.schema';

/** One event of the stream, as the features receive it (ADR 0028). */
export interface LiveEvent {
  id: number;
  type: LiveEventType;
  data: Record<string, unknown>;
}

export interface LiveStreamOptions {
  /** The bearer token for each (re)connection; null ends the stream (logged out). */
  getToken(): Promise<string | null>;
  onEvent(event: LiveEvent): void;
  /** Open while a stream is connected; the features poll only while it is not. */
  onState(open: boolean): void;
  fetch?: typeof fetch;
  /** Waits between attempts (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

const KNOWN: ReadonlySet<string> = new Set<string>(LIVE_EVENT_TYPES);
/** A stream the server ends sooner than this after opening is treated as a failure. */
const QUICK_END_MS = 5_000;
/** Ids already handed on, so a replay overlapping what was seen is not handed on twice. */
const SEEN_KEPT = 200;

/** Splits a chunk stream into server-sent event blocks (fields of one event, before its blank line). */
export function createSseParser(onBlock: (fields: Map<string, string>) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text.replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        fields.set(name, fields.has(name) && name === 'data' ? `${fields.get(name)}\n${value}` : value);
      }
      if (fields.size > 0) onBlock(fields);
    }
  };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Holds the signed-in user's event stream open (issue 11, ADR 0028): one per tab, read with fetch
 * so the token goes in a header, never in a URL. A stream that ends or fails is opened again with
 * `Last-Event-ID` (at once when the server ended it in order, else after a growing pause), so no
 * event is missed. Returns the function that stops it.
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const controller = new AbortController();
  const seen: number[] = [];
  let lastEventId: number | null = null;
  let stopped = false;

  const hand = (fields: Map<string, string>) => {
    const type = fields.get('event');
    const id = Number(fields.get('id'));
    if (!type || !KNOWN.has(type) || !Number.isSafeInteger(id)) return;
    if (lastEventId === null || id > lastEventId) lastEventId = id;
    if (seen.includes(id)) return;
    seen.push(id);
    if (seen.length > SEEN_KEPT) seen.shift();
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown>;
    } catch {
      return;
    }
    options.onEvent({ id, type: type as LiveEventType, data });
  };

  /** Reads one connection to its end; true when the server ended it in order. */
  const connect = async (): Promise<boolean> => {
    const token = await options.getToken();
    if (!token) {
      stopped = true;
      return false;
    }
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['last-event-id'] = String(lastEventId);
    const response = await doFetch(LIVE_STREAM_PATH, { headers, signal: controller.signal, cache: 'no-store' });
    if (!response.ok || !response.body) return false;
    options.onState(true);
    const parse = createSseParser(hand);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      parse(decoder.decode(value, { stream: true }));
    }
  };

  void (async () => {
    let wait = LIVE_RETRY_MS;
    while (!stopped) {
      let orderly = false;
      const started = Date.now();
      try {
        // An end within seconds is no orderly end (a proxy cutting streams): it waits like a failure.
        orderly = (await connect()) && Date.now() - started > QUICK_END_MS;
      } catch {
        // A dropped connection or a refused token: tried again below.
      }
      if (stopped || controller.signal.aborted) break;
      options.onState(false);
      if (orderly) {
        wait = LIVE_RETRY_MS;
        continue;
      }
      await sleep(wait + Math.floor(Math.random() * 250));
      wait = Math.min(wait * 2, LIVE_RETRY_MAX_MS);
    }
  })();

  return () => {
    stopped = true;
    controller.abort();
    options.onState(false);
  };
}
