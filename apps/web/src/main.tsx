import './components/ui/base.css';
import './components/ui/shell.css';
import './components/ui/page-states.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { applyCssTokens } from './components/ui/tokens.ts';
import { captureAttribution } from './features/attribution/capture-attribution.ts';
import { initI18n } from './i18n/i18n.ts';
import { detectInitialLanguage, dropLanguageParam, persistLanguage } from './i18n/language.ts';

// Language first: the first paint, <html lang> and the first API call all use it.
const locale = detectInitialLanguage();
persistLanguage(locale);
dropLanguageParam();
initI18n(locale);
applyCssTokens();
// Before the router can redirect: the entry URL, its UTM values and the referrer (spec §9).
captureAttribution();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
