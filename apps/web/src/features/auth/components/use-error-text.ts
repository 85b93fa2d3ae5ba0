import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Field errors come from two places: the shared zod schemas (an i18n key such as
 * 'validation.required') and the server (a sentence already in the request's language).
 * Keys are translated; sentences are shown as they are.
 */
export function useErrorText(lng?: string) {
  const { t, i18n } = useTranslation('auth', { lng });
  return useCallback(
    (message: string | undefined, params?: Record<string, string | number>): string | undefined => {
      if (!message) return undefined;
      const key = `shared:${message}`;
      return i18n.exists(key, { lng }) ? t(key, params) : message;
    },
    [t, i18n, lng],
  );
}
