import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import { localeFromHeaders, t } from './locale.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('server messages', () => {
  it('has every key in both languages', () => {
    expect(keys(ja).sort()).toEqual(keys(en).sort());
  });
  it('reads the language from X-Localization before Accept-Language', () => {
    expect(localeFromHeaders({ 'x-localization': 'ja', 'accept-language': 'en' })).toBe('ja');
    expect(localeFromHeaders({ 'accept-language': 'fr;q=0.9, ja;q=0.8, en;q=0.1' })).toBe('ja');
    expect(localeFromHeaders({ 'accept-language': 'de' })).toBe('en');
    expect(localeFromHeaders({})).toBe('en');
  });
  it('falls back to the shared validation messages', () => {
    expect(t('ja', 'validation.required')).toBe('必須項目です。');
  });
});
