import { useSyncExternalStore } from 'react';

/**
 * Whether the tab has any upload listed: all the shell needs to know to load the upload manager.
 * The queue itself (upload-store.ts) arrives with the features that upload, never in the first
 * download of a page (issue 16's budget).
 */
let present = false;
const listeners = new Set<() => void>();

export function setUploadsPresent(value: boolean): void {
  if (value === present) return;
  present = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadsPresent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => present,
    () => false,
  );
}
