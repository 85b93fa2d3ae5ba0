import { z } from 'zod';
import { bodyPageFields, paginated, RECORD_ID_MAX } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * Reference lists (masters, spec §3 and §7). Every item has its fixed `id` and its `name` in the
 * request's language; lists come in display order for that language. Ids the spec fixes are in
 * `MASTER_IDS` below.
 */
const id = z.number().int();
const item = <T extends z.ZodRawShape>(extra: T) => z.object({ id, name: z.string(), ...extra });

export const masterItemSchema = item({});
export const categorizedItemSchema = item({ category_id: id });
/** Countries, nationalities, languages: ISO 3166-1 alpha-2 or ISO 639-1 code. */
export const codedItemSchema = item({ code: z.string() });
export const prefectureSchema = item({ region_id: id });
export const citySchema = item({ prefecture_id: id });
/** `code` as dialled from abroad: "+81", "+1-876". */
export const dialingCodeSchema = item({ code: z.string(), country_id: id });
export const languageCertificateSchema = item({ language_id: id });
/** A level a job can require; `min_score` on the certificate's own scale, null for grade-based tests. */
export const languageScoreLevelSchema = item({ language_id: id, certificate_id: id, min_score: z.number().nullable() });
export const companySizeSchema = item({ min_employees: id, max_employees: id.nullable() });
/** Annual income in JPY: `min_amount` inclusive, `max_amount` exclusive; null is open-ended. */
export const incomeRangeSchema = item({ min_amount: id.nullable(), max_amount: id.nullable() });
export const currencySchema = item({ code: z.string(), symbol: z.string() });
export const peoplePercentSchema = item({ min_percent: id, max_percent: id });

/** Each list's item, by the last segment of its path. */
export const MASTER_LIST_ITEMS = {
  skills: categorizedItemSchema,
  'skill-categories': masterItemSchema,
  'appeal-points': masterItemSchema,
  industries: categorizedItemSchema,
  'industry-categories': masterItemSchema,
  countries: codedItemSchema,
  'japan-regions': masterItemSchema,
  languages: codedItemSchema,
  'language-score-levels': languageScoreLevelSchema,
  cities: citySchema,
  channels: masterItemSchema,
  'company-sizes': companySizeSchema,
  currencies: currencySchema,
  'dialing-codes': dialingCodeSchema,
  'educational-levels': masterItemSchema,
  'cs-email-notifications': masterItemSchema,
  'employment-types': masterItemSchema,
  'income-ranges': incomeRangeSchema,
  'japanese-language-experiences': masterItemSchema,
  'japan-prefectures': prefectureSchema,
  'job-positions': categorizedItemSchema,
  'job-position-categories': masterItemSchema,
  'language-certificates': languageCertificateSchema,
  'job-search-statuses': masterItemSchema,
  nationalities: codedItemSchema,
  'visa-statuses': masterItemSchema,
  'work-permissions': masterItemSchema,
  'working-statuses': masterItemSchema,
  'writing-levels': masterItemSchema,
  'yoe-ranges': masterItemSchema,
  'jlpt-score-levels': masterItemSchema,
  'it-certificate-categories': masterItemSchema,
  'scout-decline-reasons': masterItemSchema,
  'people-percent': peoplePercentSchema,
} as const;
export type MasterListName = keyof typeof MASTER_LIST_ITEMS;
export const MASTER_LIST_NAMES = Object.keys(MASTER_LIST_ITEMS) as MasterListName[];

/** Lists the spec places under /api/v1 (common and client services); the rest are /api/v2/masters/{name}. */
export const V1_MASTER_LISTS = [
  'jlpt-score-levels',
  'it-certificate-categories',
  'scout-decline-reasons',
  'people-percent',
] as const satisfies readonly MasterListName[];

export function masterListPath(name: MasterListName): string {
  return (V1_MASTER_LISTS as readonly string[]).includes(name) ? `/api/v1/${name}` : `/api/v2/masters/${name}`;
}

export const masterListResponseSchema = <N extends MasterListName>(name: N) =>
  z.object({ data: z.array(MASTER_LIST_ITEMS[name]) });
export type MasterListResponse<N extends MasterListName> = {
  data: Array<z.infer<(typeof MASTER_LIST_ITEMS)[N]>>;
};
export type MasterItem = z.infer<typeof masterItemSchema>;

const idFilter = z.coerce
  .number({ error: V.invalidType })
  .int({ error: V.invalidType })
  .min(1, { error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue })
  .optional();

/** Query filters of the lists that have them (`?prefecture_id=13`); other parameters are ignored. */
export const MASTER_LIST_FILTERS = {
  skills: z.object({ category_id: idFilter }),
  industries: z.object({ category_id: idFilter }),
  'job-positions': z.object({ category_id: idFilter }),
  'japan-prefectures': z.object({ region_id: idFilter }),
  cities: z.object({ prefecture_id: idFilter }),
  'language-certificates': z.object({ language_id: idFilter }),
  'language-score-levels': z.object({ language_id: idFilter, certificate_id: idFilter }),
} as const satisfies Partial<Record<MasterListName, z.ZodObject>>;
export type MasterListFilter = Partial<Record<string, number>>;

export function masterListFilterSchema(name: MasterListName): z.ZodObject | undefined {
  return (MASTER_LIST_FILTERS as Partial<Record<MasterListName, z.ZodObject>>)[name];
}

const keywordSchema = z.string({ error: V.invalidType }).trim().max(100, { error: V.maxChars }).nullish();

/** POST /api/v1/it-certificates/search: words to find in either language (all must match), a category, a page. */
export const itCertificateSearchRequestSchema = z
  .object({
    keyword: keywordSchema,
    category_id: z
      .number({ error: V.invalidType })
      .int({ error: V.invalidType })
      .min(1, { error: V.invalidValue })
      .nullish(),
    ...bodyPageFields({ maxPage: 100_000 }),
  })
  .strict();
export type ItCertificateSearchRequest = z.infer<typeof itCertificateSearchRequestSchema>;
export const itCertificateSearchResponseSchema = paginated(categorizedItemSchema);
export type ItCertificateSearchResponse = z.infer<typeof itCertificateSearchResponseSchema>;

/** POST /api/v1/popular-keywords/search: the most searched words containing `keyword` (either language). */
export const popularKeywordSearchRequestSchema = z
  .object({
    keyword: keywordSchema,
    limit: z
      .number({ error: V.invalidType })
      .int({ error: V.invalidType })
      .min(1, { error: V.invalidValue })
      .max(50, { error: V.invalidValue })
      .default(10),
  })
  .strict();
export type PopularKeywordSearchRequest = z.infer<typeof popularKeywordSearchRequestSchema>;
export const popularKeywordSearchResponseSchema = z.object({ data: z.array(masterItemSchema) });
export type PopularKeywordSearchResponse = z.infer<typeof popularKeywordSearchResponseSchema>;

/** Ids that the spec fixes (§9) and that code may rely on. */
export const MASTER_IDS = {
  prefectureTokyo: 13,
  prefectureOverseas: 48,
  languageEnglish: 12,
  languageJapanese: 23,
  writingLevelNative: 1,
  dialingCodeJapan: 104,
  countryJapan: 104,
  yoeLessThanOneYear: 2,
  yoeOneToThreeYears: 3,
  yoeThreeToFiveYears: 4,
  yoeFiveYearsOrMore: 5,
  workingStatusStudent: 4,
  workingStatusOther: 6,
  /** Featured skills; spec §9's "special IT skill category 1" is read as the same category. */
  skillCategoryFeatured: 1,
  currencyJpy: 1,
} as const;
