import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './resources.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf as `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** i18next plural forms differ by language (English one/other, Japanese other only): compare the base key. */
function baseKeys(texts: Map<string, string>): Set<string> {
  return new Set([...texts.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * The shell's namespaces (resources.ts) and every feature's own texts, which the feature registers
 * when it loads (register-texts.ts): features/<feature>/locales/{en,ja}.json.
 */
const featureTexts = import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' });
const featureNamespaces = [...new Set(Object.keys(featureTexts).map((path) => path.split('/')[2] ?? ''))].filter(
  (feature) => !(namespaces as readonly string[]).includes(feature),
);
const texts = (ns: string, language: 'en' | 'ja'): Tree =>
  (namespaces as readonly string[]).includes(ns)
    ? (resources[language][ns as (typeof namespaces)[number]] as unknown as Tree)
    : (featureTexts[`../features/${ns}/locales/${language}.json`] ?? {});

describe.each([...namespaces, ...featureNamespaces])('namespace "%s"', (ns) => {
  const en = flatten(texts(ns, 'en'));
  const ja = flatten(texts(ns, 'ja'));

  it('has the same keys in English and Japanese', () => {
    const enKeys = baseKeys(en);
    const jaKeys = baseKeys(ja);
    const missingInJa = [...enKeys].filter((key) => !jaKeys.has(key));
    const missingInEn = [...jaKeys].filter((key) => !enKeys.has(key));
    expect({ missingInJa, missingInEn }).toEqual({ missingInJa: [], missingInEn: [] });
  });

  it('has no empty texts', () => {
    const empty = [...en, ...ja].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...en.keys()].filter(
      (key) => ja.has(key) && placeholders(en.get(key) ?? '').join() !== placeholders(ja.get(key) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });
});
