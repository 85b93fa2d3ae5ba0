import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lookupMessage, sharedMessages } from '@hashi/shared/i18n';
import enAuth from '../../apps/web/src/features/auth/locales/en.json' with { type: 'json' };
import jaAuth from '../../apps/web/src/features/auth/locales/ja.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import jaCommon from '../../apps/web/src/i18n/locales/ja/common.json' with { type: 'json' };
import enServer from '../../apps/server/src/platform/i18n/locales/en.json' with { type: 'json' };
import jaServer from '../../apps/server/src/platform/i18n/locales/ja.json' with { type: 'json' };
import type { Lang } from './browser.ts';

/**
 * The web app's own texts, so that journeys find labels and buttons the way a person reads them in
 * either language. Messages the spec fixes are asserted literally in the journeys instead.
 */
const resources: Record<Lang, Record<string, unknown>> = {
  en: { auth: enAuth, common: enCommon, shared: sharedMessages.en, server: enServer },
  ja: { auth: jaAuth, common: jaCommon, shared: sharedMessages.ja, server: jaServer },
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

/**
 * A namespace the journeys read: the shell's ('auth', 'common', 'shared'), the server's messages
 * ('server': texts the API writes, such as the reasons of a recommendation) or a feature's folder name.
 */
type Namespace =
  | 'auth'
  | 'common'
  | 'shared'
  | 'server'
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
  | 'employer-video-interviews'
  | 'video-interviews'
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The whole text `key` as a pattern: values given as a RegExp stand for whatever the page fills in
 * there (a name from a CV, an amount from the demo data), the others are matched literally.
 */
export function textPattern(
  lang: Lang,
  key: `${Namespace}:${string}`,
  values: Record<string, string | number | RegExp>,
): RegExp {
  const marks: Record<string, string> = {};
  const literal: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof RegExp) {
      marks[name] = `\u0000${Object.keys(marks).length}\u0000`;
      literal[name] = marks[name];
    } else literal[name] = value;
  }
  let source = escapeRegExp(t(lang, key, literal));
  for (const [name, mark] of Object.entries(marks)) {
    source = source.replace(mark, `(?:${(values[name] as RegExp).source})`);
  }
  return new RegExp(`^${source}$`);
}

/** Any hiragana, katakana or kanji. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
