import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { FirstPaintState } from '@hashi/shared/first-paint';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter, routes } from './router.tsx';
import type { hydrateFirstPaint } from './first-paint-hydration.ts';
import type { EarlyInput } from './early-input.ts';
import { initI18n } from '../i18n/i18n.ts';
import { detectInitialLanguage, dropLanguageParam, persistLanguage } from '../i18n/language.ts';

/** A server-painted page to take over (ADR 0038): loaded by the entry beside this module. */
export type Painted = { state: FirstPaintState; early: EarlyInput; hydrate: typeof hydrateFirstPaint };

/**
 * The app's start (ADR 0043): React, the router, i18next, Query and the shell. The entry (main.tsx)
 * loads it at once, or, on a page the server painted for a guest, at the visitor's first sign of
 * use; `painted` then carries the server's render state, the early-input recorder already running
 * and first-paint-hydration.ts (fetched in parallel with this module, and only for painted pages),
 * and the painted page is hydrated instead of rendered afresh.
 */
export function start(root: HTMLElement, painted: Painted | null): void {
  // Language first: the first paint, <html lang> and the first API call all use it.
  const locale = painted?.state.locale ?? detectInitialLanguage();
  persistLanguage(locale);
  dropLanguageParam();
  initI18n(locale);

  const queryClient = createQueryClient();
  const app = () => (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createRouter({ painted: painted !== null })} />
      </AppProviders>
    </StrictMode>
  );

  if (!painted) {
    createRoot(root).render(app());
    return;
  }
  void painted.hydrate({
    root,
    state: painted.state,
    early: painted.early,
    queryClient,
    routes,
    hydrate: () => hydrateRoot(root, app()),
    render: () => createRoot(root).render(app()),
  });
}
