import i18next from 'i18next';

type Texts = { en: object; ja: object };

/**
 * Adds a feature's texts when the feature's code first loads. Only the shell's namespaces are in
 * the first download (resources.ts); a lazily loaded feature brings its own, so the first paint stays
 * inside its budget however many screens the app grows. Call it at the top of the feature's
 * `i18n.ts`, and import that module from every page or component that uses the namespace.
 */
export function registerTexts(namespace: string, texts: Texts): string {
  for (const language of ['en', 'ja'] as const) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, texts[language], true, true);
    }
  }
  return namespace;
}
