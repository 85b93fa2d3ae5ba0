import { THREAD_STATES } from '@hashi/shared/messaging.schema';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// Plural forms differ by language (English one/other, Japanese other): compare the base key.
const base = (key: string) => key.replace(/_(one|other)$/, '');
const enKeys = new Set([...flatten(en).keys()].map(base));
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe("the 'messages' texts", () => {
  it('cover every key the code asks for, including the ones built from values', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/['`]([a-z_]+\.[a-z_]+)['`]/g)) used.add(match[1] ?? '');
    }
    for (const state of THREAD_STATES) used.add(`state.${state}`);
    const texts = [...used].filter((key) =>
      /^(threads|state|preview|conversation|kind|interview|contact|blocked|composer|relative)\./.test(key),
    );
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('keep the spec’s English notices and write them naturally in Japanese', () => {
    expect(en.contact.hidden).toBe('Contact information is shown after document screening passes.');
    expect(ja.contact.hidden).toBe('連絡先は書類選考通過後に表示されます。');
    expect(en.blocked.closed_title).toBe('This position is closed.');
    expect(ja.blocked.closed_title).toBe('この求人の募集は終了しました。');
  });
});
