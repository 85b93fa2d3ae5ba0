import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';
import { featureSources, flattenTexts } from '../../../test/locale-texts.ts';

const enKeys = flattenTexts(en);
const jaKeys = flattenTexts(ja);
// Every source file of the feature, to find the keys it asks for.
const sources = await featureSources('auth');

describe("the 'auth' texts", () => {
  it('exist in both languages with the same keys, none empty', () => {
    expect([...jaKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
    for (const [key, text] of [...enKeys, ...jaKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
    for (const [key, text] of enKeys) expect(names(jaKeys.get(key) ?? ''), key).toEqual(names(text));
  });

  it('cover every key the code uses', () => {
    const used = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/\bt\(\s*'([a-z_]+\.[a-z_.]+)'/g)) used.add(match[1] ?? '');
      for (const match of source.matchAll(/i18nKey="([a-z_]+\.[a-z_.]+)"/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !enKeys.has(key));
    expect(missing).toEqual([]);
  });
});
