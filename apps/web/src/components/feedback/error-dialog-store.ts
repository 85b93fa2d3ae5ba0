import { useSyncExternalStore } from 'react';
import type { ErrorDialogModel } from './describe-error.ts';

/**
 * The alert dialog's state lives outside React because failures are reported from TanStack
 * Query's caches, which sit outside the component tree.
 */
let current: ErrorDialogModel | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Opens the dialog for an error. While one is open, a second failure (several queries failing
 * together) is dropped, except that a 401 replaces anything else: its action is the one that helps.
 */
export function showErrorDialog(error: unknown, options: { customTitle?: string } = {}): void {
  // How an error is told comes with the first error, not with the app's start (ADR 0043); failures
  // are shown in the order they came.
  void import('./describe-error.ts').then(({ describeError }) => {
    const model = describeError(error, options);
    if (!model) return;
    if (current && !(model.action === 'login' && current.action !== 'login')) return;
    current = model;
    emit();
  });
}

export function dismissErrorDialog(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorDialogState(): ErrorDialogModel | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
