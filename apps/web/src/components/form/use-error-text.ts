import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from './zod-form-resolver.ts';

/**
 * Field errors come from two places: the shared zod schemas (an i18n key such as
 * 'validation.required') and the server (a sentence already in the request's language).
 * Keys are translated (with the limits zodFormResolver carried along); sentences are shown as they are.
 */
export function useErrorText(lng?: string) {
  const { t, i18n } = useTranslation('shared', { lng });
  return useCallback(
    (message: string | undefined, params?: Record<string, string | number>): string | undefined => {
      if (!message) return undefined;
      const decoded = decodeMessage(message);
      const key = `shared:${decoded.text}`;
      return i18n.exists(key, { lng }) ? t(key, { ...decoded.params, ...params }) : decoded.text;
    },
    [t, i18n, lng],
  );
}
