import type { ProfileMediaKind } from '@hashi/shared/profile-media.schema';
import { useSyncExternalStore } from 'react';

/** Spec §2 upload manager and §4 upload states: UPLOADING, then FINISHED or FAILED; also cancelled. */
export type UploadStatus = 'uploading' | 'failed' | 'finished' | 'cancelled' | 'unknown';

/** Spec §3 upload queue item: title, status, progress (and the error of a failed one). */
export type UploadItem = {
  id: number;
  kind: ProfileMediaKind;
  title: string;
  status: UploadStatus;
  /** Whole percent of bytes sent, 0–100. */
  progress: number;
  error: string | null;
};

type State = { items: UploadItem[]; open: boolean };

/**
 * The uploads of this tab, outside React: an upload keeps going (and stays listed) when the field
 * that started it unmounts, e.g. on a move to another settings section.
 */
let state: State = { items: [], open: false };
const listeners = new Set<() => void>();
const aborts = new Map<number, () => void>();
let nextId = 1;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  syncLeaveGuard();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploads(): State {
  return useSyncExternalStore(subscribe, () => state);
}

export function addUpload(kind: ProfileMediaKind, title: string, abort: () => void): number {
  const id = nextId;
  nextId += 1;
  aborts.set(id, abort);
  set({ items: [...state.items, { id, kind, title, status: 'uploading', progress: 0, error: null }] });
  return id;
}

export function updateUpload(id: number, change: Partial<Omit<UploadItem, 'id' | 'kind'>>): void {
  if (change.status && change.status !== 'uploading') aborts.delete(id);
  set({ items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)) });
}

export function cancelUpload(id: number): void {
  aborts.get(id)?.();
}

/** Removes every upload that is over (finished, failed, cancelled, unknown). */
export function clearFinishedUploads(): void {
  set({ items: state.items.filter((item) => item.status === 'uploading') });
}

export function setUploadManagerOpen(open: boolean): void {
  set({ open });
}

export const isUploading = (items: UploadItem[]) => items.some((item) => item.status === 'uploading');

/**
 * Spec §2: leaving the page during an upload asks first (the progress would be lost). Browsers
 * show their own wording for this; the manager says it in the user's language.
 */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers need returnValue set to ask at all.
  event.returnValue = '';
}
let guarding = false;
function syncLeaveGuard() {
  const uploading = isUploading(state.items);
  if (uploading === guarding) return;
  guarding = uploading;
  if (uploading) window.addEventListener('beforeunload', warnBeforeLeaving);
  else window.removeEventListener('beforeunload', warnBeforeLeaving);
}

/** Tests only: back to an empty manager. */
export function resetUploadsForTest(): void {
  for (const abort of aborts.values()) abort();
  aborts.clear();
  set({ items: [], open: false });
}
