import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from '../api/session-store.ts';
import { setUploadsPresent } from './upload-signal.ts';

/** Spec §2 upload manager and §4 upload states: UPLOADING, then FINISHED or FAILED; also cancelled. */
export type UploadStatus = 'uploading' | 'failed' | 'finished' | 'cancelled' | 'unknown';

/** Spec §3 upload queue item: title, status, link, progress (and the error of a failed one). */
export type UploadItem = {
  id: number;
  /** What is uploaded, in the words of the feature that started it ('photo', 'video', 'interview_answer'…). */
  kind: string;
  title: string;
  /** Where the uploaded file is used, for the manager's link (spec §3), or null. */
  link: string | null;
  status: UploadStatus;
  /** Whole percent of bytes sent, 0–100. */
  progress: number;
  error: string | null;
  /** Sent in resumable chunks (tus, ADR 0045): leaving the page pauses it rather than losing it. */
  resumable: boolean;
  /** It went on from bytes an earlier attempt had sent (spec §2: its failure does not open the manager). */
  resumed: boolean;
};

export type NewUpload = Pick<UploadItem, 'kind' | 'title' | 'link' | 'resumable'>;
type Controls = { abort: () => void; retry?: () => void };
type State = { items: UploadItem[]; open: boolean };

/**
 * The uploads of this tab, outside React (one manager for the whole app, spec §2): an upload keeps
 * going, and stays listed, when the page that started it is left for another.
 */
let state: State = { items: [], open: false };
const listeners = new Set<() => void>();
const controls = new Map<number, Controls>();
let nextId = 1;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  syncLeaveGuard();
  setUploadsPresent(state.items.length > 0);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useUploads(): State {
  return useSyncExternalStore(subscribe, getState, getState);
}

export function addUpload(upload: NewUpload, control: Controls): number {
  const id = nextId;
  nextId += 1;
  controls.set(id, control);
  const item: UploadItem = { ...upload, id, status: 'uploading', progress: 0, error: null, resumed: false };
  set({ items: [...state.items, item] });
  return id;
}

export function updateUpload(id: number, change: Partial<Omit<UploadItem, 'id' | 'kind'>>): void {
  set({ items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)) });
}

export function cancelUpload(id: number): void {
  controls.get(id)?.abort();
}

/** Whether a failed or cancelled upload can be started again from the manager. */
export function canRetryUpload(item: UploadItem): boolean {
  return (item.status === 'failed' || item.status === 'cancelled') && controls.get(item.id)?.retry !== undefined;
}

/** Starts a failed or cancelled upload again (a resumable one goes on from the server's offset); it replaces its row. */
export function retryUpload(id: number): void {
  const retry = controls.get(id)?.retry;
  if (!retry) return;
  controls.delete(id);
  set({ items: state.items.filter((item) => item.id !== id) });
  retry();
}

/** Removes every upload that is over (finished, failed, cancelled, unknown). */
export function clearFinishedUploads(): void {
  for (const item of state.items) if (item.status !== 'uploading') controls.delete(item.id);
  set({ items: state.items.filter((item) => item.status === 'uploading') });
}

export function setUploadManagerOpen(open: boolean): void {
  set({ open });
}

export const isUploading = (items: UploadItem[]) => items.some((item) => item.status === 'uploading');

/**
 * Spec §2: leaving the page during an upload asks first (the progress would be lost, or — for a
 * resumable upload — wait for the same file to be chosen again). Browsers show their own wording
 * for this; the manager says it in the user's language.
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

/** Stops every running upload and forgets them all (no retry can send them again). */
function forgetUploads(): void {
  const running = [...controls.values()];
  controls.clear();
  for (const control of running) control.abort();
  set({ items: [], open: false });
}

/**
 * The uploads belong to whoever was signed in: on logout, or when another user signs in on this
 * tab, they stop and the list is emptied, so no one sees — or, by "Try again", sends — the
 * previous user's files.
 */
let uploadsOwner = readSession()?.user.id ?? null;
subscribeSession(() => {
  const owner = readSession()?.user.id ?? null;
  if (owner === uploadsOwner) return;
  uploadsOwner = owner;
  if (state.items.length > 0) forgetUploads();
});

/** Tests only: back to an empty manager. */
export function resetUploadsForTest(): void {
  forgetUploads();
}
