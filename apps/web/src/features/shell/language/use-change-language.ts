import { LANGUAGE_CHANGE_DELAY_MS, type Locale } from '@hashi/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasUnsavedChanges, setUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { applyLanguage, clearReferenceCache } from '../../../i18n/language.ts';
// The auth feature owns the session, so it owns the server call that needs one.
import { saveLocaleToServer } from '../../../lib/session/locale-sync.ts';
import { useConfirm } from '../../../components/feedback/use-confirm.ts';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';

/** Injected so tests can observe the reload instead of losing the page. */
export type ReloadPage = () => void;
const reloadPage: ReloadPage = () => window.location.reload();

/**
 * Spec §4 language change. Without unsaved edits the language switches in place. With unsaved
 * profile edits the user confirms first; on proceed the edits are dropped and, after the spec's
 * short delay, the page reloads so every form starts over in the new language. Both paths store the
 * choice, tell the server, clear the cached reference lists and refetch server data (their names and
 * messages are per language).
 * Resolves to true when the language changed.
 */
export function useChangeLanguage(reload: ReloadPage = reloadPage): (locale: Locale) => Promise<boolean> {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();

  return useCallback(
    async (locale: Locale) => {
      if (locale === i18n.resolvedLanguage) return false;
      const discarding = hasUnsavedChanges();
      if (discarding) {
        const proceed = await confirm({
          title: t('language.confirm_title'),
          message: t('language.confirm_message'),
          confirmLabel: t('language.confirm_proceed'),
          destructive: true,
        });
        if (!proceed) return false;
        setUnsavedChanges(false);
      }
      clearReferenceCache();
      await applyLanguage(locale);
      try {
        await saveLocaleToServer(locale);
      } catch {
        // The cookie keeps the choice on this device; only e-mails would still use the old language.
        showSnackbar(t('language.failed_to_save'), 'error');
      }
      if (discarding) setTimeout(reload, LANGUAGE_CHANGE_DELAY_MS);
      else void queryClient.invalidateQueries();
      return true;
    },
    [confirm, i18n, queryClient, reload, showSnackbar, t],
  );
}
