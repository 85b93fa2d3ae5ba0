import { BREAKPOINTS } from '@hashi/shared/constants';
import { FIRST_PAINT_STATE_ID } from '@hashi/shared/first-paint';
import { useCallback, useSyncExternalStore } from 'react';

/** "Desktop" is lg and wider: the spec's "md and smaller" means narrower than 1264 px. */
export const DESKTOP_QUERY = `(min-width:${BREAKPOINTS.lg}px)`;

/** A media query's store; `painted`: undefined on the server and on a painted page until live. */
function useQueryStore(query: string, painted: boolean): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      const live = new MutationObserver(onChange);
      if (painted) live.observe(document.documentElement, { attributes: true, attributeFilter: ['data-page-area'] });
      return () => {
        list.removeEventListener('change', onChange);
        live.disconnect();
      };
    },
    [query, painted],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => (painted && paintedNotLive() ? undefined : window.matchMedia(query).matches),
    () => (painted ? undefined : false),
  );
}

/**
 * A media query as state, read synchronously on the first render so the shell never paints the
 * wrong layout first. (MUI has one too, but the shell must render before MUI has loaded.)
 */
export const useMediaQuery = (query: string): boolean => useQueryStore(query, false) === true;

/**
 * A page the server painted (its state script is there) whose page area the app has not taken over
 * yet (`<html data-page-area="live">`, set by ThemedPageArea).
 */
function paintedNotLive(): boolean {
  return document.documentElement.dataset.pageArea !== 'live' && document.getElementById(FIRST_PAINT_STATE_ID) !== null;
}

/**
 * A media query for a layout the server paints (ADR 0038, 0043): `undefined` where the width is not
 * known, on the server and on a painted page until its page area is live, so that both layouts are
 * rendered and CSS (`.hashi-only-desktop`, `.hashi-only-phone` in shell.css; `sx` display values)
 * shows the one that fits; after that, the answer. Server, painted page and first client render
 * agree at every width, with or without JS. The answer waits for the page area: a change above a
 * part React has not hydrated yet would make React throw that part's painted nodes away and render
 * it afresh (losing what the visitor clicked there).
 */
export const useLayoutQuery = (query: string): boolean | undefined => useQueryStore(query, true);

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);

/** The shell's layout: true at lg and wider, false below, undefined while painted (useLayoutQuery). */
export const useDesktopLayout = () => useLayoutQuery(DESKTOP_QUERY);
