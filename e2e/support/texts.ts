import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lookupMessage, sharedMessages } from '@hashi/shared/i18n';
import enAuth from '../../apps/web/src/features/auth/locales/en.json' with { type: 'json' };
import jaAuth from '../../apps/web/src/features/auth/locales/ja.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import jaCommon from '../../apps/web/src/i18n/locales/ja/common.json' with { type: 'json' };
import type { Lang } from './browser.ts';

/**
 * The web app's own texts, so that journeys find labels and buttons the way a person reads them in
 * either language. Messages the spec fixes are asserted literally in the journeys instead.
 */
const resources: Record<Lang, Record<string, unknown>> = {
  en: { auth: enAuth, common: enCommon, shared: sharedMessages.en },
  ja: { auth: jaAuth, common: jaCommon, shared: sharedMessages.ja },
};

/**
 * The lazily registered feature namespaces: each feature's `locales/{en,ja}.json`, under the
 * feature's folder name (which is the name its `i18n.ts` registers, e.g. 'profile-settings').
 */
const featuresDir = path.join(import.meta.dirname, '../../apps/web/src/features');
for (const feature of readdirSync(featuresDir)) {
  for (const lang of ['en', 'ja'] as const) {
    if (feature in resources[lang]) continue;
    let text: string;
    try {
      text = readFileSync(path.join(featuresDir, feature, 'locales', `${lang}.json`), 'utf8');
    } catch {
      continue;
    }
    resources[lang][feature] = JSON.parse(text);
  }
}

/** A namespace the journeys read: the shell's ('auth', 'common', 'shared') or a feature's folder name. */
type Namespace =
  | 'auth'
  | 'common'
  | 'shared'
  | 'cv'
  | 'registration'
  | 'profile'
  | 'profile-settings'
  | 'profile-media'
  | 'profile-preview'
  | 'account-settings'
  | 'jobs'
  | 'saved-searches'
  | 'dashboard'
  | 'approaches'
  | 'messages'
  | 'employer'
  | 'employer-approaches'
  | 'employer-messages'
  | 'notifications'
  | 'message-reports'
  | 'admin'
  | 'for-employer'
  | 'faq'
  | 'public-pages'
  | 'blog'
  | 'referral';

/** i18next's plural suffixes: English has one/other, Japanese only other. */
function pluralKey(lang: Lang, path: string, count: number): string {
  return `${path}_${lang === 'en' && count === 1 ? 'one' : 'other'}`;
}

/** `t('ja', 'auth:login.title')`, with {{name}} values filled in and <tags> of Trans texts removed. */
export function t(lang: Lang, key: `${Namespace}:${string}`, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [Namespace, string];
  const tree = resources[lang][ns];
  if (tree === undefined) throw new Error(`no namespace ${ns} in ${lang}`);
  const text =
    (typeof values.count === 'number' ? lookupMessage(tree, pluralKey(lang, path, values.count)) : undefined) ??
    lookupMessage(tree, path);
  if (text === undefined) throw new Error(`no text ${key} in ${lang}`);
  return text
    .replace(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g, (_, name: string) => String(values[name] ?? ''))
    .replace(/<\/?\w+>/g, '');
}

/** Any hiragana, katakana or kanji. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
