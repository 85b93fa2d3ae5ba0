import type { Locale } from '@hashi/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applyLanguage, clearReferenceCache } from '../../../i18n/language.ts';

/**
 * The consoles' language switch: the UI language, the cached reference lists and every server answer
 * (their names and messages are per language). It stays on this device: the applicants' set-locale
 * endpoint is not for company or admin accounts.
 */
export function useConsoleLanguage(): (locale: Locale) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      clearReferenceCache();
      await applyLanguage(locale);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
