import { sharedMessages } from '@hashi/shared/i18n';
import enAuth from '../../apps/web/src/features/auth/locales/en.json' with { type: 'json' };
import jaAuth from '../../apps/web/src/features/auth/locales/ja.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import jaCommon from '../../apps/web/src/i18n/locales/ja/common.json' with { type: 'json' };
import type { Lang } from './browser.ts';

/**
 * The web app's own texts, so that journeys find labels and buttons the way a person reads them in
 * either language. Messages the spec fixes are asserted literally in the journeys instead.
 */
const resources = {
  en: { auth: enAuth, common: enCommon, shared: sharedMessages.en },
  ja: { auth: jaAuth, common: jaCommon, shared: sharedMessages.ja },
} as const;

type Namespace = keyof (typeof resources)['en'];

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `t('ja', 'auth:login.title')`, with {{name}} values filled in and <tags> of Trans texts removed. */
export function t(lang: Lang, key: `${Namespace}:${string}`, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [Namespace, string];
  const text = lookup(resources[lang][ns], path);
  if (text === undefined) throw new Error(`no text ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')).replace(/<\/?\w+>/g, '');
}

/** Any hiragana, katakana or kanji. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
