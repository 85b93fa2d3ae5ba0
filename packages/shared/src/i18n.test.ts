import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import { translateShared } from './i18n.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('shared messages', () => {
  it('has the same keys in English and Japanese', () => {
    expect(keys(ja).sort()).toEqual(keys(en).sort());
  });
  it('keeps the spec wording in English', () => {
    expect(translateShared('en', 'validation.max_chars', { max: 20 })).toBe('Must be 20 characters or less.');
    expect(translateShared('en', 'errors.verification_link_invalid')).toBe('The URL is invalid or expired.');
  });
  it('translates into Japanese with parameters', () => {
    expect(translateShared('ja', 'validation.max_chars', { max: 20 })).toBe('20文字以内で入力してください。');
  });
});
