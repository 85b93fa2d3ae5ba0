import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { withChunkTimeout } from './lazy-page.ts';

class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('An on-demand part of the page failed to load', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the shell that is loaded on first use (menus, drawer, dialogs, snackbar): it keeps the
 * UI library out of the first download. `prefetch` starts the download early (first input, hover) so
 * the first click feels instant. A chunk that fails renders nothing instead of breaking the page.
 */
export function lazyIsland<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const prefetch = () => {
    pending ??= withChunkTimeout(load()).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Lazy = lazy(prefetch);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, like React.lazy.
  function Island(props: P) {
    return (
      <IslandBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </IslandBoundary>
    );
  }
  Island.prefetch = () => {
    prefetch().catch(() => {});
  };
  return Island;
}

/** What shows that someone is about to use the page: from then on its menus and dialogs may be needed. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Warms the islands' chunks at the first sign of a person using the page (ADR 0041), not when the
 * browser is idle: a visitor who only reads the first screen does not download menus and dialogs
 * (issue 16's budget counts every script until the network is idle), and one who moves the mouse,
 * touches or types has them before the first click needs them.
 */
export function prefetchOnFirstInput(islands: { prefetch: () => void }[]): () => void {
  const run = () => {
    stop();
    for (const island of islands) island.prefetch();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, true);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
