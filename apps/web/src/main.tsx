import './components/ui/base.css';
import './components/ui/shell.css';
import './components/ui/page-states.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { readFirstPaint } from './app/first-paint.ts';
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
  // The painted page is taken over by a module of its own, loaded only for painted pages (ADR 0038).
  void import('./app/first-paint-hydration.ts').then(
    ({ hydrateFirstPaint }) =>
      hydrateFirstPaint({
        root,
        state: firstPaint,
        queryClient,
        routes,
        hydrate: () => hydrateRoot(root, app()),
        render: () => createRoot(root).render(app()),
      }),
    () => createRoot(root).render(app()),
  );
} else {
  createRoot(root).render(app());
}
