import { MESSAGE_RELOAD_FLAG_MS } from '@hashi/shared/live.schema';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { getUserAccessToken } from '../api/user-token.ts';
import { useStoredSession } from '../session/session.ts';
import type { LiveEvent, LiveStreamOptions, startLiveStream } from './live-stream.ts';

export type { LiveEvent } from './live-stream.ts';

type Handler = (event: LiveEvent) => void;

interface LiveContextValue {
  /** Whether the event stream is open: polling is the fallback while it is not (spec §9). */
  connected: boolean;
  subscribe(handler: Handler): () => void;
  /** Spec §9: raised for MESSAGE_RELOAD_FLAG_MS when new messages arrive. */
  messageReload: boolean;
}

// Without a provider (component tests, guests) nothing streams and everything polls.
const LiveContext = createContext<LiveContextValue>({
  connected: false,
  subscribe: () => () => {},
  messageReload: false,
});

/**
 * The stream's code arrives when someone is signed in, not with the app's start, which a guest's
 * first screen waits for (ADR 0043).
 */
function startLiveStreamLazily(options: LiveStreamOptions): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./live-stream.ts').then(({ startLiveStream }) => {
    if (!stopped) stop = startLiveStream(options);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Starts the tab's one event stream while someone is signed in (ADR 0028). */
export function LiveProvider({
  children,
  streamFactory = startLiveStreamLazily,
}: {
  children: ReactNode;
  streamFactory?: typeof startLiveStream;
}) {
  const session = useStoredSession();
  const signedIn = session !== null;
  const handlers = useRef(new Set<Handler>());
  const [connected, setConnected] = useState(false);
  const [messageReload, setMessageReload] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let flagTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = streamFactory({
      getToken: () => getUserAccessToken().catch(() => null),
      onState: setConnected,
      onEvent: (event) => {
        if (event.type === 'message' || event.type === 'reset') {
          setMessageReload(true);
          clearTimeout(flagTimer);
          flagTimer = setTimeout(() => setMessageReload(false), MESSAGE_RELOAD_FLAG_MS);
        }
        for (const handler of handlers.current) handler(event);
      },
    });
    return () => {
      clearTimeout(flagTimer);
      stop();
    };
  }, [signedIn, streamFactory]);

  const subscribe = useCallback((handler: Handler) => {
    handlers.current.add(handler);
    return () => {
      handlers.current.delete(handler);
    };
  }, []);
  const value = useMemo<LiveContextValue>(
    () => ({ connected, messageReload, subscribe }),
    [connected, messageReload, subscribe],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** Calls `handler` with each live event while the component is mounted. */
export function useLiveEvents(handler: Handler): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}

/** A query's refetch interval: none while the stream is open, `ms` (the spec's polling) while it is not. */
export function useLivePolling(ms: number): number | false {
  return useContext(LiveContext).connected ? false : ms;
}

/** Spec §9's unread-message reload flag: true for MESSAGE_RELOAD_FLAG_MS after new messages. */
export function useMessageReloadFlag(): boolean {
  return useContext(LiveContext).messageReload;
}
