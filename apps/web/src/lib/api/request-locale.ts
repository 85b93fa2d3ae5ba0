import { DEFAULT_LOCALE, type Locale } from '@hashi/shared/constants';
import i18next from 'i18next';

/** The language the user sees, sent as X-Localization so server messages match it (spec §7). */
export function requestLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (!language) return DEFAULT_LOCALE;
  return language.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}
