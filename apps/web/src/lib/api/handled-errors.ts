import { isApiError } from './api-error.ts';

/**
 * A screen that shows some failures itself (a login form shows its 422 under the fields) lists
 * them in the query's or mutation's `meta.handledErrors`; the global error dialog skips those.
 * Keeping the rule here, beside ApiError, lets the shell and the features agree without either
 * importing the other.
 */
export type HandledError = { status: number; code?: string };
export type HandledErrorsMeta = { handledErrors?: readonly HandledError[] };

export function isHandledLocally(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (!isApiError(error)) return false;
  const handled = (meta as HandledErrorsMeta | undefined)?.handledErrors ?? [];
  return handled.some((h) => h.status === error.status && (h.code === undefined || h.code === error.code));
}
