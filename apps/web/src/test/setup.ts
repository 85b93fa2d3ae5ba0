import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { removeCookie } from '../lib/cookies.ts';
import { speedUpStyleMatching } from './style-match.ts';
import { setViewportWidth } from './viewport.ts';

// Computed styles without testing every CSS rule against every element (style-match.ts).
speedUpStyleMatching(document);
initI18n('en');
// The page area and the shell's menus and dialogs are lazy chunks: the first import in a test file
// transforms MUI, which can take a few seconds on a busy machine; CI runs the web tests beside the
// server and browser suites on two cores, where a form step with several MUI selects takes seconds.
configure({ asyncUtilTimeout: 30_000 });
// jsdom does not scroll; the router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  // jsdom has no layout: every test starts on a phone-sized screen unless it says otherwise.
  setViewportWidth(390);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) removeCookie(decodeURIComponent(name));
  }
});
