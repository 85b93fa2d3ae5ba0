import languagePackage from '@cospired/i18n-iso-languages';
import { MASTER_LIST_FILTERS, MASTER_LIST_ITEMS, MASTER_LIST_NAMES } from '@hashi/shared/masters.schema';
import countryPackage from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { MASTER_LIST_SOURCES } from './masters.catalog.ts';
import { CITIES } from '../../platform/db/seeds/cities.ts';
import { COUNTRIES } from '../../platform/db/seeds/countries.ts';
import { INDUSTRIES, INDUSTRY_CATEGORIES } from '../../platform/db/seeds/industries.ts';
import { IT_CERTIFICATE_CATEGORIES, IT_CERTIFICATES } from '../../platform/db/seeds/it-certificates.ts';
import { JAPAN_PREFECTURES, JAPAN_REGIONS } from '../../platform/db/seeds/japan.ts';
import { JOB_POSITION_CATEGORIES, JOB_POSITIONS } from '../../platform/db/seeds/job-positions.ts';
import { LANGUAGE_CERTIFICATES, LANGUAGE_SCORE_LEVELS } from '../../platform/db/seeds/language-certificates.ts';
import {
  JAPANESE_LANGUAGE_EXPERIENCES,
  JLPT_SCORE_LEVELS,
  WRITING_LEVELS,
} from '../../platform/db/seeds/language-levels.ts';
import { LANGUAGES } from '../../platform/db/seeds/languages.ts';
import type { CategorizedSeed, CategorySeed } from '../../platform/db/seeds/seed-types.ts';
import * as serviceOptions from '../../platform/db/seeds/service-options.ts';
import { SKILL_CATEGORIES, SKILLS } from '../../platform/db/seeds/skills.ts';
import * as workConditions from '../../platform/db/seeds/work-conditions.ts';

type Seed = { id: number; en: string; ja?: string };

const LISTS: Record<string, readonly Seed[]> = {
  JAPAN_REGIONS,
  JAPAN_PREFECTURES,
  CITIES,
  COUNTRIES,
  LANGUAGES,
  WRITING_LEVELS,
  JLPT_SCORE_LEVELS,
  JAPANESE_LANGUAGE_EXPERIENCES,
  LANGUAGE_CERTIFICATES,
  LANGUAGE_SCORE_LEVELS,
  INDUSTRY_CATEGORIES,
  INDUSTRIES,
  JOB_POSITION_CATEGORIES,
  JOB_POSITIONS,
  SKILL_CATEGORIES,
  SKILLS,
  IT_CERTIFICATE_CATEGORIES,
  IT_CERTIFICATES,
  ...serviceOptions,
  ...workConditions,
};

