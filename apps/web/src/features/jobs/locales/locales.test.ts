import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';
import { featureSources, flattenTexts } from '../../../test/locale-texts.ts';

// Plural forms differ by language (English one/other, Japanese other): compare the base key.
const base = (key: string) => key.replace(/_(one|other)$/, '');
const enKeys = new Set([...flattenTexts(en).keys()].map(base));
const sources = await featureSources('jobs');

describe("the 'jobs' texts", () => {
  it('cover every key the code asks for, including the ones built from values', () => {
    const used = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/['`]([a-z_]+\.[a-z_]+)['`]/g)) used.add(match[1] ?? '');
      for (const match of source.matchAll(/i18nKey="([a-z_]+\.[a-z_.]+)"/g)) used.add(match[1] ?? '');
    }
    for (const sort of ['popular', 'newest']) used.add(`results.sort_${sort}`);
    for (const type of ['first', 'last', 'next', 'previous']) used.add(`results.page_${type}`);
    const texts = [...used].filter((key) =>
      /^(facts|card|relative|detail|company|states|search|filters|results)\./.test(key),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('write Japanese money and dates the Japanese way', () => {
    expect(ja.facts.salary).toBe('年収 {{salary}}');
    expect(ja.facts.negotiable).toBe('応相談');
    expect(ja.facts.overseas_ok).toBe('海外からの応募可');
    expect(en.facts.salary).toBe('{{salary}} a year');
  });
});
