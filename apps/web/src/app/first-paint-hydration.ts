import type { FirstPaintState } from '@hashi/shared/first-paint';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { recordEarlyInput, whenPageAreaLive } from './early-input.ts';

/**
 * Takes over a server-painted page (ADR 0038). Loaded only when the page was painted, so the entry
 * every page downloads stays without it (bundle-budget.test.ts): text typed before this module
 * starts is found by comparing each field with what the server painted.
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
 * and what the visitor types until the page is live is typed again then. `render` paints afresh
 * when the route modules cannot load.
 */
export async function hydrateFirstPaint(options: {
  root: HTMLElement;
  state: FirstPaintState;
  queryClient: QueryClient;
  routes: RouteObject[];
  hydrate: () => void;
  render: () => void;
}): Promise<void> {
  const early = recordEarlyInput(options.root);
  whenPageAreaLive(early.live);
  hydrateQueries(options.queryClient, options.state);
  const loaded = await loadMatchedRoutes(options.routes, window.location.pathname).then(
    () => true,
    () => false,
  );
  early.hydrating();
  if (loaded) options.hydrate();
  else options.render();
}
