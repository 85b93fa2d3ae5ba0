import { BREAKPOINTS } from '@hashi/shared/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** "Desktop" is lg and wider: the spec's "md and smaller" means narrower than 1264 px. */
export const DESKTOP_QUERY = `(min-width:${BREAKPOINTS.lg}px)`;

/**
 * A media query as state, read synchronously on the first render so the shell never paints the
 * wrong layout first. (MUI has one too, but the shell must render before MUI has loaded.)
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
