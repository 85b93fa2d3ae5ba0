import type { FirstPaintState } from '@hashi/shared/first-paint';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { EarlyInput } from './early-input.ts';

/**
 * Takes over a server-painted page (ADR 0038), as part of the app's start module (start.tsx), which
 * the entry loads at the visitor's first sign of use (ADR 0043). What the visitor did before
 * (text typed, a button clicked, a form sent) is recorded by the entry (early-input.ts) and made
 * again once the page is live.
 */

/** The API answers the page was rendered with, so its queries start with them instead of fetching. */
export function hydrateQueries(queryClient: QueryClient, state: FirstPaintState): void {
  if (state.queries) hydrate(queryClient, state.queries as DehydratedState);
}

/** Resolves the lazy routes `pathname` matches, in place, as React Router's SSR guide does. */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Hydrates the painted page in `root`: its queries start from the API answers it was rendered with,
 * its route modules load first (so the first render is the page the server sent, not a fallback),
 * and what the visitor did until the page is live (`early`, recording since the entry ran) is done again then. `render` paints afresh
 * when the route modules cannot load.
 */
export async function hydrateFirstPaint(options: {
  root: HTMLElement;
  state: FirstPaintState;
  early: EarlyInput;
  queryClient: QueryClient;
  routes: RouteObject[];
  hydrate: () => void;
  render: () => void;
}): Promise<void> {
  const { early } = options;
  hydrateQueries(options.queryClient, options.state);
  const loaded = await loadMatchedRoutes(options.routes, window.location.pathname).then(
    () => true,
    () => false,
  );
  early.hydrating();
  if (loaded) options.hydrate();
  else options.render();
}
