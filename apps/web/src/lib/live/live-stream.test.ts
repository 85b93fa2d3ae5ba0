import { LIVE_STREAM_PATH } from '@hashi/shared/live.schema';
import { describe, expect, it, vi } from 'vitest';
import { createSseParser, type LiveEvent, startLiveStream } from './live-stream.ts';

/** A response whose body the test writes to, chunk by chunk, and ends or breaks. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: { ok: true, status: 200, body } as Response,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

function harness(responses: (Response | Error)[], token: string | null = 'access-1') {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const events: LiveEvent[] = [];
  const states: boolean[] = [];
  const waits: number[] = [];
  let next = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const answer = responses[next++];
    if (!answer) return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const stop = startLiveStream({
    getToken: async () => token,
    onEvent: (e) => events.push(e),
    onState: (open) => states.push(open),
    fetch: fetchMock as unknown as typeof fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { calls, events, states, waits, stop };
}

describe('the server-sent event parser', () => {
  it('reads events split across chunks, with CRLF, comments and multi-line data', () => {
    const blocks: Map<string, string>[] = [];
    const parse = createSseParser((fields) => blocks.push(fields));
    parse('retry: 1000\n: connected\n\nid: 7\nevent: mess');
    parse('age\r\ndata: {"code":"ab",\r\ndata: "message_id":3}\r\n\r\n');
    expect(blocks.map((b) => Object.fromEntries(b))).toEqual([
      { retry: '1000' },
      { id: '7', event: 'message', data: '{"code":"ab",\n"message_id":3}' },
    ]);
  });
});

describe('the live stream (ADR 0028)', () => {
  it('sends the bearer token in a header, never in the URL, and hands on each known event', async () => {
    const first = streamResponse();
    const live = harness([first.response]);
    await vi.waitFor(() => expect(live.states).toEqual([true]));
    expect(live.calls[0]).toEqual({
      url: LIVE_STREAM_PATH,
      headers: { accept: 'text/event-stream', authorization: 'Bearer access-1' },
    });
    first.write(': ping\n\nid: 4\nevent: message\ndata: {"code":"c0de","message_id":9}\n\n');
    first.write('id: 5\nevent: something-new\ndata: {}\n\nid: 6\nevent: notification\ndata: {}\n\n');
    await vi.waitFor(() => expect(live.events).toHaveLength(2));
    expect(live.events).toEqual([
      { id: 4, type: 'message', data: { code: 'c0de', message_id: 9 } },
      { id: 6, type: 'notification', data: {} },
    ]);
    live.stop();
    expect(live.states.at(-1)).toBe(false);
  });

  it('reconnects after a failure with Last-Event-ID, and hands on a replayed event only once', async () => {
    const first = streamResponse();
    const second = streamResponse();
    const live = harness([first.response, second.response]);
    await vi.waitFor(() => expect(live.states).toEqual([true]));
    first.write('id: 10\nevent: message\ndata: {"code":"a","message_id":1}\n\n');
    await vi.waitFor(() => expect(live.events).toHaveLength(1));
    first.fail();
    await vi.waitFor(() => expect(live.calls).toHaveLength(2));
    expect(live.calls[1]?.headers['last-event-id']).toBe('10');
    expect(live.waits).toHaveLength(1);
    await vi.waitFor(() => expect(live.states).toEqual([true, false, true]));
    second.write('id: 10\nevent: message\ndata: {"code":"a","message_id":1}\n\n');
    second.write('id: 11\nevent: read\ndata: {"code":"a"}\n\n');
    await vi.waitFor(() => expect(live.events.map((e) => e.id)).toEqual([10, 11]));
    live.stop();
  });

  it('waits longer after each refused or failed attempt, up to the maximum', async () => {
    const refused = { ok: false, status: 401, body: null } as Response;
    const live = harness([refused, new TypeError('offline'), refused, refused, refused, refused, refused]);
    await vi.waitFor(() => expect(live.waits.length).toBeGreaterThanOrEqual(7));
    live.stop();
    const base = live.waits.map((ms) => Math.floor(ms / 1000) * 1000);
    expect(base.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(live.states.every((open) => open === false)).toBe(true);
  });

  it('does not connect without a session', async () => {
    const fetchMock = vi.fn();
    const getToken = vi.fn(async () => null);
    const stop = startLiveStream({ getToken, onEvent: vi.fn(), onState: vi.fn(), fetch: fetchMock });
    await vi.waitFor(() => expect(getToken).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
