import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hashi/shared/constants';
import { fillParams, lookupMessage, translateShared } from '@hashi/shared/i18n';
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };

const serverMessages = { en, ja } as const;

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The request's language: X-Localization, else the first supported Accept-Language, else English. */
export function localeFromHeaders(headers: Record<string, string | string[] | undefined>): Locale {
  const explicit = headers['x-localization'];
  const x = Array.isArray(explicit) ? explicit[0] : explicit;
  if (x) {
    const tag = x.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  const accept = headers['accept-language'];
  const header = Array.isArray(accept) ? accept.join(',') : accept;
  if (header) {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.find((p) => p.trim().startsWith('q='));
        return { tag: tag.toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Translates a server key (mail, pages) or a shared key (validation, errors). */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const own = lookupMessage(serverMessages[locale], key) ?? lookupMessage(serverMessages.en, key);
  if (own === undefined) return translateShared(locale, key, params);
  return fillParams(own, params);
}
