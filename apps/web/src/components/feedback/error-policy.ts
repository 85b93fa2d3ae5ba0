import { isApiError } from '../../lib/api/api-error.ts';
import { isHandledLocally } from '../../lib/api/handled-errors.ts';

/**
 * The per-query/per-mutation `meta` keys the global error dialog reads:
 * - `silent: true` never opens the dialog; `silent: false` forces it (even for a mutation's 422);
 * - `handledErrors: [{ status, code? }]` skips the failures the screen shows itself;
 * - `errorTitle` is the custom title of a 403 (spec §8).
 */
export type ErrorDialogMeta = { silent?: boolean; errorTitle?: string };

export function readErrorMeta(meta: Record<string, unknown> | undefined): ErrorDialogMeta {
  return {
    silent: typeof meta?.silent === 'boolean' ? meta.silent : undefined,
    errorTitle: typeof meta?.errorTitle === 'string' ? meta.errorTitle : undefined,
  };
}

/**
 * Whether a failed query or mutation opens the global alert dialog. A mutation's 422 is silent by
 * default: mutations are form submissions, and a form shows its validation errors under the fields,
 * so a dialog on top would say the same thing twice.
 */
export function shouldShowErrorDialog(
  error: unknown,
  meta: Record<string, unknown> | undefined,
  source: 'query' | 'mutation',
): boolean {
  const { silent } = readErrorMeta(meta);
  if (silent === true) return false;
  if (isHandledLocally(error, meta)) return false;
  if (isApiError(error)) {
    if (!error.showDialog) return false;
    if (source === 'mutation' && error.status === 422 && silent !== false) return false;
  }
  return true;
}
