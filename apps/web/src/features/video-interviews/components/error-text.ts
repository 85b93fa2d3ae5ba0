import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';

/** A failed save or send in the user's language: the server's field message, else its message. */
export function errorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 0) return t('errors.network');
    const field = Object.values(error.fieldErrors)[0]?.[0];
    if (field) return field;
    if (error.body?.message) return error.body.message;
  }
  return t('errors.failed');
}
