import type { Locale } from '@hashi/shared/constants';
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from './resources.ts';

/** The options of the app's i18next instance; the server render (entry-server.tsx) uses the same. */
export const i18nOptions = (locale: Locale): InitOptions => ({
  resources,
  lng: locale,
  supportedLngs: ['en', 'ja'],
  // The parity test keeps both languages complete; English is only a last resort.
  fallbackLng: 'en',
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/**
 * The global i18next instance, so code outside React (the API client's language header, the login
 * flow) reads the same language as the components. Resources are inline, so init is synchronous.
 */
export function initI18n(locale: Locale): typeof i18next {
  if (!i18next.isInitialized) {
    i18next.use(initReactI18next).init(i18nOptions(locale));
    // Whoever switches the language (menu, login flow, landing page), <html lang> follows, so
    // screen readers and the browser's own features (hyphenation, fonts) use the right language.
    i18next.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  } else if (i18next.language !== locale) {
    i18next.changeLanguage(locale);
  }
  return i18next;
}
