import './components/ui/base.css';
import './components/ui/shell.css';
import './components/ui/page-states.css';
import { paintFitsSession, readFirstPaint } from './app/first-paint.ts';
import { recordEarlyInput, whenFirstUsed, whenPageAreaLive } from './app/early-input.ts';
import { ACCESS_TOKEN_EXPIRY_MARGIN_MS } from '@hashi/shared/constants';
import { readSession, SESSION_KEY, setPaintedSession } from './lib/api/session-store.ts';
import { isAccessTokenExpired } from './lib/api/token-expiry.ts';
import { captureAttribution } from './features/attribution/capture-attribution.ts';
import { applyCssTokens } from './components/ui/tokens.ts';

/**
 * The entry every page downloads (ADR 0043): no React, MUI, i18next, router or Query here. The app
 * itself is the start module (app/start.tsx), imported dynamically; Vite's preload helper fetches
 * its chunks in parallel once it is asked for.
 *
 * A page the server painted for a guest (ADR 0038) is readable and its links work without the app,
 * so the app is loaded at the visitor's first sign of use (a touch, a key, a pointer move, a focus,
 * a scroll) and hydrates the page then: a visitor who only reads downloads almost no JavaScript.
 * Until the page is live, what they type, click or send is recorded and done again (early-input.ts).
 * A page painted for the login stored here (`/`, `/jobs`: ADR 0048) is taken over the same way; a
 * paint that does not fit the stored session (a guest's page for a signed-in browser, or another
 * login's) is rendered over by the app, which then starts at once, as every page without a paint does.
 */
// Every visit, read or used, before the router can redirect: the entry URL, its UTM values and the
// referrer (spec §9).
captureAttribution();
// The shell's stylesheets read the brand as custom properties: a painted page needs them before
// the app loads (its top bar, footer and buttons are plain HTML styled by them).
applyCssTokens();

const root = document.getElementById('root');
if (!root) throw new Error('no #root');

const stored = readSession();
const painted = readFirstPaint();
const state =
  painted && paintFitsSession(painted, stored, stored !== null && !isAccessTokenExpired(stored)) ? painted : null;
const early = state ? recordEarlyInput(root) : null;
if (early) whenPageAreaLive(early.live);

/**
 * The app's preloads, which the server turns off on a painted page (`<link data-preload="app">`
 * without `rel`): turned on when the app loads, so its chunks and the page's come in parallel.
 */
function preloadApp(): void {
  for (const off of document.querySelectorAll<HTMLLinkElement>('link[data-preload="app"]:not([rel])')) {
    off.rel = 'modulepreload';
  }
}

/**
 * Whether the painted page still fits the login stored here when the app comes: the first use may
 * come long after the load, and another tab may have signed out or in meanwhile, or the token lapsed.
 */
function stillFits(): boolean {
  const now = readSession();
  return state !== null && paintFitsSession(state, now, now !== null && !isAccessTokenExpired(now));
}

let begun = false;
const startApp = () => {
  if (begun) return;
  begun = true;
  preloadApp();
  // A paint that no longer fits is rendered over, its answers never put in the app's cache. One
  // that does is hydrated with the stored login as the session it was rendered for.
  const takeOver = stillFits();
  if (state?.session) setPaintedSession(takeOver ? readSession() : null);
  // The painted page's take-over comes beside the app, not after it (no waterfall).
  const hydration = takeOver && early ? import('./app/first-paint-hydration.ts') : null;
  void Promise.all([import('./app/start.tsx'), hydration]).then(
    ([{ start }, painted]) =>
      start(root, takeOver && state && early && painted ? { state, early, hydrate: painted.hydrateFirstPaint } : null),
    (error: unknown) => console.error(error),
  );
};

if (state) {
  whenFirstUsed(root, startApp);
  if (state.session && stored) {
    // A page painted for a login must not outlive it on screen: a sign-out or another login in
    // another tab, or the token lapsing, starts the app at once, which renders its own page.
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) startApp();
    });
    const fresh = stored.accessExpiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS - Date.now();
    setTimeout(startApp, Math.min(Math.max(0, fresh), 2 ** 31 - 1));
  }
} else startApp();