const permutation = (values: number[]) => [...values].sort((a, b) => a - b);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('seed data', () => {
  it('has unique positive ids and distinct, trimmed labels in both languages in every list', () => {
    for (const [name, seeds] of Object.entries(LISTS)) {
      expect(seeds.length, name).toBeGreaterThan(0);
      const ids = seeds.map((s) => s.id);
      expect(new Set(ids).size, `${name} ids`).toBe(ids.length);
      expect(
        ids.every((id) => Number.isInteger(id) && id > 0),
        name,
      ).toBe(true);
      for (const s of seeds) {
        expect(s.en, `${name} ${s.id}`).toBe(s.en.trim());
        expect(s.en.length, `${name} ${s.id}`).toBeGreaterThan(0);
        expect((s.ja ?? s.en).trim().length, `${name} ${s.id}`).toBeGreaterThan(0);
      }
      if (name === 'CITIES') continue; // Sakai (Fukui) and Sakai (Osaka): different prefectures.
      const en = seeds.map((s) => s.en.toLowerCase());
      expect(
        en.filter((n, i) => en.indexOf(n) !== i),
        `${name} English duplicates`,
      ).toEqual([]);
    }
  });

  it('puts every categorized row in an existing category, and every category in use', () => {
    const pairs: Array<[CategorySeed[], CategorizedSeed[]]> = [
      [INDUSTRY_CATEGORIES, INDUSTRIES],
      [JOB_POSITION_CATEGORIES, JOB_POSITIONS],
      [SKILL_CATEGORIES, SKILLS],
      [IT_CERTIFICATE_CATEGORIES, IT_CERTIFICATES],
    ];
    for (const [categories, items] of pairs) {
      const ids = new Set(categories.map((c) => c.id));
      expect(items.every((i) => ids.has(i.category))).toBe(true);
      expect(new Set(items.map((i) => i.category))).toEqual(ids);
    }
    expect(SKILLS.length).toBeGreaterThanOrEqual(300);
    expect(SKILLS.filter((s) => s.category === 1).map((s) => s.en)).toEqual(
      expect.arrayContaining(['Java', 'Python', 'JavaScript', 'TypeScript', 'Go', 'React', 'AWS']),
    );
  });

  it('places every prefecture in a region and gives each of the 47 its main cities', () => {
    expect(JAPAN_PREFECTURES.map((p) => p.id)).toEqual(range(48));
    const regions = new Set(JAPAN_REGIONS.map((r) => r.id));
    expect(JAPAN_PREFECTURES.every((p) => regions.has(p.region))).toBe(true);
    for (const prefecture of range(47)) {
      expect(
        CITIES.some((c) => c.prefecture === prefecture),
        `prefecture ${prefecture}`,
      ).toBe(true);
    }
    expect(CITIES.some((c) => c.prefecture === 48)).toBe(false);
    const designated =
      '札幌 仙台 さいたま 千葉 横浜 川崎 相模原 新潟 静岡 浜松 名古屋 京都 大阪 堺 神戸 岡山 広島 北九州 福岡 熊本';
    const names = new Set(CITIES.map((c) => c.ja));
    for (const city of designated.split(' ')) expect(names.has(`${city}市`), city).toBe(true);
    expect(CITIES.filter((c) => c.prefecture === 13 && c.ja.endsWith('区'))).toHaveLength(23);
  });

  it('covers every ISO 3166 country, Japan = 104, with a Japanese display order', () => {
    const codes = Object.keys(countryPackage.getAlpha2Codes());
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual([...codes].sort());
    expect(COUNTRIES.find((c) => c.code === 'JP')).toMatchObject({ id: 104, dial: '+81', jaOrder: 1 });
    expect(permutation(COUNTRIES.map((c) => c.jaOrder))).toEqual(range(COUNTRIES.length));
    for (const c of COUNTRIES) {
      if (c.dial !== null) expect(c.dial, c.code).toMatch(/^\+\d{1,3}(-\d{1,3})?$/);
    }
  });

  it('covers every ISO 639-1 language, English = 12 and Japanese = 23', () => {
    const codes = Object.keys(languagePackage.getAlpha2Codes());
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual([...codes].sort());
    expect(LANGUAGES.find((l) => l.code === 'en')?.id).toBe(12);
    expect(LANGUAGES.find((l) => l.code === 'ja')?.id).toBe(23);
    expect(permutation(LANGUAGES.map((l) => l.jaOrder))).toEqual(range(LANGUAGES.length));
  });

  it('keeps bands contiguous and certificate levels in their certificate’s language', () => {
    const incomes = workConditions.INCOME_RANGES;
    for (let i = 1; i < incomes.length; i++) expect(incomes[i]?.min).toBe(incomes[i - 1]?.max);
    for (const level of LANGUAGE_SCORE_LEVELS) {
      const certificate = LANGUAGE_CERTIFICATES.find((c) => c.id === level.certificate);
      expect(level.language).toBe(certificate?.language);
    }
    expect(new Set(LANGUAGE_SCORE_LEVELS.map((l) => l.certificate))).toEqual(
      new Set(LANGUAGE_CERTIFICATES.map((c) => c.id)),
    );
  });
});

describe('catalog', () => {
  it('answers each list’s fields from its table, and filters only on answered fields', () => {
    for (const name of MASTER_LIST_NAMES) {
      const fields = Object.keys(MASTER_LIST_ITEMS[name].shape).filter((k) => k !== 'id' && k !== 'name');
      expect([...MASTER_LIST_SOURCES[name].fields].sort(), name).toEqual(fields.sort());
    }
    for (const [name, filter] of Object.entries(MASTER_LIST_FILTERS)) {
      const fields = MASTER_LIST_SOURCES[name as keyof typeof MASTER_LIST_FILTERS].fields;
      for (const key of Object.keys(filter.shape)) expect(fields, `${name}?${key}`).toContain(key);
    }
  });
});
