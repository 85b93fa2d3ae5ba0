import type { AppealPosition } from '@hashi/shared/jobs-enums';
import { COMPANY_SIZES } from '../../platform/db/seeds/work-conditions.ts';
import { INDUSTRIES } from '../../platform/db/seeds/industries.ts';
import { CITIES } from '../../platform/db/seeds/cities.ts';
import { JAPAN_PREFECTURES } from '../../platform/db/seeds/japan.ts';
import { normalizeSearchText } from '../masters/search-text.ts';
import { MULTINATIONAL } from './posting-market.ts';
import { APPEAL_THEMES } from './company-appeals.ts';
import {
  COMPANY_INDUSTRIES,
  FAMILY_NAMES,
  FOREIGN_CEOS,
  GIVEN_NAMES,
  LEGAL_FORMS,
  MISSIONS,
  NAME_STEMS,
  NAME_WORDS,
  PRODUCTS,
} from './company-parts.ts';
import { FULLY_REMOTE_SHARE, OFFICES, TOWNS } from './company-places.ts';
import { Rng } from './prng.ts';
import type { Bilingual } from './role-texts.ts';

/** A generated company: its row, appeals and documents, and the traits its postings follow. */
export interface DemoCompany {
  /** 1-based position in the generated list; the writer replaces it with the database id. */
  id: number;
  row: {
    name_en: string;
    name_ja: string;
    ceo_name_en: string;
    ceo_name_ja: string;
    prefecture_id: number | null;
    city_id: number | null;
    address_en: string | null;
    address_ja: string | null;
    founded_on: string;
    capital_jpy: number;
    company_size_id: number;
    is_listed: boolean;
    industry_id: number;
    industry_ids: number[];
    website_url: string;
    description_en: string;
    description_ja: string;
    search_text: string;
  };
  appeals: Array<{ position: AppealPosition; title_en: string; title_ja: string; body_en: string; body_ja: string }>;
  /** Generated artwork: payload types (logo 1, cover 2, appeals 3–5). */
  documents: number[];
  traits: {
    fullyRemote: boolean;
    /** 0–1: how international the staff is (foreign share, English use). */
    international: number;
    startup: boolean;
    product: Bilingual;
    /** Relative number of postings. */
    postingWeight: number;
  };
}

const SIZE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 4],
  [2, 14],
  [3, 16],
  [4, 22],
  [5, 18],
  [6, 14],
  [7, 12],
];
const LISTED_CHANCE: Record<number, number> = { 4: 0.05, 5: 0.15, 6: 0.4, 7: 0.7 };
const POSTING_WEIGHT: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 5, 5: 7, 6: 10, 7: 14 };
const APPEAL_POSITIONS: readonly AppealPosition[] = ['top', 'middle', 'bottom'];

const label = <T extends { id: number; en: string; ja?: string }>(rows: readonly T[], id: number) => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`demo data: no master row ${id}`);
  return [row.en, row.ja ?? row.en] as const;
};

function companyName(rng: Rng, category: number, index: number, used: Set<string>) {
  const words = NAME_WORDS[category] ?? NAME_WORDS[0] ?? [];
  let stem = rng.pick(NAME_STEMS);
  let word = rng.pick(rng.chance(0.8) ? words : (NAME_WORDS[0] ?? words));
  for (let tries = 0; used.has(`${stem[0]} ${word[0]}`) && tries < 30; tries += 1) {
    stem = rng.pick(NAME_STEMS);
    word = rng.pick(rng.chance(0.7) ? words : (NAME_WORDS[0] ?? words));
  }
  // Past the combinations (large benchmark sets), a number keeps names apart.
  const taken = used.has(`${stem[0]} ${word[0]}`);
  const en = taken ? `${stem[0]} ${word[0]} ${index}` : `${stem[0]} ${word[0]}`;
  const ja = taken ? `${stem[1]}${word[1]}${index}` : `${stem[1]}${word[1]}`;
  used.add(en);
  const japan = rng.chance(0.1);
  const [legal, before] = japan ? (['K.K.', false] as const) : rng.pick(LEGAL_FORMS);
  const slug = en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    en: japan ? `${en} Japan ${legal}` : `${en} ${legal}`,
    ja: japan ? `${ja}ジャパン株式会社` : before ? `株式会社${ja}` : `${ja}株式会社`,
    website: `https://www.${slug}.example`,
    foreign: japan,
  };
}

