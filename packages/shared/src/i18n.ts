import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import type { Locale } from './constants.ts';

/** Messages both sides show: validation and API errors. */
export const sharedMessages = { en, ja } as const satisfies Record<Locale, typeof en>;

type Params = Record<string, string | number>;

/** The text at a dotted key (`validation.max_chars`) of a message tree; undefined when there is none. */
export function lookupMessage(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills the `{{name}}` placeholders of a message; a missing value leaves an empty string. */
export function fillParams(text: string, params: Params = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Translates a shared message key; unknown keys come back unchanged. */
export function translateShared(locale: Locale, key: string, params: Params = {}): string {
  return fillParams(lookupMessage(sharedMessages[locale], key) ?? lookupMessage(sharedMessages.en, key) ?? key, params);
}

export function isSharedKey(key: string): boolean {
  return lookupMessage(sharedMessages.en, key) !== undefined;
}
