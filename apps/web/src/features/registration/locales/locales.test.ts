import { REGISTRATION_SECTIONS } from '@hashi/shared/profile.schema';
import { describe, expect, it } from 'vitest';
import profileEn from '../../profile/locales/en.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

// Every source file of the feature, to find the keys it asks for (parity is the i18n test's job).
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe("the 'registration' texts", () => {
  it('cover every key the code uses, including the stepper titles and the missing-part names', () => {
    const known = new Set(keys(en));
    const profileKnown = new Set(keys(profileEn));
    const used = new Set<string>(['stepper.group_1', 'stepper.group_2', 'stepper.group_3', 'stepper.group_4']);
    const usedOfProfile = new Set<string>();
    for (const source of Object.values(sources)) {
      // A file whose `t` is the shared field labels' (issue 13: one text per field) asks that namespace.
      const target = /const \{ t(,[^}]*)? \} = useTranslation\(PROFILE_FIELDS_NS\)/.test(source) ? usedOfProfile : used;
      for (const match of source.matchAll(/\bt\(\s*'([a-z_]+\.[a-z_.]+)'/g)) target.add(match[1] ?? '');
    }
    // complete-step's 422 names these (career-step.tsx shows them by name).
    for (const section of REGISTRATION_SECTIONS) used.add(`sections.${section}`);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
    expect([...usedOfProfile].filter((key) => !profileKnown.has(key))).toEqual([]);
    expect(usedOfProfile.size).toBeGreaterThan(0);
  });
});
