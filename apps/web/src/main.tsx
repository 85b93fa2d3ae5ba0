import './components/ui/base.css';
import './components/ui/shell.css';
import './components/ui/page-states.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { recordEarlyInput, whenPageAreaLive } from './app/early-input.ts';
import { hydrateQueries, loadMatchedRoutes, readFirstPaint } from './app/first-paint.ts';
import { createRouter, routes } from './app/router.tsx';
import { applyCssTokens } from './components/ui/tokens.ts';
import { captureAttribution } from './features/attribution/capture-attribution.ts';
import { initI18n } from './i18n/i18n.ts';
import { readSession } from './lib/api/session-store.ts';
import { detectInitialLanguage, dropLanguageParam, persistLanguage } from './i18n/language.ts';

/**
 * A public page may arrive server-rendered (ADR 0038): a guest's browser hydrates it, in the language
 * it was rendered in. The server paints what a guest sees, so a browser with a stored session
 * renders its own page over it instead.
 */
const firstPaint = readSession() ? null : readFirstPaint();

// Language first: the first paint, <html lang> and the first API call all use it.
const locale = firstPaint?.locale ?? detectInitialLanguage();
persistLanguage(locale);
dropLanguageParam();
initI18n(locale);
applyCssTokens();
// Before the router can redirect: the entry URL, its UTM values and the referrer (spec §9).
captureAttribution();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

const queryClient = createQueryClient();
const app = () => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>
);

if (firstPaint) {
  // What the visitor types into the painted page until it is live is typed again then (ADR 0038).
  const early = recordEarlyInput(root);
  whenPageAreaLive(early.live);
  hydrateQueries(queryClient, firstPaint);
  // The page's route modules first, so the first render is the page the server sent, not a fallback.
  void loadMatchedRoutes(routes, window.location.pathname).then(
    () => {
      early.hydrating();
      hydrateRoot(root, app());
    },
    () => {
      early.hydrating();
      createRoot(root).render(app());
    },
  );
} else {
  createRoot(root).render(app());
}
