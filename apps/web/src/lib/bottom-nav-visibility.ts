import { useSyncExternalStore } from 'react';

/**
 * The profile preview shows the profile as companies see it, without the app's own navigation; it
 * hides the bottom navigation and the settings header's back arrow brings it back.
 */
let hidden = false;
const listeners = new Set<() => void>();

export function setBottomNavHidden(value: boolean): void {
  if (hidden === value) return;
  hidden = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useBottomNavHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  );
}
