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
 * UI library out of the first download. `prefetch` starts the download early (idle time, hover) so
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

/** Warms the islands' chunks once the browser is idle after the first paint. */
export function prefetchWhenIdle(islands: { prefetch: () => void }[]): void {
  const run = () => {
    for (const island of islands) island.prefetch();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
