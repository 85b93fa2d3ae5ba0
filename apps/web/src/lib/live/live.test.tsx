import { MESSAGE_RELOAD_FLAG_MS } from '@hashi/shared/live.schema';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '../../features/auth/test/mock-api.ts';
import { clearStoredSession } from '../api/session-store.ts';
import { LiveProvider, useLiveEvents, useLivePolling, useMessageReloadFlag } from './live.tsx';
import type { LiveEvent, LiveStreamOptions } from './live-stream.ts';

afterEach(() => {
  clearStoredSession();
  vi.useRealTimers();
});

function Probe({ onEvent }: { onEvent: (e: LiveEvent) => void }) {
  useLiveEvents(onEvent);
  const polling = useLivePolling(300_000);
  const reload = useMessageReloadFlag();
  return (
    <p>
      polling: {String(polling)}; reload: {String(reload)}
    </p>
  );
}

function renderLive() {
  let options: LiveStreamOptions | undefined;
  const stop = vi.fn();
  const factory = vi.fn((o: LiveStreamOptions) => {
    options = o;
    return stop;
  });
  const onEvent = vi.fn();
  const view = render(
    <LiveProvider streamFactory={factory}>
      <Probe onEvent={onEvent} />
    </LiveProvider>,
  );
  return { view, factory, stop, onEvent, stream: () => options as LiveStreamOptions };
}

describe('the live provider (ADR 0028)', () => {
  it('streams nothing for a guest, and everything polls', () => {
    const { factory } = renderLive();
    expect(factory).not.toHaveBeenCalled();
    expect(screen.getByText(/polling: 300000/)).toBeTruthy();
  });

  it('polls only while the stream is down, and hands every event to the subscribers', () => {
    logIn();
    const { factory, onEvent, stream, stop, view } = renderLive();
    expect(factory).toHaveBeenCalledOnce();
    act(() => stream().onState(true));
    expect(screen.getByText(/polling: false/)).toBeTruthy();
    const event: LiveEvent = { id: 3, type: 'notification', data: {} };
    act(() => stream().onEvent(event));
    expect(onEvent).toHaveBeenCalledWith(event);
    act(() => stream().onState(false));
    expect(screen.getByText(/polling: 300000/)).toBeTruthy();
    view.unmount();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('raises the message reload flag for 100 ms when messages arrive (spec §9)', () => {
    vi.useFakeTimers();
    logIn();
    const { stream } = renderLive();
    act(() => stream().onEvent({ id: 1, type: 'read', data: { code: 'a' } }));
    expect(screen.getByText(/reload: false/)).toBeTruthy();
    act(() => stream().onEvent({ id: 2, type: 'message', data: { code: 'a', message_id: 5 } }));
    expect(screen.getByText(/reload: true/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(MESSAGE_RELOAD_FLAG_MS - 1));
    expect(screen.getByText(/reload: true/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/reload: false/)).toBeTruthy();
  });
});
