import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import type { Locale } from './constants.ts';

/** Messages both sides show: validation and API errors. */
export const sharedMessages = { en, ja } as const satisfies Record<Locale, typeof en>;

type Params = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a shared message key; unknown keys come back unchanged. */
export function translateShared(locale: Locale, key: string, params: Params = {}): string {
  const text = lookup(sharedMessages[locale], key) ?? lookup(sharedMessages.en, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function isSharedKey(key: string): boolean {
  return lookup(sharedMessages.en, key) !== undefined;
}