function office(rng: Rng) {
  if (rng.chance(FULLY_REMOTE_SHARE)) return null;
  const place = rng.weighted(OFFICES.map((o) => [o, o.weight] as const));
  const cities =
    place.cities.length > 0
      ? place.cities
      : CITIES.filter((c) => c.prefecture === place.prefecture)
          .map((c) => c.id)
          .slice(0, 1);
  const cityId = rng.pick(cities);
  const [prefEn, prefJa] = label(JAPAN_PREFECTURES, place.prefecture);
  const [cityEn, cityJa] = label(CITIES, cityId);
  const town = TOWNS[cityId] ? rng.pick(TOWNS[cityId]) : null;
  const number = `${rng.int(1, 5)}-${rng.int(1, 20)}-${rng.int(1, 15)}`;
  const floor = rng.int(2, 25);
  const en = `${floor}F, ${number}${town ? ` ${town[0]}` : ''}, ${cityEn}, ${prefEn}`;
  const ja = `${prefJa}${cityJa}${town ? town[1] : ''}${number} ${floor}階`;
  return { prefecture: place.prefecture, city: cityId, en, ja };
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** One company, the same for the same seed and index. */
export function generateCompany(seed: string | number, index: number, used = new Set<string>()): DemoCompany {
  const rng = new Rng(`demo:${seed}:company:${index}`);
  const industry = rng.weighted(COMPANY_INDUSTRIES);
  const category = INDUSTRIES.find((i) => i.id === industry)?.category ?? 0;
  const extra = rng.sample(
    COMPANY_INDUSTRIES.map(([id]) => id).filter((id) => id !== industry),
    rng.chance(0.5) ? rng.int(1, 2) : 0,
  );
  const size = rng.weighted(SIZE_WEIGHTS);
  const range = COMPANY_SIZES.find((s) => s.id === size);
  const employees = rng.int(range?.min ?? 1, range?.max ?? 30_000);
  const founded = size <= 3 ? rng.int(2008, 2024) : size <= 5 ? rng.int(1990, 2018) : rng.int(1950, 2008);
  const listed = rng.chance(LISTED_CHANCE[size] ?? 0);
  const name = companyName(rng, category, index, used);
  const place = office(rng);
  const fullyRemote = place === null;
  const international = Math.min(1, rng.next() * 0.8 + (name.foreign ? 0.3 : 0) + (fullyRemote ? 0.2 : 0));
  const startup = founded >= 2015 && size <= 4;
  const capital =
    size <= 3
      ? roundTo(rng.int(5, 100) * 1e6, 1e6)
      : size <= 5
        ? roundTo(rng.int(50, 900) * 1e6, 1e7)
        : roundTo(rng.int(1, 50) * 1e9, 1e8);
  const ceo = rng.chance(name.foreign || international > 0.7 ? 0.6 : 0.08)
    ? rng.pick(FOREIGN_CEOS)
    : (() => {
        const [familyEn, familyJa] = rng.pick(FAMILY_NAMES);
        const [givenEn, givenJa] = rng.pick(GIVEN_NAMES);
        return [`${givenEn} ${familyEn}`, `${familyJa} ${givenJa}`] as const;
      })();
  const product = rng.pick(PRODUCTS[industry] ?? [['digital services for businesses', '企業向けのデジタルサービス']]);
  const mission = rng.pick(MISSIONS);
  const headcount = employees >= 100 ? roundTo(employees, 10) : employees;
  const description_en = `${name.en} offers ${product[0]}. Founded in ${founded}, we have about ${headcount.toLocaleString('en-US')} employees${listed ? ' and are listed on the Tokyo Stock Exchange' : ''}. ${mission[0]}`;
  const description_ja = `${name.ja}は、${product[1]}を提供しています。${founded}年に創業し、現在の社員数は約${headcount.toLocaleString('en-US')}名です${listed ? '（東証上場）' : ''}。${mission[1]}`;

  // "A team from over 15 countries" only where the staff is international: its postings then state
  // a foreign share and English use to match (posting-market.ts, MULTINATIONAL).
  const themes = rng.sample(
    APPEAL_THEMES.filter((t) =>
      t.key === 'remote'
        ? fullyRemote || rng.chance(0.3)
        : t.key === 'international'
          ? international > MULTINATIONAL
          : true,
    ),
    3,
  );
  if (fullyRemote && !themes.some((t) => t.key === 'remote')) themes[0] = APPEAL_THEMES[0] ?? themes[0]!;
  const appeals = rng.chance(0.85)
    ? themes.map((t, i) => ({
        position: APPEAL_POSITIONS[i] ?? 'bottom',
        title_en: t.title[0],
        title_ja: t.title[1],
        body_en: t.body[0],
        body_ja: t.body[1],
      }))
    : [];
  const documents: number[] = [];
  if (rng.chance(0.92)) documents.push(1);
  if (rng.chance(0.65)) documents.push(2);
  appeals.forEach((_, i) => {
    if (rng.chance(0.5)) documents.push(3 + i);
  });

  return {
    id: index + 1,
    row: {
      name_en: name.en,
      name_ja: name.ja,
      ceo_name_en: ceo[0],
      ceo_name_ja: ceo[1],
      prefecture_id: place?.prefecture ?? null,
      city_id: place?.city ?? null,
      address_en: place?.en ?? null,
      address_ja: place?.ja ?? null,
      founded_on: `${founded}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      capital_jpy: capital,
      company_size_id: size,
      is_listed: listed,
      industry_id: industry,
      industry_ids: [industry, ...extra],
      website_url: name.website,
      description_en,
      description_ja,
      search_text: normalizeSearchText(`${name.en} ${name.ja}`),
    },
    appeals,
    documents,
    traits: {
      fullyRemote,
      international,
      startup,
      product,
      postingWeight: (POSTING_WEIGHT[size] ?? 1) * (0.5 + rng.next()),
    },
  };
}

/** `count` companies with distinct names, the same for the same seed. */
export function generateCompanies(options: { seed: string | number; count: number }): DemoCompany[] {
  const used = new Set<string>();
  return Array.from({ length: options.count }, (_, i) => generateCompany(options.seed, i, used));
}
